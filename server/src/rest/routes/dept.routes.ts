import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { withIntFields } from '../legacy-body';
import { readBody, readIdList, readParam, requireParam } from '../legacy-params';
import type { LegacyRoute } from '../legacy-route';
import { legacyForest, legacyTree, type TreeNodeData } from '../legacy-tree';
import {
  LEGACY_DEPT_DETAIL,
  LEGACY_DEPT_LAZY_LIST,
  LEGACY_DEPT_LAZY_TREE,
  LEGACY_DEPT_LIST,
  LEGACY_DEPT_REMOVE,
  LEGACY_DEPT_SELECT,
  LEGACY_DEPT_SUBMIT,
  LEGACY_DEPT_TREE,
} from '../operations/dept.operations';

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
  return { id: row.id, tenantId: row.tenantId, parentId: row.parentId, ancestors: row.ancestors, deptCategory: row.deptCategory, deptName: row.deptName, fullName: row.fullName, sort: row.sort, remark: row.remark, isDeleted: 0 };
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
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/dept/list',
      operation: LEGACY_DEPT_LIST,
      variables: (request) => ({ filter: filterOf(request) }),
      reshape: (data) => dataEnvelope(legacyForest(data['depts'] as DeptData[], deptVo), []),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/dept/lazy-list',
      operation: LEGACY_DEPT_LAZY_LIST,
      variables: (request) => ({ parentId: readParam(request, 'parentId', 19) || null, filter: filterOf(request) }),
      reshape: (data) => dataEnvelope((data['deptLazyList'] as DeptData[]).map(deptVo), []),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/dept/detail',
      operation: LEGACY_DEPT_DETAIL,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, deptVo(data['dept'] as DeptData), DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/dept/tree',
      operation: LEGACY_DEPT_TREE,
      reshape: (data) => dataEnvelope(legacyTree(data['deptTree'] as TreeNodeData[]), []),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/dept/lazy-tree',
      operation: LEGACY_DEPT_LAZY_TREE,
      variables: (request) => ({ parentId: readParam(request, 'parentId', 19) || '0' }),
      reshape: (data) => dataEnvelope(legacyTree(data['deptLazyTree'] as TreeNodeData[]), []),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/dept/select',
      operation: LEGACY_DEPT_SELECT,
      variables: (request) => ({ userId: readParam(request, 'userId', 19) || null, deptIds: readIdList(request, 'deptId') }),
      reshape: (data) => dataEnvelope((data['deptSelect'] as DeptData[]).map(dept), []),
    },
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-system/dept/submit',
      partial: { detail: '/blade-system/dept/detail' },
      operation: LEGACY_DEPT_SUBMIT,
      variables: (request) => ({ input: withIntFields(readBody(request, ['id', 'parentId', 'deptName', 'fullName', 'deptCategory', 'sort', 'remark']), ['deptCategory', 'sort']) }),
      reshape: (data) => envelope(200, data['submitDept'], DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-system/dept/remove',
      operation: LEGACY_DEPT_REMOVE,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    },
  ];
}
