import { useCallback, useMemo } from 'react';
import {
  useApiLogLazyQuery,
  useApiLogsQuery,
  useErrorLogLazyQuery,
  useErrorLogsQuery,
  useUsualLogLazyQuery,
  useUsualLogsQuery,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData, CrudRow } from '../../../shared/ui/crud/crud-types';
import type { ApiLogRow, ErrorLogRow, LogFormValues, UsualLogRow } from './log-crud';
import type { LogDetail } from './log-detail-fields';
import { logFilter, type LogSearch } from './log-filter';

/** The list of one log kind for CrudPage, and the loader of one whole entry for the view dialog. */
export interface LogOperations<Row extends CrudRow> {
  operations: CrudOperations<Row, LogFormValues, LogSearch>;
  loadDetail: (id: string) => Promise<LogDetail | undefined>;
}

/** The panel's search values (dates as days) as the query's variables (dates as instants). */
function queryVariables(variables: CrudListVariables<Partial<LogSearch>>) {
  return { ...variables, filter: logFilter(variables.filter) };
}

function useListOperations<Row extends CrudRow>(
  page: CrudPageData<Row> | undefined,
  loading: boolean,
  refetch: () => Promise<unknown>,
): CrudOperations<Row, LogFormValues, LogSearch> {
  return useMemo(() => ({ data: page, loading, refetch }), [page, loading, refetch]);
}

export function useUsualLogOperations(variables: CrudListVariables<Partial<LogSearch>>): LogOperations<UsualLogRow> {
  const list = useUsualLogsQuery({ variables: queryVariables(variables), fetchPolicy: 'cache-and-network' });
  const [loadOne] = useUsualLogLazyQuery({ fetchPolicy: 'network-only' });
  const { refetch } = list;
  const refresh = useCallback(() => refetch(), [refetch]);
  const operations = useListOperations(list.data?.usualLogs ?? list.previousData?.usualLogs, list.loading, refresh);
  const loadDetail = useCallback(async (id: string) => (await loadOne({ variables: { id } })).data?.usualLog, [loadOne]);
  return { operations, loadDetail };
}

export function useApiLogOperations(variables: CrudListVariables<Partial<LogSearch>>): LogOperations<ApiLogRow> {
  const list = useApiLogsQuery({ variables: queryVariables(variables), fetchPolicy: 'cache-and-network' });
  const [loadOne] = useApiLogLazyQuery({ fetchPolicy: 'network-only' });
  const { refetch } = list;
  const refresh = useCallback(() => refetch(), [refetch]);
  const operations = useListOperations(list.data?.apiLogs ?? list.previousData?.apiLogs, list.loading, refresh);
  const loadDetail = useCallback(async (id: string) => (await loadOne({ variables: { id } })).data?.apiLog, [loadOne]);
  return { operations, loadDetail };
}

export function useErrorLogOperations(variables: CrudListVariables<Partial<LogSearch>>): LogOperations<ErrorLogRow> {
  const list = useErrorLogsQuery({ variables: queryVariables(variables), fetchPolicy: 'cache-and-network' });
  const [loadOne] = useErrorLogLazyQuery({ fetchPolicy: 'network-only' });
  const { refetch } = list;
  const refresh = useCallback(() => refetch(), [refetch]);
  const operations = useListOperations(list.data?.errorLogs ?? list.previousData?.errorLogs, list.loading, refresh);
  const loadDetail = useCallback(async (id: string) => (await loadOne({ variables: { id } })).data?.errorLog, [loadOne]);
  return { operations, loadDetail };
}
