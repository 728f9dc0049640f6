import {
  Box,
  Button,
  getTreeExpandedState,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Text,
  Tree,
  useTree,
  type RenderTreeNodePayload,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserDeptTreeQuery } from '../../../generated/graphql';
import { localizeTree, useSeededLabel } from '../../../i18n/seeded-label';
import { nestTreeNodes } from './tree-nodes';

/**
 * The department tree left of the user list: clicking a department (or Enter on it) filters the list to
 * that department and its descendants; "All" clears the filter. Every node starts expanded.
 */
export function DeptTreePanel({ selected, onSelect }: { selected: string | undefined; onSelect: (deptId: string | undefined) => void }) {
  const { t } = useTranslation();
  const { data, loading } = useUserDeptTreeQuery({ fetchPolicy: 'cache-and-network' });
  const seededLabel = useSeededLabel();
  const nodes = useMemo(() => nestTreeNodes(localizeTree(data?.deptTree ?? [], 'dept', seededLabel)), [data, seededLabel]);
  const [expandedState, setExpandedState] = useState<Record<string, boolean>>({});
  // Every department starts expanded once the tree arrives.
  useEffect(() => {
    setExpandedState(getTreeExpandedState(nodes, '*'));
  }, [nodes]);
  const tree = useTree({ selectedState: selected ? [selected] : [], expandedState, onExpandedStateChange: setExpandedState });

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const value = target.getAttribute('role') === 'treeitem' ? target.dataset['value'] : undefined;
    if (event.key === 'Enter' && value) {
      event.preventDefault();
      onSelect(value);
    }
  };

  const renderNode = ({ node, expanded, hasChildren, selected: isSelected, elementProps, tree: controller }: RenderTreeNodePayload) => (
    <Group
      gap={4}
      wrap="nowrap"
      {...elementProps}
      onClick={(event) => {
        elementProps.onClick(event);
        onSelect(node.value);
      }}
      style={{ ...elementProps.style, cursor: 'pointer', borderRadius: 4 }}
      bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
      py={4}
      pr="xs"
    >
      <Box
        component="span"
        w={18}
        display="inline-flex"
        aria-hidden
        onClick={(event) => {
          event.stopPropagation();
          if (hasChildren) {
            controller.toggleExpanded(node.value);
          }
        }}
      >
        {hasChildren && (expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />)}
      </Box>
      <Text size="sm" fw={isSelected ? 600 : undefined} truncate="end">
        {node.label}
      </Text>
    </Group>
  );

  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={t('user:tree.title')}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {t('user:tree.title')}
        </Text>
        <Button size="compact-sm" variant={selected ? 'light' : 'filled'} onClick={() => onSelect(undefined)} aria-pressed={!selected}>
          {t('user:tree.all')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah="calc(100vh - 260px)">
        {loading && nodes.length === 0 ? (
          <Loader size="sm" aria-label={t('crud:table.loading')} role="status" />
        ) : nodes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('user:tree.empty')}
          </Text>
        ) : (
          <Tree
            data={nodes}
            tree={tree}
            expandOnClick={false}
            levelOffset="md"
            renderNode={renderNode}
            aria-label={t('user:tree.title')}
            onKeyDown={handleKeyDown}
          />
        )}
      </ScrollArea.Autosize>
    </Paper>
  );
}
