import { useCallback, useMemo } from 'react';
import {
  useDataScopeLazyQuery,
  useDataScopesQuery,
  useRemoveDataScopesMutation,
  useSubmitDataScopeMutation,
  type ScopeFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { optionalText } from '../../../shared/utils/form-schemas';
import { dataScopeType, type DataScopeFormValues, type DataScopeRow } from './data-scope-crud';

/** The data-scope rules of one menu: list (filtered by the menu), detail, submit and remove. */
export function useDataScopeOperations(
  menuId: string,
  variables: CrudListVariables<Partial<ScopeFilter>>,
): CrudOperations<DataScopeRow, DataScopeFormValues, ScopeFilter> {
  const listVariables = useMemo(
    () => ({ filter: { ...variables.filter, menuId }, page: variables.page }),
    [variables, menuId],
  );
  const list = useDataScopesQuery({ variables: listVariables, fetchPolicy: 'cache-and-network' });
  const [loadOne] = useDataScopeLazyQuery({ fetchPolicy: 'network-only' });
  const [submitDataScope] = useSubmitDataScopeMutation({ context: handledErrors });
  const [removeDataScopes] = useRemoveDataScopesMutation();

  const fetchOne = useCallback(
    async (row: DataScopeRow): Promise<DataScopeRow> => {
      const result = await loadOne({ variables: { id: row.id } });
      return result.data?.dataScope ?? row;
    },
    [loadOne],
  );
  const submit = useCallback(
    async (values: DataScopeFormValues, row: DataScopeRow | undefined) => {
      const scopeType = Number(values.scopeType);
      await submitDataScope({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            menuId,
            scopeName: values.scopeName.trim(),
            resourceCode: values.resourceCode.trim(),
            scopeType,
            scopeColumn: scopeType === dataScopeType.custom ? null : optionalText(values.scopeColumn),
            scopeField: optionalText(values.scopeField) ?? '*',
            scopeClass: optionalText(values.scopeClass),
            scopeValue: scopeType === dataScopeType.custom ? values.scopeValue.trim() : null,
            remark: optionalText(values.remark),
          },
        },
      });
    },
    [submitDataScope, menuId],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeDataScopes({ variables: { ids } });
    },
    [removeDataScopes],
  );

  const data = list.data?.dataScopes ?? list.previousData?.dataScopes;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchOne, submit, remove],
  );
}
