import { useCallback, useMemo } from 'react';
import {
  useNoticeLazyQuery,
  useNoticesLazyQuery,
  useNoticesQuery,
  usePublishNoticesMutation,
  useRemoveNoticesMutation,
  useSubmitNoticeMutation,
  useWithdrawNoticesMutation,
  type NoticesQueryVariables,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { NoticeFormValues, NoticeRow, NoticeSearch } from './notice-crud';
import { noticeFilter } from './notice-filter';

function queryVariables(variables: CrudListVariables<Partial<NoticeSearch>>): NoticesQueryVariables {
  return { filter: noticeFilter(variables.filter), page: variables.page, ...(variables.sort ? { sort: variables.sort } : {}) };
}

/** The notice page's calls, wired for CrudPage, plus publish and withdraw. */
export function useNoticeOperations(variables: CrudListVariables<Partial<NoticeSearch>>): CrudOperations<NoticeRow, NoticeFormValues, NoticeSearch> & {
  publish: (ids: string[]) => Promise<unknown>;
  withdraw: (ids: string[]) => Promise<unknown>;
} {
  const listVariables = useMemo(() => queryVariables(variables), [variables]);
  const list = useNoticesQuery({ variables: listVariables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = useNoticesLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useNoticeLazyQuery({ fetchPolicy: 'network-only' });
  const [submitNotice] = useSubmitNoticeMutation({ context: handledErrors });
  const [removeNotices] = useRemoveNoticesMutation();
  const [publishNotices] = usePublishNoticesMutation();
  const [withdrawNotices] = useWithdrawNoticesMutation();

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<NoticeSearch>>): Promise<CrudPageData<NoticeRow>> => {
      const result = await loadPage({ variables: queryVariables(pageVariables) });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.notices;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: NoticeRow): Promise<NoticeRow> => (await loadOne({ variables: { id: row.id } })).data?.notice ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: NoticeFormValues, row: NoticeRow | undefined) => {
      await submitNotice({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            title: values.title.trim(),
            category: Number(values.category),
            content: values.content,
          },
        },
      });
    },
    [submitNotice],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeNotices({ variables: { ids } });
    },
    [removeNotices],
  );
  const publish = useCallback((ids: string[]) => publishNotices({ variables: { ids } }), [publishNotices]);
  const withdraw = useCallback((ids: string[]) => withdrawNotices({ variables: { ids } }), [withdrawNotices]);

  const data = list.data?.notices ?? list.previousData?.notices;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove, publish, withdraw }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove, publish, withdraw],
  );
}
