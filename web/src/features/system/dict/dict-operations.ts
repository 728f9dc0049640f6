import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
// The dictionary kinds (system/business) hand in their typed documents, so this generic list calls useQuery itself.
// eslint-disable-next-line no-restricted-imports
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  DictBizChildrenDocument,
  DictBizEntryDocument,
  DictBizParentsDocument,
  DictChildrenDocument,
  DictEntryDocument,
  DictParentsDocument,
  RemoveDictBizDocument,
  RemoveDictsDocument,
  SubmitDictBizDocument,
  SubmitDictDocument,
  type DictFilter,
  type DictInput,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { crudActions, crudOperations, useCrudActions, useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { DictChildOperations, DictOperationHooks, DictParentValues, DictRow, DictChildValues } from './dict-types';
import { childInput, parentInput } from './dict-values';

/** The documents of one dictionary kind (system or business): the same calls under other names. */
interface DictDocuments<ParentsData, ChildrenData, EntryData, SubmitData> {
  parents: TypedDocumentNode<ParentsData, CrudListVariables<Partial<DictFilter>>>;
  parentsPage: (data: ParentsData) => CrudPageData<DictRow>;
  children: TypedDocumentNode<ChildrenData, { parentId: string; filter: DictFilter }>;
  childRows: (data: ChildrenData) => readonly DictRow[];
  entry: TypedDocumentNode<EntryData, { id: string }>;
  entryRow: (data: EntryData) => DictRow | null | undefined;
  submit: TypedDocumentNode<SubmitData, { input: DictInput }>;
  remove: TypedDocumentNode<unknown, { ids: string[] }>;
}

/** The parent list (CrudPage) and the items of one parent (tree panel) of a dictionary kind. */
function dictOperations<ParentsData, ChildrenData, EntryData, SubmitData>(
  documents: DictDocuments<ParentsData, ChildrenData, EntryData, SubmitData>,
): DictOperationHooks {
  const detail = { document: documents.entry, row: documents.entryRow };
  const remove = { document: documents.remove };
  const parents = crudOperations<DictRow, DictParentValues, DictFilter>()({
    list: documents.parents,
    page: documents.parentsPage,
    exportable: true,
    detail,
    submit: { document: documents.submit, input: parentInput },
    remove,
  });
  const children = crudActions<DictRow, DictChildValues>()({ detail, submit: { document: documents.submit, input: childInput }, remove });

  function useParents(variables: CrudListVariables<Partial<DictFilter>>) {
    return useCrudOperations(variables, parents);
  }
  function useChildren(parentId: string | undefined, filter: DictFilter): DictChildOperations {
    const list = useQuery(documents.children as TypedDocumentNode<ChildrenData, OperationVariables>, {
      variables: { parentId: parentId ?? '0', filter },
      skip: parentId === undefined,
      fetchPolicy: 'cache-and-network',
    });
    const actions = useCrudActions(children);
    const rows = parentId === undefined || !list.data ? undefined : documents.childRows(list.data as ChildrenData);
    const { refetch } = list;
    return useMemo(() => ({ rows, loading: list.loading, refetch: () => refetch(), ...actions }), [rows, list.loading, refetch, actions]);
  }
  return { useParents, useChildren };
}

/** The system dictionary calls (dictParents, dictChildren, dictEntry, submitDict, removeDicts). */
export const systemDictOperations = dictOperations({
  parents: DictParentsDocument,
  parentsPage: (data) => data.dictParents,
  children: DictChildrenDocument,
  childRows: (data) => data.dictChildren,
  entry: DictEntryDocument,
  entryRow: (data) => data.dictEntry,
  submit: SubmitDictDocument,
  remove: RemoveDictsDocument,
});

/** The business dictionary calls (dictBizParents, dictBizChildren, dictBizEntry, submitDictBiz, removeDictBiz). */
export const bizDictOperations = dictOperations({
  parents: DictBizParentsDocument,
  parentsPage: (data) => data.dictBizParents,
  children: DictBizChildrenDocument,
  childRows: (data) => data.dictBizChildren,
  entry: DictBizEntryDocument,
  entryRow: (data) => data.dictBizEntry,
  submit: SubmitDictBizDocument,
  remove: RemoveDictBizDocument,
});
