import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
// The generic CRUD hook takes each feature's typed document, so it calls useQuery itself (the one exception with dict-operations).
// eslint-disable-next-line no-restricted-imports
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { handledErrors } from '../../errors/handled-errors';
import { notifyError } from '../../errors/notify-error';
import type { CrudListVariables, CrudOperations, CrudPageData, CrudRow } from './crud-types';

/**
 * The one way a CRUD page wires its GraphQL operations (see README.md): a feature declares its typed
 * documents (`XxxDocument` of web/src/generated/graphql.ts) and small mappers in a module-level
 * `CrudOperationsSpec`; `useCrudOperations(list.variables, spec)` answers the `CrudOperations` CrudPage takes.
 */

/** The list query: `filter`, `page`, `sort` in, one page out. */
export interface CrudListSpec<Row extends CrudRow, Filter extends object, ListData, ListVariables> {
  list: TypedDocumentNode<ListData, ListVariables>;
  /** The page in the list query's answer (`(data) => data.posts`). */
  page: (data: ListData) => CrudPageData<Row>;
  /** The search panel's values as the query's variables (text to numbers, days to instants...); as they are when absent. */
  variables?: (variables: CrudListVariables<Partial<Filter>>) => ListVariables;
  /** Offer `fetchPage` (the Excel export): the same query, one page, bypassing the cache. */
  exportable?: boolean;
}

/** A refused call shows the server's message (`context: handledErrors`, then this toast) instead of the global one. */
export interface CrudRefusal {
  /** Notification id (one toast per kind). */
  key: string;
  message: (failure: unknown, t: TFunction) => string;
}

/** Detail, submit and remove: the calls a tree page shares with a list page. */
export interface CrudActionsSpec<Row extends CrudRow, Values extends object, DetailData, SubmitData, SubmitInput> {
  /** A fresh row before edit/view: the detail query by id, and the row in its answer. */
  detail?: { document: TypedDocumentNode<DetailData, { id: string }>; row: (data: DetailData) => Row | null | undefined };
  /** Add (`row` undefined) or change `row`; errors come back to the form (`context: handledErrors`). */
  submit?: {
    document: TypedDocumentNode<SubmitData, { input: SubmitInput }>;
    input: (values: Values, row: Row | undefined) => SubmitInput;
    /** After a successful submit (e.g. tell the new record's code). */
    done?: (data: SubmitData | undefined, row: Row | undefined, t: TFunction) => void;
  };
  /** Remove by ids; errors use the global toast unless `refused` says how to show them. */
  remove?: { document: TypedDocumentNode<unknown, { ids: string[] }>; refused?: CrudRefusal };
}

export type CrudOperationsSpec<
  Row extends CrudRow,
  Values extends object,
  Filter extends object,
  ListData,
  ListVariables,
  DetailData = unknown,
  SubmitData = unknown,
  SubmitInput = unknown,
> = CrudListSpec<Row, Filter, ListData, ListVariables> & CrudActionsSpec<Row, Values, DetailData, SubmitData, SubmitInput>;

