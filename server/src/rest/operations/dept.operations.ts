/** GraphQL operations of the legacy /blade-system/dept paths. */
const DEPT_FIELDS = 'id tenantId parentId ancestors deptCategory deptCategoryName deptName fullName sort remark parentName hasChildren';
const TREE_FIELDS = 'id parentId title hasChildren';

export const LEGACY_DEPT_LIST = `query LegacyDeptList($filter: DeptFilter) { depts(filter: $filter) { ${DEPT_FIELDS} } }`;
export const LEGACY_DEPT_LAZY_LIST = `query LegacyDeptLazyList($parentId: ID, $filter: DeptFilter) { deptLazyList(parentId: $parentId, filter: $filter) { ${DEPT_FIELDS} } }`;
export const LEGACY_DEPT_DETAIL = `query LegacyDeptDetail($id: ID!) { dept(id: $id) { ${DEPT_FIELDS} } }`;
export const LEGACY_DEPT_TREE = `query LegacyDeptTree { deptTree { ${TREE_FIELDS} } }`;
export const LEGACY_DEPT_LAZY_TREE = `query LegacyDeptLazyTree($parentId: ID) { deptLazyTree(parentId: $parentId) { ${TREE_FIELDS} } }`;
export const LEGACY_DEPT_SELECT = `query LegacyDeptSelect($userId: ID, $deptIds: [ID!]) { deptSelect(userId: $userId, deptIds: $deptIds) { ${DEPT_FIELDS} } }`;
export const LEGACY_DEPT_SUBMIT = 'mutation LegacyDeptSubmit($input: DeptInput!) { submitDept(input: $input) { id tenantId deptCategoryName } }';
export const LEGACY_DEPT_REMOVE = 'mutation LegacyDeptRemove($ids: [ID!]!) { removeDepts(ids: $ids) }';
