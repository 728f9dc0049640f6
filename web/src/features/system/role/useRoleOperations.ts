import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  RoleDocument,
  RemoveRolesDocument,
  RolesDocument,
  SubmitRoleDocument,
  useRoleTreeQuery,
  type RoleFilter,
} from '../../../generated/graphql';
import { crudActions, useCrudActions } from '../../../shared/ui/crud/useCrudOperations';
import { topLevelValue } from '../../../shared/ui/tree/TreeSelect';
import { useLazyTree } from '../../../shared/ui/tree/useLazyTree';
import type { RoleFormValues, RoleRow } from './role-crud';

/** Detail, submit and remove of a role, for useCrudActions. */
const roleActions = crudActions<RoleRow, RoleFormValues>()({
  detail: { document: RoleDocument, row: (data) => data.role },
  submit: {
    document: SubmitRoleDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      parentId: values.parentId === '' ? topLevelValue : values.parentId,
      roleName: values.roleName.trim(),
      roleAlias: values.roleAlias.trim(),
      sort: values.sort === '' ? null : values.sort,
    }),
  },
  remove: { document: RemoveRolesDocument },
});

/** The role page's calls: the role list (flat, nested here), parent choices, detail, submit, remove. */
export function useRoleOperations(filter: RoleFilter) {
  const client = useApolloClient();
  const parents = useRoleTreeQuery({ fetchPolicy: 'cache-and-network' });

  const loadRoot = useCallback(async (): Promise<readonly RoleRow[]> => {
    const result = await client.query({ query: RolesDocument, variables: { filter }, fetchPolicy: 'network-only' });
    return result.data?.roles ?? [];
  }, [client, filter]);
  const tree = useLazyTree<RoleRow>({ loadRoot, resetKey: filter });

  const { fetchOne, submit, remove } = useCrudActions(roleActions);
  const { reload } = tree;
  const { refetch } = parents;
  const refresh = useCallback(async () => {
    await Promise.all([reload(), refetch()]);
  }, [reload, refetch]);

  const nodes = parents.data?.roleTree ?? parents.previousData?.roleTree;
  return useMemo(() => ({ tree, nodes: nodes ?? [], fetchOne, submit, remove, refresh }), [tree, nodes, fetchOne, submit, remove, refresh]);
}
