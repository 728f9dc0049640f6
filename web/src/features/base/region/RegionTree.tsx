import { Group, Loader, Text, Tree, type RenderTreeNodePayload, type TreeNodeData, type useTree } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The lazy region tree: a click selects a region and opens or closes its level. */
export function RegionTree({
  data,
  tree,
  onSelect,
}: {
  data: TreeNodeData[];
  tree: ReturnType<typeof useTree>;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  const renderNode = ({ node, expanded, hasChildren, selected, isLoading, elementProps }: RenderTreeNodePayload) => (
    <Group
      gap={6}
      wrap="nowrap"
      {...elementProps}
      onClick={(event) => {
        elementProps.onClick(event);
        onSelect(node.value);
      }}
      py={2}
    >
      {isLoading ? (
        <Loader size={12} role="status" aria-label={t('region:tree.loading')} />
      ) : hasChildren ? (
        expanded ? (
          <IconChevronDown size={14} aria-hidden />
        ) : (
          <IconChevronRight size={14} aria-hidden />
        )
      ) : (
        <span style={{ width: 14 }} />
      )}
      <Text size="sm" fw={selected ? 600 : 400} c={selected ? 'blue' : undefined}>
        {node.label}
      </Text>
    </Group>
  );
  return (
    <Tree
      data={data}
      tree={tree}
      selectOnClick
      expandOnClick
      levelOffset="md"
      renderNode={renderNode}
      aria-label={t('region:tree.label')}
    />
  );
}
