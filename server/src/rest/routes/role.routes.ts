import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { readIdArray, withIntFields } from '../legacy-body';
import { readBody, readIdList, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute } from '../legacy-route';
import { legacyForest, legacyTree } from '../legacy-tree';
import {
  LegacyGrantTreeDocument,
  LegacyRoleDetailDocument,
  LegacyRoleGrantDocument,
  LegacyRoleListDocument,
  LegacyRoleRemoveDocument,
  LegacyRoleSelectDocument,
  LegacyRoleSubmitDocument,
  LegacyRoleTreeByIdDocument,
  LegacyRoleTreeDocument,
  LegacyRoleTreeKeysDocument,
} from '../generated/operations';

interface RoleData {
  id: string;
  tenantId: string;
  parentId: string;
  roleName: string;
  roleAlias: string;
  sort: number;
  parentName: string;
}

const role = (row: RoleData) => ({
  id: row.id,
  tenantId: row.tenantId,
  parentId: row.parentId,
  roleName: row.roleName,
  sort: row.sort,
  roleAlias: row.roleAlias,
  isDeleted: 0,
});

/** blade-system/role, plus the grant dialog's menu/grant-tree and menu/role-tree-keys. */
export function roleRoutes(): LegacyRoute[] {
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-system/role/list',
      operation: LegacyRoleListDocument,
      variables: (request) => ({
        filter: { roleName: readParam(request, 'roleName') || undefined, roleAlias: readParam(request, 'roleAlias') || undefined },
      }),
      reshape: (data) =>
        dataEnvelope(
          legacyForest(data.roles, (row) => ({ ...role(row), parentName: row.parentName })),
          [],
        ),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/role/tree',
      operation: LegacyRoleTreeDocument,
      reshape: (data) => dataEnvelope(legacyTree(data.roleTree), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/role/tree-by-id',
      operation: LegacyRoleTreeByIdDocument,
      variables: (request) => ({ roleId: requireParam(request, 'roleId', 19) }),
      reshape: (data) => dataEnvelope(legacyTree(data.roleTreeById), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/role/select',
      operation: LegacyRoleSelectDocument,
      variables: (request) => ({ userId: readParam(request, 'userId', 19) || null, roleIds: readIdList(request, 'roleId') }),
      reshape: (data) => dataEnvelope(data.roleSelect.map(role), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/role/detail',
      operation: LegacyRoleDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, { ...role(data.role), parentName: data.role.parentName }, DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/role/submit',
      partial: { detail: '/blade-system/role/detail' },
      operation: LegacyRoleSubmitDocument,
      variables: (request) => ({ input: withIntFields(readBody(request, ['id', 'parentId', 'roleName', 'roleAlias', 'sort']), ['sort']) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/role/remove',
      operation: LegacyRoleRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/role/grant',
      operation: LegacyRoleGrantDocument,
      variables: (request) => ({
        input: {
          roleIds: readIdArray(request, 'roleIds'),
          menuIds: readIdArray(request, 'menuIds'),
          dataScopeIds: readIdArray(request, 'dataScopeIds'),
          apiScopeIds: readIdArray(request, 'apiScopeIds'),
        },
      }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/menu/grant-tree',
      operation: LegacyGrantTreeDocument,
      reshape: (data) => {
        const tree = data.grantTree;
        return envelope(
          200,
          { menu: legacyTree(tree.menu), dataScope: legacyTree(tree.dataScope), apiScope: legacyTree(tree.apiScope) },
          DEFAULT_SUCCESS_MESSAGE,
        );
      },
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/menu/role-tree-keys',
      operation: LegacyRoleTreeKeysDocument,
      variables: (request) => ({ roleIds: readIdList(request, 'roleIds') }),
      reshape: (data) => envelope(200, data.roleGrantKeys, DEFAULT_SUCCESS_MESSAGE),
    }),
  ];
}
