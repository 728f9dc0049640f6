/** GraphQL operations of the legacy menu-administration and top-menu paths. */
const MENU_FIELDS = 'id parentId code name alias path source sort category action isOpen remark hasChildren parentName categoryName actionName isOpenName';
const TREE_FIELDS = 'id parentId title hasChildren';
const TOP_MENU_FIELDS = 'id tenantId code name source sort createUser createDept createTime updateUser updateTime status';

export const LEGACY_MENU_LIST = `query LegacyMenuList($filter: MenuFilter) { menuList(filter: $filter) { ${MENU_FIELDS} } }`;
export const LEGACY_MENU_MENU_LIST = `query LegacyMenuMenuList($filter: MenuFilter) { menuMenuList(filter: $filter) { ${MENU_FIELDS} } }`;
export const LEGACY_MENU_LAZY_LIST = `query LegacyMenuLazyList($parentId: ID, $filter: MenuFilter) { menuLazyList(parentId: $parentId, filter: $filter) { ${MENU_FIELDS} } }`;
export const LEGACY_MENU_LAZY_MENU_LIST = `query LegacyMenuLazyMenuList($parentId: ID, $filter: MenuFilter) { menuLazyMenuList(parentId: $parentId, filter: $filter) { ${MENU_FIELDS} } }`;
export const LEGACY_MENU_DETAIL = `query LegacyMenuDetail($id: ID!) { menuDetail(id: $id) { ${MENU_FIELDS} } }`;
export const LEGACY_MENU_TREE = `query LegacyMenuTree { menuTree { ${TREE_FIELDS} } }`;
export const LEGACY_MENU_SUBMIT = 'mutation LegacyMenuSubmit($input: MenuInput!) { submitMenu(input: $input) { id } }';
export const LEGACY_MENU_REMOVE = 'mutation LegacyMenuRemove($ids: [ID!]!) { removeMenus(ids: $ids) }';
export const LEGACY_GRANT_TOP_TREE = `query LegacyGrantTopTree { topMenuGrantTree { ${TREE_FIELDS} } }`;
export const LEGACY_TOP_TREE_KEYS = 'query LegacyTopTreeKeys($topMenuIds: [ID!]!) { topMenuKeys(topMenuIds: $topMenuIds) }';

export const LEGACY_TOP_MENU_LIST = `query LegacyTopMenuList($filter: TopMenuFilter, $page: PageInput) { topMenus(filter: $filter, page: $page) { records { ${TOP_MENU_FIELDS} } total size current pages } }`;
export const LEGACY_TOP_MENU_DETAIL = `query LegacyTopMenuDetail($id: ID!) { topMenu(id: $id) { ${TOP_MENU_FIELDS} } }`;
export const LEGACY_TOP_MENU_SUBMIT = 'mutation LegacyTopMenuSubmit($input: TopMenuInput!) { submitTopMenu(input: $input) { id } }';
export const LEGACY_TOP_MENU_REMOVE = 'mutation LegacyTopMenuRemove($ids: [ID!]!) { removeTopMenus(ids: $ids) }';
export const LEGACY_TOP_MENU_GRANT = 'mutation LegacyTopMenuGrant($input: TopMenuGrantInput!) { grantTopMenus(input: $input) }';
