import { useCallback, useMemo } from 'react';
import {
  useDatasourceLazyQuery,
  useDatasourcesLazyQuery,
  useDatasourcesQuery,
  useRemoveDatasourcesMutation,
  useSubmitDatasourceMutation,
  type DatasourceFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { DatasourceFormValues, DatasourceRow } from './datasource-crud';

/** The datasource page's list, detail, submit and remove calls, wired for CrudPage. */
export function useDatasourceOperations(
  variables: CrudListVariables<Partial<DatasourceFilter>>,
): CrudOperations<DatasourceRow, DatasourceFormValues, DatasourceFilter> {
  const list = useDatasourcesQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = useDatasourcesLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useDatasourceLazyQuery({ fetchPolicy: 'network-only' });
  const [submitDatasource] = useSubmitDatasourceMutation({ context: handledErrors });
  const [removeDatasources] = useRemoveDatasourcesMutation();

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<DatasourceFilter>>): Promise<CrudPageData<DatasourceRow>> => {
      const result = await loadPage({ variables: pageVariables });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.datasources;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: DatasourceRow): Promise<DatasourceRow> => (await loadOne({ variables: { id: row.id } })).data?.datasource ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: DatasourceFormValues, row: DatasourceRow | undefined) => {
      await submitDatasource({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            name: values.name.trim(),
            driverClass: values.driverClass,
            url: values.url.trim(),
            username: values.username.trim(),
            // Blank on edit keeps the stored password; on add, blank means none.
            ...(values.password === '' ? (row ? {} : { password: null }) : { password: values.password }),
            remark: values.remark.trim() === '' ? null : values.remark.trim(),
          },
        },
      });
    },
    [submitDatasource],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeDatasources({ variables: { ids } });
    },
    [removeDatasources],
  );

  const data = list.data?.datasources ?? list.previousData?.datasources;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}
