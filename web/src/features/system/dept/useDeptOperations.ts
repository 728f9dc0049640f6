import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  DeptDocument,
  DeptLazyListDocument,
  RemoveDeptsDocument,
  SubmitDeptDocument,
  useDeptTreeQuery,
  type DeptFilter,
} from '../../../generated/graphql';
import { optionalText } from '../../../shared/utils/form-schemas';
import { topLevelValue } from '../../../shared/ui/tree/TreeSelect';
import { useLazyTree } from '../../../shared/ui/tree/useLazyTree';
import type { DeptFormValues, DeptRow } from './dept-crud';
import { crudActions, useCrudActions } from '../../../shared/ui/crud/useCrudOperations';

function hasFilter(filter: DeptFilter): boolean {
  return Object.values(filter).some((value) => typeof value === 'string' && value !== '');
}

/** Detail, submit and remove of a department, for useCrudActions. */
const deptActions = crudActions<DeptRow, DeptFormValues>()({
  detail: { document: DeptDocument, row: (data) => data.dept },
  submit: {
    document: SubmitDeptDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      parentId: values.parentId === '' ? topLevelValue : values.parentId,
      deptName: values.deptName.trim(),
      fullName: values.fullName.trim(),
      deptCategory: Number(values.deptCategory),
      sort: values.sort === '' ? 0 : values.sort,
      remark: optionalText(values.remark),
    }),
  },
  remove: { document: RemoveDeptsDocument },
});

/**
 * The department page's calls: the lazy tree (one level per expand; a search answers every match),
 * the parent choices, detail, submit and remove.
 */
export function useDeptOperations(filter: DeptFilter) {
  const client = useApolloClient();
  const parents = useDeptTreeQuery({ fetchPolicy: 'cache-and-network' });

  const loadLevel = useCallback(
    async (parentId: string | undefined, levelFilter: DeptFilter | undefined): Promise<readonly DeptRow[]> => {
      const result = await client.query({
        query: DeptLazyListDocument,
        variables: { ...(parentId !== undefined ? { parentId } : {}), ...(levelFilter ? { filter: levelFilter } : {}) },
        fetchPolicy: 'network-only',
      });
      return result.data?.deptLazyList ?? [];
    },
    [client],
  );
  const searching = hasFilter(filter);
  const loadRoot = useCallback(
    () => (searching ? loadLevel(undefined, filter) : loadLevel(topLevelValue, undefined)),
    [searching, filter, loadLevel],
  );
  const loadChildren = useCallback((id: string) => loadLevel(id, undefined), [loadLevel]);
  const tree = useLazyTree<DeptRow>({ loadRoot, loadChildren, resetKey: filter });

  const { fetchOne, submit, remove } = useCrudActions(deptActions);
  const { reload } = tree;
  const { refetch } = parents;
  const refresh = useCallback(async () => {
    await Promise.all([reload(), refetch()]);
  }, [reload, refetch]);

  const nodes = parents.data?.deptTree ?? parents.previousData?.deptTree;
  return useMemo(() => ({ tree, nodes: nodes ?? [], fetchOne, submit, remove, refresh }), [tree, nodes, fetchOne, submit, remove, refresh]);
}
