import { useCallback, useMemo } from 'react';
import {
  useDictBizChildrenQuery,
  useDictBizEntryLazyQuery,
  useDictBizParentsLazyQuery,
  useDictBizParentsQuery,
  useRemoveDictBizMutation,
  useSubmitDictBizMutation,
  type DictFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { DictChildOperations, DictChildValues, DictOperationHooks, DictParentValues, DictRow } from './dict-types';
import { childInput, parentInput } from './dict-values';

function useParents(variables: CrudListVariables<Partial<DictFilter>>): CrudOperations<DictRow, DictParentValues, DictFilter> {
  const list = useDictBizParentsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = useDictBizParentsLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useDictBizEntryLazyQuery({ fetchPolicy: 'network-only' });
  const [submitDictBiz] = useSubmitDictBizMutation({ context: handledErrors });
  const [removeDictBiz] = useRemoveDictBizMutation();

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<DictFilter>>): Promise<CrudPageData<DictRow>> => {
      const result = await loadPage({ variables: pageVariables });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.dictBizParents;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: DictRow): Promise<DictRow> => (await loadOne({ variables: { id: row.id } })).data?.dictBizEntry ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: DictParentValues, row: DictRow | undefined) => {
      await submitDictBiz({ variables: { input: parentInput(values, row) } });
    },
    [submitDictBiz],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeDictBiz({ variables: { ids } });
    },
    [removeDictBiz],
  );

  const data = list.data?.dictBizParents ?? list.previousData?.dictBizParents;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}

function useChildren(parentId: string | undefined, filter: DictFilter): DictChildOperations {
  const list = useDictBizChildrenQuery({
    variables: { parentId: parentId ?? '0', filter },
    skip: parentId === undefined,
    fetchPolicy: 'cache-and-network',
  });
  const [loadOne] = useDictBizEntryLazyQuery({ fetchPolicy: 'network-only' });
  const [submitDictBiz] = useSubmitDictBizMutation({ context: handledErrors });
  const [removeDictBiz] = useRemoveDictBizMutation();

  const fetchOne = useCallback(
    async (row: DictRow): Promise<DictRow> => (await loadOne({ variables: { id: row.id } })).data?.dictBizEntry ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: DictChildValues, row: DictRow | undefined) => {
      await submitDictBiz({ variables: { input: childInput(values, row) } });
    },
    [submitDictBiz],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeDictBiz({ variables: { ids } });
    },
    [removeDictBiz],
  );
  const rows = parentId === undefined ? undefined : list.data?.dictBizChildren;
  const { refetch } = list;
  return useMemo(
    () => ({ rows, loading: list.loading, refetch: () => refetch(), fetchOne, submit, remove }),
    [rows, list.loading, refetch, fetchOne, submit, remove],
  );
}

/** The business dictionary calls (dictBizParents, dictBizChildren, dictBizEntry, submitDictBiz, removeDictBiz). */
export const bizDictOperations: DictOperationHooks = { useParents, useChildren };
