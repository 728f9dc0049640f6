import { ActionIcon, Box, Checkbox, Group, Text, Tree, useTree, type RenderTreeNodePayload, type TreeNodeData } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nestRows, type NestedRow } from './tree-data';

/** A node of a server tree (flat, nested by parentId). */
export interface CheckTreeNode {
  id: string;
  parentId: string;
  title: string;
}

function toTreeData(nodes: readonly NestedRow<CheckTreeNode>[]): TreeNodeData[] {
  return nodes.map((node) => ({
    value: node.id,
    label: node.title,
    ...(node.children.length > 0 ? { children: toTreeData(node.children) } : {}),
  }));
}

/**
 * A tree of checkboxes (Mantine Tree). `checked` holds the checked leaves; a parent shows checked when
 * all its leaves are and indeterminate when some are (checking a parent checks its leaves). The roots
 * start expanded.
 */
export function CheckboxTree({
  nodes,
  checked,
  onChange,
  label,
}: {
  nodes: readonly CheckTreeNode[];
  /** Checked leaf ids. */
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  /** Accessible name of the tree. */
  label: string;
}) {
  const { t } = useTranslation();
  // Keyed by content, not identity: Mantine's tree re-initialises (a state update) on new data, so a caller
  // passing a fresh but equal array each render (e.g. labels translated inline) would render forever.
  const signature = JSON.stringify(nodes);
  const data = useMemo(() => toTreeData(nestRows(nodes)), [signature]);
  const initialExpandedState = useMemo(() => Object.fromEntries(data.map((node) => [node.value, true])), [data]);
  const tree = useTree({
    initialExpandedState,
    checkedState: [...checked],
    onCheckedStateChange: onChange,
  });

  const renderNode = ({ node, expanded, hasChildren, elementProps, tree: controller }: RenderTreeNodePayload) => {
    const isChecked = controller.isNodeChecked(node.value);
    const indeterminate = controller.isNodeIndeterminate(node.value);
    const name = typeof node.label === 'string' ? node.label : node.value;
    return (
      <Group gap={4} wrap="nowrap" {...elementProps}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            tabIndex={-1}
            aria-label={t(expanded ? 'tree:collapse' : 'tree:expand', { name })}
            onClick={(event) => {
              event.stopPropagation();
              controller.toggleExpanded(node.value);
            }}
          >
            {expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          </ActionIcon>
        ) : (
          <Box w={22} aria-hidden />
        )}
        <Checkbox
          size="xs"
          checked={isChecked}
          indeterminate={indeterminate}
          label={name}
          onClick={(event) => event.stopPropagation()}
          onChange={() => (isChecked ? controller.uncheckNode(node.value) : controller.checkNode(node.value))}
        />
      </Group>
    );
  };

  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t('tree:empty')}
      </Text>
    );
  }
  return <Tree data={data} tree={tree} levelOffset={22} expandOnClick={false} renderNode={renderNode} aria-label={label} />;
}
