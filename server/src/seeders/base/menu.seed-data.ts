/** The menu tree of what exists; each capability appends its menus and button codes here. */
export interface MenuSeed {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias?: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action?: number;
}

/** The usual add / edit / delete / view buttons of a CRUD page; ids are idPrefix + 1..4. */
function buttons(parentId: string, code: string, path: string, idPrefix: string): MenuSeed[] {
  const rows: Array<[string, string, string, number]> = [
    ['add', '新增', 'plus', 1],
    ['edit', '修改', 'edit', 2],
    ['delete', '删除', 'trash', 3],
    ['view', '查看', 'eye', 2],
  ];
  return rows.map(([alias, name, source, action], index) => ({
    id: `${idPrefix}${index + 1}`,
    parentId,
    code: `${code}_${alias}`,
    name,
    alias,
    path: `${path}/${alias}`,
    source,
    sort: index + 1,
    category: 2,
    action,
  }));
}

/** A button beyond the usual four (legacy codes such as topmenu_setting, or ones our features need). */
function extraButton(id: string, parentId: string, code: string, name: string, alias: string, action: number, sort: number): MenuSeed {
  return { id, parentId, code, name, alias, path: '', source: alias, sort, category: 2, action };
}

export const MENU_SEED: MenuSeed[] = [
  { id: '1900000000000000001', parentId: '0', code: 'home', name: '首页', path: '/wel/index', source: 'home', sort: 0, category: 1 },
  // System administration
  { id: '1123598815738675203', parentId: '0', code: 'system', name: '系统管理', path: '/system', source: 'settings', sort: 99, category: 1 },
  { id: '1123598815738675209', parentId: '1123598815738675203', code: 'param', name: '参数管理', path: '/system/param', source: 'adjustments', sort: 8, category: 1 },
  ...buttons('1123598815738675209', 'param', '/system/param', '19000000000000011'),
  { id: '1123598815738675205', parentId: '1123598815738675203', code: 'dept', name: '机构管理', path: '/system/dept', source: 'sitemap', sort: 2, category: 1 },
  ...buttons('1123598815738675205', 'dept', '/system/dept', '19000000000004011'),
  { id: '1164733389668962251', parentId: '1123598815738675203', code: 'post', name: '岗位管理', path: '/system/post', source: 'id-badge', sort: 3, category: 1 },
  ...buttons('1164733389668962251', 'post', '/system/post', '19000000000004021'),
  { id: '1123598815738675207', parentId: '1123598815738675203', code: 'menu', name: '菜单管理', path: '/system/menu', source: 'menu-2', sort: 6, category: 1 },
  ...buttons('1123598815738675207', 'menu', '/system/menu', '19000000000004031'),
  { id: '1123598815738675208', parentId: '1123598815738675203', code: 'topmenu', name: '顶部菜单', path: '/system/topmenu', source: 'layout-navbar', sort: 7, category: 1 },
  ...buttons('1123598815738675208', 'topmenu', '/system/topmenu', '19000000000004041'),
  extraButton('190000000000040415', '1123598815738675208', 'topmenu_setting', '菜单配置', 'setting', 1, 5),
  // Authority: roles and their grants, data scopes, API scopes
  { id: '1123598815738675307', parentId: '0', code: 'authority', name: '权限管理', path: '/authority', source: 'lock', sort: 98, category: 1 },
  { id: '1123598815738675308', parentId: '1123598815738675307', code: 'role', name: '角色管理', path: '/authority/role', source: 'users-group', sort: 1, category: 1 },
  ...buttons('1123598815738675308', 'role', '/authority/role', '19000000000004051'),
  extraButton('190000000000040515', '1123598815738675308', 'role_grant', '权限设置', 'grant', 1, 5),
  { id: '1123598815738675309', parentId: '1123598815738675307', code: 'data_scope', name: '数据权限', path: '/authority/datascope', source: 'database', sort: 2, category: 1 },
  ...buttons('1123598815738675309', 'data_scope', '/authority/datascope', '19000000000004061'),
  extraButton('190000000000040615', '1123598815738675309', 'data_scope_setting', '权限配置', 'setting', 2, 5),
  { id: '1123598815738675311', parentId: '1123598815738675307', code: 'api_scope', name: '接口权限', path: '/authority/apiscope', source: 'api', sort: 3, category: 1 },
  ...buttons('1123598815738675311', 'api_scope', '/authority/apiscope', '19000000000004071'),
  extraButton('190000000000040715', '1123598815738675311', 'api_scope_setting', '权限配置', 'setting', 2, 5),
];

/** Menu codes every seeded role is granted (administrators pass every check anyway). */
export const MENU_CODES_FOR_ALL_ROLES = ['home'];
