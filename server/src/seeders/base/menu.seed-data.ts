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

export const MENU_SEED: MenuSeed[] = [
  { id: '1900000000000000001', parentId: '0', code: 'home', name: '首页', path: '/wel/index', source: 'home', sort: 0, category: 1 },
  // System administration
  { id: '1123598815738675203', parentId: '0', code: 'system', name: '系统管理', path: '/system', source: 'settings', sort: 99, category: 1 },
  { id: '1123598815738675209', parentId: '1123598815738675203', code: 'param', name: '参数管理', path: '/system/param', source: 'adjustments', sort: 8, category: 1 },
  ...buttons('1123598815738675209', 'param', '/system/param', '19000000000000011'),
  // Dictionaries (system: platform-maintained; business: per tenant)
  { id: '1123598815738675206', parentId: '1123598815738675203', code: 'dict', name: '系统字典', path: '/system/dict', source: 'iconfont iconicon_addresslist', sort: 4, category: 1 },
  ...buttons('1123598815738675206', 'dict', '/system/dict', '19000000000000461'),
  { id: '1164733379658963251', parentId: '1123598815738675203', code: 'dictbiz', name: '业务字典', path: '/system/dictbiz', source: 'iconfont iconicon_study', sort: 5, category: 1 },
  ...buttons('1164733379658963251', 'dictbiz', '/system/dictbiz', '19000000000000462'),
  // Desk: notices
  { id: '1123598815738675201', parentId: '0', code: 'desk', name: '工作台', path: '/desk', source: 'iconfont iconicon_airplay', sort: 1, category: 1 },
  { id: '1123598815738675202', parentId: '1123598815738675201', code: 'notice', name: '通知公告', path: '/desk/notice', source: 'iconfont iconicon_sms', sort: 1, category: 1 },
  ...buttons('1123598815738675202', 'notice', '/desk/notice', '19000000000000464'),
  { id: '190000000000004645', parentId: '1123598815738675202', code: 'notice_publish', name: '发布', alias: 'publish', path: '/desk/notice/publish', source: 'send', sort: 5, category: 2, action: 2 },
  // Base configuration: regions
  { id: '1164733399668962201', parentId: '0', code: 'base', name: '基础配置', path: '/base', source: 'iconfont iconicon_affiliations_li', sort: 97, category: 1 },
  { id: '1164733399668962202', parentId: '1164733399668962201', code: 'region', name: '行政区划', path: '/base/region', source: 'iconfont icon-iframe', sort: 1, category: 1 },
  ...buttons('1164733399668962202', 'region', '/base/region', '19000000000000463'),
];

/** Menu codes every seeded role is granted (administrators pass every check anyway). */
export const MENU_CODES_FOR_ALL_ROLES = ['home'];
