import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { withIntFields } from '../legacy-body';
import { readBody, readIdList, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute } from '../legacy-route';
import { legacyForest, legacyTree } from '../legacy-tree';
import {
  LegacyDeptDetailDocument,
  LegacyDeptLazyListDocument,
  LegacyDeptLazyTreeDocument,
  LegacyDeptListDocument,
  LegacyDeptRemoveDocument,
  LegacyDeptSelectDocument,
  LegacyDeptSubmitDocument,
  LegacyDeptTreeDocument,
} from '../generated/operations';

interface DeptData {
  id: string;
  tenantId: string;
  parentId: string;
  ancestors: string;
  deptCategory: number;
  deptCategoryName: string;
  deptName: string;
  fullName: string;
  sort: number;
  remark: string;
  parentName: string;
  hasChildren: boolean;
}

/** The legacy Dept entity fields. */
function dept(row: DeptData) {
  return {
    id: row.id,
    tenantId: row.tenantId,
    parentId: row.parentId,
    ancestors: row.ancestors,
    deptCategory: row.deptCategory,
    deptName: row.deptName,
    fullName: row.fullName,
    sort: row.sort,
    remark: row.remark,
    isDeleted: 0,
  };
}

/** DeptVO: the entity plus parentName, deptCategoryName and hasChildren (children added by the forest). */
function deptVo(row: DeptData) {
  return { ...dept(row), parentName: row.parentName, deptCategoryName: row.deptCategoryName, hasChildren: row.hasChildren };
}

const filterOf = (request: Request) => ({
  deptName: readParam(request, 'deptName', 45) || undefined,
  fullName: readParam(request, 'fullName', 45) || undefined,
});

/** blade-system/dept. */
export function deptRoutes(): LegacyRoute[] {
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-system/dept/list',
      operation: LegacyDeptListDocument,
      variables: (request) => ({ filter: filterOf(request) }),
      reshape: (data) => dataEnvelope(legacyForest(data.depts, deptVo), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/dept/lazy-list',
      operation: LegacyDeptLazyListDocument,
      variables: (request) => ({ parentId: readParam(request, 'parentId', 19) || null, filter: filterOf(request) }),
      reshape: (data) => dataEnvelope(data.deptLazyList.map(deptVo), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/dept/detail',
      operation: LegacyDeptDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, deptVo(data.dept), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/dept/tree',
      operation: LegacyDeptTreeDocument,
      reshape: (data) => dataEnvelope(legacyTree(data.deptTree), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/dept/lazy-tree',
      operation: LegacyDeptLazyTreeDocument,
      variables: (request) => ({ parentId: readParam(request, 'parentId', 19) || '0' }),
      reshape: (data) => dataEnvelope(legacyTree(data.deptLazyTree), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/dept/select',
      operation: LegacyDeptSelectDocument,
      variables: (request) => ({ userId: readParam(request, 'userId', 19) || null, deptIds: readIdList(request, 'deptId') }),
      reshape: (data) => dataEnvelope(data.deptSelect.map(dept), []),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/dept/submit',
      partial: { detail: '/blade-system/dept/detail' },
      operation: LegacyDeptSubmitDocument,
      variables: (request) => ({
        input: withIntFields(readBody(request, ['id', 'parentId', 'deptName', 'fullName', 'deptCategory', 'sort', 'remark']), [
          'deptCategory',
          'sort',
        ]),
      }),
      reshape: (data) => envelope(200, data.submitDept, DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/dept/remove',
      operation: LegacyDeptRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}
