import { useApolloClient } from '@apollo/client/react';
import {
  ActionIcon,
  Box,
  Center,
  Group,
  Loader,
  Tree,
  UnstyledButton,
  useTree,
  type RenderTreeNodePayload,
  type TreeNodeData,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuLazyMenuListDocument, type MenuLazyMenuListQuery } from '../../../generated/graphql';
import { topLevelValue } from '../../../shared/ui/tree/TreeSelect';

/** A menu of the left tree (menus only, no buttons). */
export type ScopeMenu = MenuLazyMenuListQuery['menuLazyMenuList'][number];

function toData(parentId: string, levels: ReadonlyMap<string, readonly ScopeMenu[]>): TreeNodeData[] {
  return (levels.get(parentId) ?? []).map((menu) => {
    const children = levels.get(menu.id);
    return {
      value: menu.id,
      label: menu.name,
      ...(children ? { children: toData(menu.id, levels) } : { hasChildren: menu.hasChildren }),
    };
  });
}

/**
 * The menus (category 1) as a lazy tree: each level is loaded with menuLazyMenuList when its parent is
 * first expanded. Clicking a menu's name selects it.
 */
export function ScopeMenuTree({ selectedId, onSelect }: { selectedId: string | undefined; onSelect: (menu: ScopeMenu) => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [levels, setLevels] = useState<ReadonlyMap<string, readonly ScopeMenu[]>>(new Map());
  const [rootLoading, setRootLoading] = useState(true);

  const loadLevel = useCallback(
    async (parentId: string) => {
      const result = await client.query({ query: MenuLazyMenuListDocument, variables: { parentId }, fetchPolicy: 'network-only' });
      const menus = result.data?.menuLazyMenuList ?? [];
      setLevels((previous) => new Map(previous).set(parentId, menus));
    },
    [client],
  );
  useEffect(() => {
    loadLevel(topLevelValue)
      .catch(() => undefined)
      .finally(() => setRootLoading(false));
  }, [loadLevel]);

  const tree = useTree({ onLoadChildren: loadLevel });
  const data = useMemo(() => toData(topLevelValue, levels), [levels]);
  const menus = useMemo(() => new Map([...levels.values()].flat().map((menu) => [menu.id, menu])), [levels]);

  const renderNode = ({ node, expanded, hasChildren, elementProps, tree: controller, isLoading }: RenderTreeNodePayload) => {
    const menu = menus.get(node.value);
    const selected = node.value === selectedId;
    return (
      <Group gap={4} wrap="nowrap" {...elementProps}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            tabIndex={-1}
            aria-label={t(expanded ? 'tree:collapse' : 'tree:expand', { name: menu?.name ?? node.value })}
            onClick={(event) => {
              event.stopPropagation();
              controller.toggleExpanded(node.value);
            }}
          >
            {isLoading ? (
              <Loader size={12} />
            ) : expanded ? (
              <IconChevronDown size={14} aria-hidden />
            ) : (
              <IconChevronRight size={14} aria-hidden />
            )}
          </ActionIcon>
        ) : (
          <Box w={22} aria-hidden />
        )}
        <UnstyledButton
          px={6}
          py={2}
          fz="sm"
          aria-pressed={selected}
          bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
          c={selected ? 'var(--mantine-primary-color-light-color)' : undefined}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          onClick={(event) => {
            event.stopPropagation();
            if (menu) {
              onSelect(menu);
            }
          }}
        >
          {node.label}
        </UnstyledButton>
      </Group>
    );
  };

  if (rootLoading) {
    return (
      <Center mih={120}>
        <Loader size="sm" aria-label={t('crud:table.loading')} role="status" />
      </Center>
    );
  }
  return <Tree data={data} tree={tree} levelOffset={18} expandOnClick={false} renderNode={renderNode} aria-label={t('scope:menuTree')} />;
}
