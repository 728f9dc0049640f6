import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  MenuDetailDocument,
  MenuLazyListDocument,
  MenuListDocument,
  useMenuTreeQuery,
  useRemoveMenusMutation,
  useSubmitMenuMutation,
  type MenuFilter,
} from '../../../generated/graphql';
import { localizeTree, useSeededLabel } from '../../../i18n/seeded-label';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { optionalText } from '../../../shared/utils/form-schemas';
import { topLevelValue } from '../../../shared/ui/tree/TreeSelect';
import { useLazyTree } from '../../../shared/ui/tree/useLazyTree';
import type { MenuFormValues, MenuRow } from './menu-crud';

function hasFilter(filter: MenuFilter): boolean {
  return Object.values(filter).some((value) => typeof value === 'string' && value !== '');
}

/**
 * The menu page's calls: the lazy tree (one level per expand; a search answers the matches, nested),
 * the parent choices (menus only), detail, submit and remove.
 */
export function useMenuOperations(filter: MenuFilter) {
  const client = useApolloClient();
  const parents = useMenuTreeQuery({ fetchPolicy: 'cache-and-network' });
  const [submitMenu] = useSubmitMenuMutation({ context: handledErrors });
  const [removeMenus] = useRemoveMenusMutation();

  const loadChildren = useCallback(
    async (parentId: string): Promise<readonly MenuRow[]> => {
      const result = await client.query({ query: MenuLazyListDocument, variables: { parentId }, fetchPolicy: 'network-only' });
      return result.data?.menuLazyList ?? [];
    },
    [client],
  );
  const searching = hasFilter(filter);
  const loadRoot = useCallback(async (): Promise<readonly MenuRow[]> => {
    if (!searching) {
      return loadChildren(topLevelValue);
    }
    const result = await client.query({ query: MenuListDocument, variables: { filter }, fetchPolicy: 'network-only' });
    return result.data?.menuList ?? [];
  }, [client, filter, searching, loadChildren]);
  const tree = useLazyTree<MenuRow>({ loadRoot, loadChildren, resetKey: filter });

  const fetchOne = useCallback(
    async (row: MenuRow): Promise<MenuRow> => {
      const result = await client.query({ query: MenuDetailDocument, variables: { id: row.id }, fetchPolicy: 'network-only' });
      return result.data?.menuDetail ?? row;
    },
    [client],
  );
  const submit = useCallback(
    async (values: MenuFormValues, row: MenuRow | undefined) => {
      await submitMenu({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            parentId: values.parentId === '' ? topLevelValue : values.parentId,
            name: values.name.trim(),
            code: values.code.trim(),
            alias: optionalText(values.alias),
            path: optionalText(values.path),
            source: optionalText(values.source),
            sort: values.sort === '' ? null : values.sort,
            category: Number(values.category),
            action: values.action === '' ? 0 : Number(values.action),
            isOpen: values.isOpen === '' ? null : Number(values.isOpen),
            remark: optionalText(values.remark),
          },
        },
      });
    },
    [submitMenu],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeMenus({ variables: { ids } });
    },
    [removeMenus],
  );
  const { reload } = tree;
  const { refetch } = parents;
  const refresh = useCallback(async () => {
    await Promise.all([reload(), refetch()]);
  }, [reload, refetch]);

  const seededLabel = useSeededLabel();
  const stored = parents.data?.menuTree ?? parents.previousData?.menuTree;
  const nodes = useMemo(() => (stored ? localizeTree(stored, 'menu', seededLabel) : undefined), [stored, seededLabel]);
  return useMemo(
    () => ({ tree, nodes: nodes ?? [], fetchOne, submit, remove, refresh }),
    [tree, nodes, fetchOne, submit, remove, refresh],
  );
}
