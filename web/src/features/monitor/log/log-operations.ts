import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  ApiLogDocument,
  ApiLogsDocument,
  ErrorLogDocument,
  ErrorLogsDocument,
  UsualLogDocument,
  UsualLogsDocument,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudRow } from '../../../shared/ui/crud/crud-types';
import { crudOperations, useCrudOperations, type CrudListSpec } from '../../../shared/ui/crud/useCrudOperations';
import type { LogFormValues } from './log-crud';
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

/** The hook of one log kind: its list through useCrudOperations, and its detail query by id. */
function logOperations<Row extends CrudRow, ListData, ListVariables, DetailData>(
  list: CrudListSpec<Row, LogSearch, ListData, ListVariables>,
  detail: { document: TypedDocumentNode<DetailData, { id: string }>; entry: (data: DetailData) => LogDetail | null | undefined },
) {
  const spec = crudOperations<Row, LogFormValues, LogSearch>()(list);
  return function useLogOperations(variables: CrudListVariables<Partial<LogSearch>>): LogOperations<Row> {
    const operations = useCrudOperations(variables, spec);
    const client = useApolloClient();
    const loadDetail = useCallback(
      async (id: string) => {
        const query = detail.document as TypedDocumentNode<DetailData, OperationVariables>;
        const result = await client.query({ query, variables: { id }, fetchPolicy: 'network-only' });
        return (result.data ? detail.entry(result.data as DetailData) : undefined) ?? undefined;
      },
      [client],
    );
    return useMemo(() => ({ operations, loadDetail }), [operations, loadDetail]);
  };
}

export const useUsualLogOperations = logOperations(
  { list: UsualLogsDocument, page: (data) => data.usualLogs, variables: queryVariables },
  { document: UsualLogDocument, entry: (data) => data.usualLog },
);

export const useApiLogOperations = logOperations(
  { list: ApiLogsDocument, page: (data) => data.apiLogs, variables: queryVariables },
  { document: ApiLogDocument, entry: (data) => data.apiLog },
);

export const useErrorLogOperations = logOperations(
  { list: ErrorLogsDocument, page: (data) => data.errorLogs, variables: queryVariables },
  { document: ErrorLogDocument, entry: (data) => data.errorLog },
);
