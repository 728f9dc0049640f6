import {
  ActionIcon,
  Box,
  Center,
  Checkbox,
  getTreeExpandedState,
  Group,
  Input,
  Loader,
  ScrollArea,
  Text,
  Tree,
  useTree,
  type RenderTreeNodePayload,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useMemo, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTreeQuery } from '../../../generated/graphql';
import { checkedLeaves, indexMenus, menuTreeData } from './menu-tree';

/**
 * The package's menus as a tree of checkboxes (SPEC §2 "menu tree multi-select"). `value` holds the
 * checked leaf menus; a parent shows checked when all its leaves are, indeterminate when some are.
 * `onBlur` fires when the focus leaves the tree (the form then checks the field).
 */
export function MenuTreePicker({
  value,
  onChange,
  onFocus,
  onBlur,
  label,
  error,
  withAsterisk,
  readOnly,
}: {
  value: readonly string[];
  onChange: (value: string[]) => void;
  onFocus: () => void;
  onBlur: () => void;
  label: string;
  error: ReactNode;
  withAsterisk: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { data, loading } = useMenuTreeQuery({ fetchPolicy: 'cache-and-network' });
  const treeData = useMemo(() => menuTreeData(data?.menuTree ?? []), [data]);
  // Stored packages list parents too: the tree's state holds leaves, so a parent becomes its leaves.
  useEffect(() => {
    if (!data) {
      return;
    }
    const leaves = checkedLeaves(value, indexMenus(data.menuTree));
    if (leaves.length !== value.length || leaves.some((id, position) => id !== value[position])) {
      onChange(leaves);
    }
  }, [data, value, onChange]);
  const tree = useTree({ checkedState: [...value], onCheckedStateChange: onChange });
  // Everything open once the menus are there.
  const { setExpandedState } = tree;
  useEffect(() => {
    if (treeData.length > 0) {
      setExpandedState(getTreeExpandedState(treeData, '*'));
    }
  }, [treeData, setExpandedState]);

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      onBlur();
    }
  };

  const renderNode = ({ node, expanded, hasChildren, elementProps, tree: controller }: RenderTreeNodePayload) => {
    const checked = controller.isNodeChecked(node.value);
    const indeterminate = controller.isNodeIndeterminate(node.value);
    const name = typeof node.label === 'string' ? node.label : node.value;
    return (
      <Group gap={6} wrap="nowrap" {...elementProps}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            size="xs"
            aria-label={t(expanded ? 'tenantPackage:tree.collapse' : 'tenantPackage:tree.expand', { name })}
            onClick={(event) => {
              event.stopPropagation();
              controller.toggleExpanded(node.value);
            }}
          >
            {expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          </ActionIcon>
        ) : (
          <Box w={18} />
        )}
        <Checkbox
          size="xs"
          aria-label={name}
          checked={checked}
          indeterminate={indeterminate}
          disabled={readOnly}
          onClick={(event) => event.stopPropagation()}
          onChange={() => (checked ? controller.uncheckNode(node.value) : controller.checkNode(node.value))}
        />
        <Text size="sm">{node.label}</Text>
      </Group>
    );
  };

  return (
    <Input.Wrapper label={label} withAsterisk={withAsterisk} error={error}>
      <Box
        onFocus={onFocus}
        onBlur={leave}
        mt={4}
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
        role="group"
        aria-label={label}
        aria-invalid={error ? true : undefined}
      >
        <ScrollArea.Autosize mah={320} p="xs">
          {loading && treeData.length === 0 ? (
            <Center mih={80}>
              <Loader size="sm" role="status" aria-label={t('crud:dialog.loading')} />
            </Center>
          ) : (
            <Tree data={treeData} tree={tree} expandOnClick={false} levelOffset="md" renderNode={renderNode} />
          )}
        </ScrollArea.Autosize>
      </Box>
    </Input.Wrapper>
  );
}
