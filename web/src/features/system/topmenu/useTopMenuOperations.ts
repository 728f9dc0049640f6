import { useCallback, useMemo } from 'react';
import {
  useRemoveTopMenusMutation,
  useSubmitTopMenuMutation,
  useTopMenuLazyQuery,
  useTopMenusLazyQuery,
  useTopMenusQuery,
  type TopMenuFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { optionalText } from '../../../shared/utils/form-schemas';
import type { TopMenuFormValues, TopMenuRow } from './topmenu-crud';

/** The top menu page's list, detail, submit and remove calls, wired for CrudPage (the list has no sort). */
export function useTopMenuOperations(
  variables: CrudListVariables<Partial<TopMenuFilter>>,
): CrudOperations<TopMenuRow, TopMenuFormValues, TopMenuFilter> {
  const listVariables = useMemo(() => ({ filter: variables.filter, page: variables.page }), [variables]);
  const list = useTopMenusQuery({ variables: listVariables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = useTopMenusLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useTopMenuLazyQuery({ fetchPolicy: 'network-only' });
  const [submitTopMenu] = useSubmitTopMenuMutation({ context: handledErrors });
  const [removeTopMenus] = useRemoveTopMenusMutation();

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<TopMenuFilter>>): Promise<CrudPageData<TopMenuRow>> => {
      const result = await loadPage({ variables: { filter: pageVariables.filter, page: pageVariables.page } });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.topMenus;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: TopMenuRow): Promise<TopMenuRow> => {
      const result = await loadOne({ variables: { id: row.id } });
      return result.data?.topMenu ?? row;
    },
    [loadOne],
  );
  const submit = useCallback(
    async (values: TopMenuFormValues, row: TopMenuRow | undefined) => {
      await submitTopMenu({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            name: values.name.trim(),
            code: values.code.trim(),
            source: optionalText(values.source),
            sort: values.sort === '' ? null : values.sort,
          },
        },
      });
    },
    [submitTopMenu],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeTopMenus({ variables: { ids } });
    },
    [removeTopMenus],
  );

  const data = list.data?.topMenus ?? list.previousData?.topMenus;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}
