/** GraphQL operations of the legacy /blade-system/role paths and the role grant dialog. */
const ROLE_FIELDS = 'id tenantId parentId roleName roleAlias sort parentName';
const TREE_FIELDS = 'id parentId title hasChildren';

export const LEGACY_ROLE_LIST = `query LegacyRoleList($filter: RoleFilter) { roles(filter: $filter) { ${ROLE_FIELDS} } }`;
export const LEGACY_ROLE_TREE = `query LegacyRoleTree { roleTree { ${TREE_FIELDS} } }`;
export const LEGACY_ROLE_TREE_BY_ID = `query LegacyRoleTreeById($roleId: ID!) { roleTreeById(roleId: $roleId) { ${TREE_FIELDS} } }`;
export const LEGACY_ROLE_SELECT = `query LegacyRoleSelect($userId: ID, $roleIds: [ID!]) { roleSelect(userId: $userId, roleIds: $roleIds) { ${ROLE_FIELDS} } }`;
export const LEGACY_ROLE_DETAIL = `query LegacyRoleDetail($id: ID!) { role(id: $id) { ${ROLE_FIELDS} } }`;
export const LEGACY_ROLE_SUBMIT = 'mutation LegacyRoleSubmit($input: RoleInput!) { submitRole(input: $input) { id } }';
export const LEGACY_ROLE_REMOVE = 'mutation LegacyRoleRemove($ids: [ID!]!) { removeRoles(ids: $ids) }';
export const LEGACY_ROLE_GRANT = 'mutation LegacyRoleGrant($input: RoleGrantInput!) { grantRoles(input: $input) }';
export const LEGACY_GRANT_TREE = `query LegacyGrantTree { grantTree { menu { ${TREE_FIELDS} } dataScope { ${TREE_FIELDS} } apiScope { ${TREE_FIELDS} } } }`;
export const LEGACY_ROLE_TREE_KEYS = 'query LegacyRoleTreeKeys($roleIds: [ID!]!) { roleGrantKeys(roleIds: $roleIds) { menu dataScope apiScope } }';
