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
  // System monitor: logs
  { id: '1123598815738675210', parentId: '0', code: 'monitor', name: '系统监控', path: '/monitor', source: 'device-desktop-analytics', sort: 3, category: 1 },
  { id: '1123598815738675213', parentId: '1123598815738675210', code: 'log', name: '日志管理', path: '/monitor/log', source: 'file-text', sort: 8, category: 1 },
  { id: '1123598815738675214', parentId: '1123598815738675213', code: 'log_usual', name: '通用日志', path: '/monitor/log/usual', source: 'notes', sort: 1, category: 1 },
  { id: '1900000000000005001', parentId: '1123598815738675214', code: 'log_usual_view', name: '查看', alias: 'view', path: '/monitor/log/usual/view', source: 'eye', sort: 1, category: 2, action: 2 },
  { id: '1123598815738675215', parentId: '1123598815738675213', code: 'log_api', name: '接口日志', path: '/monitor/log/api', source: 'api', sort: 2, category: 1 },
  { id: '1900000000000005002', parentId: '1123598815738675215', code: 'log_api_view', name: '查看', alias: 'view', path: '/monitor/log/api/view', source: 'eye', sort: 1, category: 2, action: 2 },
  { id: '1123598815738675216', parentId: '1123598815738675213', code: 'log_error', name: '错误日志', path: '/monitor/log/error', source: 'bug', sort: 3, category: 1 },
  { id: '1900000000000005003', parentId: '1123598815738675216', code: 'log_error_view', name: '查看', alias: 'view', path: '/monitor/log/error/view', source: 'eye', sort: 1, category: 2, action: 2 },
  // Resources: object storage and attachments
  { id: '1123598815738675298', parentId: '0', code: 'resource', name: '资源管理', path: '/resource', source: 'folder', sort: 6, category: 1 },
  { id: '1123598815738675299', parentId: '1123598815738675298', code: 'oss', name: '对象存储', path: '/resource/oss', source: 'cloud', sort: 1, category: 1 },
  ...buttons('1123598815738675299', 'oss', '/resource/oss', '190000000000000510'),
  { id: '1900000000000005105', parentId: '1123598815738675299', code: 'oss_enable', name: '启用', alias: 'enable', path: '/api/blade-resource/oss/enable', source: 'power', sort: 5, category: 2, action: 2 },
  { id: '1164733399669962201', parentId: '1123598815738675298', code: 'attach', name: '附件管理', path: '/resource/attach', source: 'paperclip', sort: 2, category: 1 },
  { id: '1900000000000005201', parentId: '1164733399669962201', code: 'attach_upload', name: '上传', alias: 'upload', path: '/resource/attach/upload', source: 'upload', sort: 1, category: 2, action: 1 },
  { id: '1900000000000005202', parentId: '1164733399669962201', code: 'attach_download', name: '下载', alias: 'download', path: '/resource/attach/download', source: 'download', sort: 2, category: 2, action: 2 },
  { id: '1900000000000005203', parentId: '1164733399669962201', code: 'attach_delete', name: '删除', alias: 'delete', path: '/api/blade-resource/attach/remove', source: 'trash', sort: 3, category: 2, action: 3 },
];

/** Menu and button codes the administrator role of a tenant gets (demo tenant; new tenants). */
export const MENU_CODES_FOR_TENANT_ADMINS = [
  'monitor',
  'log',
  'log_usual',
  'log_usual_view',
  'log_api',
  'log_api_view',
  'log_error',
  'log_error_view',
  'resource',
  'oss',
  'oss_add',
  'oss_edit',
  'oss_delete',
  'oss_view',
  'oss_enable',
  'attach',
  'attach_upload',
  'attach_download',
  'attach_delete',
];

/** Menu codes every seeded role is granted (administrators pass every check anyway). */
export const MENU_CODES_FOR_ALL_ROLES = ['home'];
