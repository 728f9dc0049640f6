import { useCallback, useMemo } from 'react';
import {
  useDictChildrenQuery,
  useDictEntryLazyQuery,
  useDictParentsLazyQuery,
  useDictParentsQuery,
  useRemoveDictsMutation,
  useSubmitDictMutation,
  type DictFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { DictChildOperations, DictChildValues, DictOperationHooks, DictParentValues, DictRow } from './dict-types';
import { childInput, parentInput } from './dict-values';

function useParents(variables: CrudListVariables<Partial<DictFilter>>): CrudOperations<DictRow, DictParentValues, DictFilter> {
  const list = useDictParentsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = useDictParentsLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useDictEntryLazyQuery({ fetchPolicy: 'network-only' });
  const [submitDict] = useSubmitDictMutation({ context: handledErrors });
  const [removeDicts] = useRemoveDictsMutation();

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<DictFilter>>): Promise<CrudPageData<DictRow>> => {
      const result = await loadPage({ variables: pageVariables });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.dictParents;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: DictRow): Promise<DictRow> => (await loadOne({ variables: { id: row.id } })).data?.dictEntry ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: DictParentValues, row: DictRow | undefined) => {
      await submitDict({ variables: { input: parentInput(values, row) } });
    },
    [submitDict],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeDicts({ variables: { ids } });
    },
    [removeDicts],
  );

  const data = list.data?.dictParents ?? list.previousData?.dictParents;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}

function useChildren(parentId: string | undefined, filter: DictFilter): DictChildOperations {
  const list = useDictChildrenQuery({
    variables: { parentId: parentId ?? '0', filter },
    skip: parentId === undefined,
    fetchPolicy: 'cache-and-network',
  });
  const [loadOne] = useDictEntryLazyQuery({ fetchPolicy: 'network-only' });
  const [submitDict] = useSubmitDictMutation({ context: handledErrors });
  const [removeDicts] = useRemoveDictsMutation();

  const fetchOne = useCallback(
    async (row: DictRow): Promise<DictRow> => (await loadOne({ variables: { id: row.id } })).data?.dictEntry ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: DictChildValues, row: DictRow | undefined) => {
      await submitDict({ variables: { input: childInput(values, row) } });
    },
    [submitDict],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeDicts({ variables: { ids } });
    },
    [removeDicts],
  );
  const rows = parentId === undefined ? undefined : list.data?.dictChildren;
  const { refetch } = list;
  return useMemo(
    () => ({ rows, loading: list.loading, refetch: () => refetch(), fetchOne, submit, remove }),
    [rows, list.loading, refetch, fetchOne, submit, remove],
  );
}

/** The system dictionary calls (dictParents, dictChildren, dictEntry, submitDict, removeDicts). */
export const systemDictOperations: DictOperationHooks = { useParents, useChildren };
