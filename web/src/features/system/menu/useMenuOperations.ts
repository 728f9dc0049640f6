import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  MenuDetailDocument,
  MenuLazyListDocument,
  MenuListDocument,
  RemoveMenusDocument,
  SubmitMenuDocument,
  useMenuTreeQuery,
  type MenuFilter,
} from '../../../generated/graphql';
import { localizeTree, useSeededLabel } from '../../../i18n/seeded-label';
import { optionalText } from '../../../shared/utils/form-schemas';
import { topLevelValue } from '../../../shared/ui/tree/TreeSelect';
import { useLazyTree } from '../../../shared/ui/tree/useLazyTree';
import type { MenuFormValues, MenuRow } from './menu-crud';
import { crudActions, useCrudActions } from '../../../shared/ui/crud/useCrudOperations';

function hasFilter(filter: MenuFilter): boolean {
  return Object.values(filter).some((value) => typeof value === 'string' && value !== '');
}

/** Detail, submit and remove of a menu, for useCrudActions. */
const menuActions = crudActions<MenuRow, MenuFormValues>()({
  detail: { document: MenuDetailDocument, row: (data) => data.menuDetail },
  submit: {
    document: SubmitMenuDocument,
    input: (values, row) => ({
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
    }),
  },
  remove: { document: RemoveMenusDocument },
});

/**
 * The menu page's calls: the lazy tree (one level per expand; a search answers the matches, nested),
 * the parent choices (menus only), detail, submit and remove.
 */
export function useMenuOperations(filter: MenuFilter) {
  const client = useApolloClient();
  const parents = useMenuTreeQuery({ fetchPolicy: 'cache-and-network' });

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

  const { fetchOne, submit, remove } = useCrudActions(menuActions);
  const { reload } = tree;
  const { refetch } = parents;
  const refresh = useCallback(async () => {
    await Promise.all([reload(), refetch()]);
  }, [reload, refetch]);

  const seededLabel = useSeededLabel();
  const stored = parents.data?.menuTree ?? parents.previousData?.menuTree;
  const nodes = useMemo(() => (stored ? localizeTree(stored, 'menu', seededLabel) : undefined), [stored, seededLabel]);
  return useMemo(() => ({ tree, nodes: nodes ?? [], fetchOne, submit, remove, refresh }), [tree, nodes, fetchOne, submit, remove, refresh]);
}
