import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  DeptDocument,
  DeptLazyListDocument,
  useDeptTreeQuery,
  useRemoveDeptsMutation,
  useSubmitDeptMutation,
  type DeptFilter,
} from '../../../generated/graphql';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { optionalText } from '../../../shared/utils/form-schemas';
import { topLevelValue } from '../../../shared/ui/tree/TreeSelect';
import { useLazyTree } from '../../../shared/ui/tree/useLazyTree';
import type { DeptFormValues, DeptRow } from './dept-crud';

function hasFilter(filter: DeptFilter): boolean {
  return Object.values(filter).some((value) => typeof value === 'string' && value !== '');
}

/**
 * The department page's calls: the lazy tree (one level per expand; a search answers every match),
 * the parent choices, detail, submit and remove.
 */
export function useDeptOperations(filter: DeptFilter) {
  const client = useApolloClient();
  const parents = useDeptTreeQuery({ fetchPolicy: 'cache-and-network' });
  const [submitDept] = useSubmitDeptMutation({ context: handledErrors });
  const [removeDepts] = useRemoveDeptsMutation();

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

  const fetchOne = useCallback(
    async (row: DeptRow): Promise<DeptRow> => {
      const result = await client.query({ query: DeptDocument, variables: { id: row.id }, fetchPolicy: 'network-only' });
      return result.data?.dept ?? row;
    },
    [client],
  );
  const submit = useCallback(
    async (values: DeptFormValues, row: DeptRow | undefined) => {
      await submitDept({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            parentId: values.parentId === '' ? topLevelValue : values.parentId,
            deptName: values.deptName.trim(),
            fullName: values.fullName.trim(),
            deptCategory: Number(values.deptCategory),
            sort: values.sort === '' ? 0 : values.sort,
            remark: optionalText(values.remark),
          },
        },
      });
    },
    [submitDept],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeDepts({ variables: { ids } });
    },
    [removeDepts],
  );
  const { reload } = tree;
  const { refetch } = parents;
  const refresh = useCallback(async () => {
    await Promise.all([reload(), refetch()]);
  }, [reload, refetch]);

  const nodes = parents.data?.deptTree ?? parents.previousData?.deptTree;
  return useMemo(
    () => ({ tree, nodes: nodes ?? [], fetchOne, submit, remove, refresh }),
    [tree, nodes, fetchOne, submit, remove, refresh],
  );
}
