import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  RoleDocument,
  RolesDocument,
  useRemoveRolesMutation,
  useRoleTreeQuery,
  useSubmitRoleMutation,
  type RoleFilter,
} from '../../../generated/graphql';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { topLevelValue } from '../../../shared/ui/tree/TreeSelect';
import { useLazyTree } from '../../../shared/ui/tree/useLazyTree';
import type { RoleFormValues, RoleRow } from './role-crud';

/** The role page's calls: the role list (flat, nested here), parent choices, detail, submit, remove. */
export function useRoleOperations(filter: RoleFilter) {
  const client = useApolloClient();
  const parents = useRoleTreeQuery({ fetchPolicy: 'cache-and-network' });
  const [submitRole] = useSubmitRoleMutation({ context: handledErrors });
  const [removeRoles] = useRemoveRolesMutation();

  const loadRoot = useCallback(async (): Promise<readonly RoleRow[]> => {
    const result = await client.query({ query: RolesDocument, variables: { filter }, fetchPolicy: 'network-only' });
    return result.data?.roles ?? [];
  }, [client, filter]);
  const tree = useLazyTree<RoleRow>({ loadRoot, resetKey: filter });

  const fetchOne = useCallback(
    async (row: RoleRow): Promise<RoleRow> => {
      const result = await client.query({ query: RoleDocument, variables: { id: row.id }, fetchPolicy: 'network-only' });
      return result.data?.role ?? row;
    },
    [client],
  );
  const submit = useCallback(
    async (values: RoleFormValues, row: RoleRow | undefined) => {
      await submitRole({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            parentId: values.parentId === '' ? topLevelValue : values.parentId,
            roleName: values.roleName.trim(),
            roleAlias: values.roleAlias.trim(),
            sort: values.sort === '' ? null : values.sort,
          },
        },
      });
    },
    [submitRole],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeRoles({ variables: { ids } });
    },
    [removeRoles],
  );
  const { reload } = tree;
  const { refetch } = parents;
  const refresh = useCallback(async () => {
    await Promise.all([reload(), refetch()]);
  }, [reload, refetch]);

  const nodes = parents.data?.roleTree ?? parents.previousData?.roleTree;
  return useMemo(
    () => ({ tree, nodes: nodes ?? [], fetchOne, submit, remove, refresh }),
    [tree, nodes, fetchOne, submit, remove, refresh],
  );
}
