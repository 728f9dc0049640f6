import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { legacyPage } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute } from '../legacy-route';
import { legacyForest, legacyTreeNodes } from '../legacy-tree';
import {
  LegacyDictBizChildListDocument,
  LegacyDictBizDetailDocument,
  LegacyDictBizDictionaryDocument,
  LegacyDictBizListDocument,
  LegacyDictBizParentListDocument,
  LegacyDictBizRemoveDocument,
  LegacyDictBizSubmitDocument,
  LegacyDictBizTreeDocument,
  LegacyDictChildListDocument,
  LegacyDictDetailDocument,
  LegacyDictDictionaryDocument,
  LegacyDictListDocument,
  LegacyDictParentListDocument,
  LegacyDictRemoveDocument,
  LegacyDictSubmitDocument,
  LegacyDictTreeDocument,
} from '../generated/operations';

interface DictItemData {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string | null;
}

interface DictEntryData extends DictItemData {
  isSealed: number;
  parentName: string | null;
}

/** Name the legacy wrappers give the parent of a root. */
const TOP_PARENT_NAME = '顶级';

const item = (row: DictItemData) => ({
  id: row.id,
  parentId: row.parentId,
  code: row.code,
  dictKey: row.dictKey,
  dictValue: row.dictValue,
  sort: row.sort,
  remark: row.remark ?? '',
});

/** DictVO without tree fields. */
const entry = (row: DictEntryData) => ({
  ...item(row),
  isSealed: row.isSealed,
  isDeleted: 0,
  parentName: row.parentName ?? (row.parentId === '0' ? TOP_PARENT_NAME : ''),
});

/** Map-style filters of the dictionary lists (each one a LIKE on a whitelisted column). */
const filterOf = (request: Request) => ({
  code: readParam(request, 'code') || undefined,
  dictValue: readParam(request, 'dictValue') || undefined,
  dictKey: readParam(request, 'dictKey') || undefined,
});

/** Spring bound numeric text to int fields: "1" becomes 1; anything else is left for validation. */
const integerOf = (value: unknown): unknown =>
  typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;

function submitInput(request: Request): Record<string, unknown> {
  const body = readBody(request, ['id', 'parentId', 'code', 'dictKey', 'dictValue', 'sort', 'isSealed', 'remark']);
  if (typeof body['dictKey'] === 'number') {
    body['dictKey'] = String(body['dictKey']);
  }
  return { ...body, sort: integerOf(body['sort']), isSealed: integerOf(body['isSealed']) };
}

/** The operations of one dictionary kind: the same selections over its own root fields, each aliased `result`. */
const SYSTEM_DICT = {
  list: LegacyDictListDocument,
  parentList: LegacyDictParentListDocument,
  childList: LegacyDictChildListDocument,
  detail: LegacyDictDetailDocument,
  tree: LegacyDictTreeDocument,
  dictionary: LegacyDictDictionaryDocument,
  submit: LegacyDictSubmitDocument,
  remove: LegacyDictRemoveDocument,
};
const BIZ_DICT: typeof SYSTEM_DICT = {
  list: LegacyDictBizListDocument,
  parentList: LegacyDictBizParentListDocument,
  childList: LegacyDictBizChildListDocument,
  detail: LegacyDictBizDetailDocument,
  tree: LegacyDictBizTreeDocument,
  dictionary: LegacyDictBizDictionaryDocument,
  submit: LegacyDictBizSubmitDocument,
  remove: LegacyDictBizRemoveDocument,
};

function routesOf(prefix: string, operations: typeof SYSTEM_DICT): LegacyRoute[] {
  const path = (action: string) => `/blade-system/${prefix}/${action}`;
  return [
    operationRoute({
      method: 'GET',
      path: path('list'),
      operation: operations.list,
      variables: (request) => ({ filter: filterOf(request) }),
      reshape: (data) => dataEnvelope(legacyForest(data.result, entry), []),
    }),
    operationRoute({
      method: 'GET',
      path: path('parent-list'),
      operation: operations.parentList,
      variables: (request) => ({ page: readPage(request), filter: filterOf(request) }),
      reshape: (data) => envelope(200, legacyPage(data.result, entry), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: path('child-list'),
      operation: operations.childList,
      variables: (request) => ({ parentId: readParam(request, 'parentId', 19) || '-1', filter: filterOf(request) }),
      reshape: (data) => dataEnvelope(legacyForest(data.result, entry), []),
    }),
    operationRoute({
      method: 'GET',
      path: path('detail'),
      operation: operations.detail,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, entry(data.result), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: path('tree'),
      operation: operations.tree,
      reshape: (data) =>
        dataEnvelope(
          legacyTreeNodes(data.result, (row) => row.dictValue),
          [],
        ),
    }),
    operationRoute({
      method: 'GET',
      path: path('dictionary'),
      operation: operations.dictionary,
      variables: (request) => ({ code: readParam(request, 'code') ?? '' }),
      reshape: (data) => dataEnvelope(data.result.map(item), []),
    }),
    operationRoute({
      method: 'GET',
      path: path('dictionary-tree'),
      operation: operations.dictionary,
      variables: (request) => ({ code: readParam(request, 'code') ?? '' }),
      reshape: (data) => dataEnvelope(legacyForest(data.result, item), []),
    }),
    operationRoute({
      method: 'POST',
      path: path('submit'),
      partial: { detail: path('detail') },
      operation: operations.submit,
      variables: (request) => ({ input: submitInput(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: path('remove'),
      operation: operations.remove,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}

/** blade-system/dict (system dictionaries) and blade-system/dict-biz (business dictionaries of the caller's tenant). */
export function dictRoutes(): LegacyRoute[] {
  return [...routesOf('dict', SYSTEM_DICT), ...routesOf('dict-biz', BIZ_DICT)];
}
