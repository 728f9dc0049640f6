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

/** Buttons beyond add/edit/delete/view: [alias, name, icon, action, path, number]; id = idPrefix + number. */
function extraButtons(parentId: string, code: string, idPrefix: string, rows: Array<[string, string, string, number, string, number]>): MenuSeed[] {
  return rows.map(([alias, name, source, action, path, number]) => ({ id: `${idPrefix}${number}`, parentId, code: `${code}_${alias}`, name, alias, path, source, sort: number, category: 2, action }));
}

export const MENU_SEED: MenuSeed[] = [
  { id: '1900000000000000001', parentId: '0', code: 'home', name: '首页', path: '/wel/index', source: 'home', sort: 0, category: 1 },
  // System administration
  { id: '1123598815738675203', parentId: '0', code: 'system', name: '系统管理', path: '/system', source: 'settings', sort: 99, category: 1 },
  { id: '1123598815738675209', parentId: '1123598815738675203', code: 'param', name: '参数管理', path: '/system/param', source: 'adjustments', sort: 8, category: 1 },
  ...buttons('1123598815738675209', 'param', '/system/param', '19000000000000011'),
  { id: '1123598815738675204', parentId: '1123598815738675203', code: 'user', name: '用户管理', path: '/system/user', source: 'users', sort: 1, category: 1 },
  ...buttons('1123598815738675204', 'user', '/system/user', '190000000000012040'),
  ...extraButtons('1123598815738675204', 'user', '190000000000012040', [
    ['role', '角色配置', 'user-shield', 1, '', 5],
    ['reset', '密码重置', 'key', 1, '/api/blade-user/reset-password', 6],
    ['unlock', '账号解锁', 'lock-open', 1, '/api/blade-user/unlock', 7],
    ['import', '导入', 'file-import', 1, '/api/blade-user/import-user', 8],
    ['export', '导出', 'file-export', 1, '/api/blade-user/export-user', 9],
  ]),
  { id: '1900000000000120410', parentId: '1123598815738675204', code: 'user_approve', name: '注册审核', alias: 'approve', path: '', source: 'user-check', sort: 10, category: 2, action: 1 },
];

/** Menu and button codes the administrator role of a tenant gets (demo tenant; new tenants). */
export const MENU_CODES_FOR_TENANT_ADMINS = ['system', 'user', 'user_add', 'user_edit', 'user_delete', 'user_view', 'user_role', 'user_reset', 'user_unlock', 'user_import', 'user_export', 'user_approve'];

/** Menu codes every seeded role is granted (administrators pass every check anyway). */
export const MENU_CODES_FOR_ALL_ROLES = ['home'];
