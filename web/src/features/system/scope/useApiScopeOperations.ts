import { useCallback, useMemo } from 'react';
import {
  useApiScopeLazyQuery,
  useApiScopesQuery,
  useRemoveApiScopesMutation,
  useSubmitApiScopeMutation,
  type ScopeFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { optionalText } from '../../../shared/utils/form-schemas';
import type { ApiScopeFormValues, ApiScopeRow } from './api-scope-crud';

/** The API-scope rules of one menu: list (filtered by the menu), detail, submit and remove. */
export function useApiScopeOperations(
  menuId: string,
  variables: CrudListVariables<Partial<ScopeFilter>>,
): CrudOperations<ApiScopeRow, ApiScopeFormValues, ScopeFilter> {
  const listVariables = useMemo(
    () => ({ filter: { ...variables.filter, menuId }, page: variables.page }),
    [variables, menuId],
  );
  const list = useApiScopesQuery({ variables: listVariables, fetchPolicy: 'cache-and-network' });
  const [loadOne] = useApiScopeLazyQuery({ fetchPolicy: 'network-only' });
  const [submitApiScope] = useSubmitApiScopeMutation({ context: handledErrors });
  const [removeApiScopes] = useRemoveApiScopesMutation();

  const fetchOne = useCallback(
    async (row: ApiScopeRow): Promise<ApiScopeRow> => {
      const result = await loadOne({ variables: { id: row.id } });
      return result.data?.apiScope ?? row;
    },
    [loadOne],
  );
  const submit = useCallback(
    async (values: ApiScopeFormValues, row: ApiScopeRow | undefined) => {
      await submitApiScope({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            menuId,
            scopeName: values.scopeName.trim(),
            resourceCode: values.resourceCode.trim(),
            scopePath: values.scopePath.trim(),
            scopeType: Number(values.scopeType),
            remark: optionalText(values.remark),
          },
        },
      });
    },
    [submitApiScope, menuId],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeApiScopes({ variables: { ids } });
    },
    [removeApiScopes],
  );

  const data = list.data?.apiScopes ?? list.previousData?.apiScopes;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchOne, submit, remove],
  );
}