/** Detail, submit and remove wired for CrudPage / TreeCrudPage; an absent part stays undefined (its buttons hide). */
export function useCrudActions<Row extends CrudRow, Values extends object, DetailData, SubmitData, SubmitInput>(
  spec: CrudActionsSpec<Row, Values, DetailData, SubmitData, SubmitInput>,
): Pick<CrudOperations<Row, Values, object>, 'fetchOne' | 'submit' | 'remove'> {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { detail, submit: submitSpec, remove: removeSpec } = spec;

  const fetchOne = useCallback(
    async (row: Row): Promise<Row> => {
      if (!detail) {
        return row;
      }
      const document = detail.document as TypedDocumentNode<DetailData, OperationVariables>;
      const result = await client.query({ query: document, variables: { id: row.id }, fetchPolicy: 'network-only' });
      return (result.data ? detail.row(result.data as DetailData) : undefined) ?? row;
    },
    [client, detail],
  );
  const submit = useCallback(
    async (values: Values, row: Row | undefined) => {
      if (!submitSpec) {
        return;
      }
      const mutation = submitSpec.document as TypedDocumentNode<SubmitData, OperationVariables>;
      const result = await client.mutate({ mutation, variables: { input: submitSpec.input(values, row) }, context: handledErrors });
      submitSpec.done?.(result.data as SubmitData | undefined, row, t);
    },
    [client, submitSpec, t],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      if (!removeSpec) {
        return;
      }
      const mutation = removeSpec.document as TypedDocumentNode<unknown, OperationVariables>;
      try {
        await client.mutate({ mutation, variables: { ids }, ...(removeSpec.refused ? { context: handledErrors } : {}) });
      } catch (failure) {
        if (removeSpec.refused) {
          notifyError(removeSpec.refused.message(failure, t), removeSpec.refused.key);
        }
        throw failure;
      }
    },
    [client, removeSpec, t],
  );
  return useMemo(
    () => ({ fetchOne: detail ? fetchOne : undefined, submit: submitSpec ? submit : undefined, remove: removeSpec ? remove : undefined }),
    [detail, fetchOne, submitSpec, submit, removeSpec, remove],
  );
}

/**
 * The list (cache-and-network, the previous page shown while the next loads), the export page
 * (network-only) and the actions of `spec`, memoised into `CrudOperations`. `spec` must be stable
 * (a module-level constant, or `useMemo` when it closes over props).
 */
export function useCrudOperations<
  Row extends CrudRow,
  Values extends object,
  Filter extends object,
  ListData,
  ListVariables,
  DetailData = unknown,
  SubmitData = unknown,
  SubmitInput = unknown,
>(
  variables: CrudListVariables<Partial<Filter>>,
  spec: CrudOperationsSpec<Row, Values, Filter, ListData, ListVariables, DetailData, SubmitData, SubmitInput>,
): CrudOperations<Row, Values, Filter> {
  const { list: document, page, variables: toVariables, exportable } = spec;
  const listVariables = useMemo(() => (toVariables ? toVariables(variables) : variables), [toVariables, variables]);
  const list = useQuery(document as TypedDocumentNode<ListData, OperationVariables>, {
    variables: listVariables as OperationVariables,
    fetchPolicy: 'cache-and-network',
  });
  const client = useApolloClient();
  const actions = useCrudActions(spec);

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<Filter>>): Promise<CrudPageData<Row>> => {
      const result = await client.query({
        query: document as TypedDocumentNode<ListData, OperationVariables>,
        variables: (toVariables ? toVariables(pageVariables) : pageVariables) as OperationVariables,
        fetchPolicy: 'network-only',
      });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return page(result.data as ListData);
    },
    [client, document, toVariables, page],
  );
  const current = (list.data ?? list.previousData) as ListData | undefined;
  const data = useMemo(() => (current === undefined ? undefined : page(current)), [current, page]);
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage: exportable ? fetchPage : undefined, ...actions }),
    [data, list.loading, refetch, exportable, fetchPage, actions],
  );
}

/**
 * Declares a feature's spec with the page's row, form values and filter named once; the documents'
 * types are inferred: `export const postOperations = crudOperations<PostRow, PostFormValues, PostFilter>()({ ... })`.
 */
export function crudOperations<Row extends CrudRow, Values extends object, Filter extends object>() {
  return <ListData, ListVariables, DetailData = unknown, SubmitData = unknown, SubmitInput = unknown>(
    spec: CrudOperationsSpec<Row, Values, Filter, ListData, ListVariables, DetailData, SubmitData, SubmitInput>,
  ) => spec;
}

/** The same for a page that uses only detail, submit and remove (trees): pass it to useCrudActions. */
export function crudActions<Row extends CrudRow, Values extends object>() {
  return <DetailData = unknown, SubmitData = unknown, SubmitInput = unknown>(
    spec: CrudActionsSpec<Row, Values, DetailData, SubmitData, SubmitInput>,
  ) => spec;
}
