import { useCallback, useMemo } from 'react';
import {
  useParamLazyQuery,
  useParamsLazyQuery,
  useParamsQuery,
  useRemoveParamsMutation,
  useSubmitParamMutation,
  type ParamFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { ParamFormValues, ParamRow } from './param-crud';

/** The parameter page's list, detail, submit and remove calls, wired for CrudPage. */
export function useParamOperations(
  variables: CrudListVariables<Partial<ParamFilter>>,
): CrudOperations<ParamRow, ParamFormValues, ParamFilter> {
  const list = useParamsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = useParamsLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useParamLazyQuery({ fetchPolicy: 'network-only' });
  const [submitParam] = useSubmitParamMutation({ context: handledErrors });
  const [removeParams] = useRemoveParamsMutation();

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<ParamFilter>>): Promise<CrudPageData<ParamRow>> => {
      const result = await loadPage({ variables: pageVariables });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.params;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: ParamRow): Promise<ParamRow> => {
      const result = await loadOne({ variables: { id: row.id } });
      return result.data?.param ?? row;
    },
    [loadOne],
  );
  const submit = useCallback(
    async (values: ParamFormValues, row: ParamRow | undefined) => {
      await submitParam({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            paramName: values.paramName.trim(),
            paramKey: values.paramKey.trim(),
            paramValue: values.paramValue,
            remark: values.remark.trim() === '' ? null : values.remark,
          },
        },
      });
    },
    [submitParam],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeParams({ variables: { ids } });
    },
    [removeParams],
  );

  const data = list.data?.params ?? list.previousData?.params;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}
