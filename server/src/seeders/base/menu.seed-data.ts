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
  // Tenants: platform administrator only. The tenant page's package button is gated by the tenant_package menu code.
  { id: '1123598815738675256', parentId: '1123598815738675203', code: 'tenant', name: '租户管理', path: '/system/tenant', source: 'building', sort: 9, category: 1 },
  ...buttons('1123598815738675256', 'tenant', '/system/tenant', '19000000000002561'),
  { id: '190000000000025615', parentId: '1123598815738675256', code: 'tenant_setting', name: '租户配置', alias: 'setting', path: '/system/tenant/setting', source: 'settings', sort: 5, category: 2, action: 2 },
  { id: '190000000000025616', parentId: '1123598815738675256', code: 'tenant_datasource', name: '数据源配置', alias: 'datasource', path: '/system/tenant/datasource', source: 'database', sort: 6, category: 2, action: 2 },
  { id: '1900000000000002570', parentId: '1123598815738675203', code: 'tenant_package', name: '租户套餐', path: '/system/tenantpackage', source: 'package', sort: 9, category: 1 },
  // The package page has no view button (SPEC §2).
  ...buttons('1900000000000002570', 'tenant_package', '/system/tenantpackage', '19000000000002571').filter((button) => button.alias !== 'view'),
  { id: '1123598815738675261', parentId: '1123598815738675203', code: 'client', name: '应用管理', path: '/system/client', source: 'apps', sort: 10, category: 1 },
  ...buttons('1123598815738675261', 'client', '/system/client', '19000000000002611'),
  // Development tools
  { id: '1123598815738675217', parentId: '0', code: 'tool', name: '研发工具', path: '/tool', source: 'tool', sort: 4, category: 1 },
  { id: '1161272593873321991', parentId: '1123598815738675217', code: 'datasource', name: '数据源管理', path: '/tool/datasource', source: 'database', sort: 2, category: 1 },
  ...buttons('1161272593873321991', 'datasource', '/tool/datasource', '19000000000009911'),
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
  // Exam area (issue 5): staff pages and the student's "my exams".
  { id: '1920000000000000001', parentId: '0', code: 'exam', name: '考试管理', path: '/exam', source: 'school', sort: 2, category: 1 },
  { id: '1920000000000000100', parentId: '1920000000000000001', code: 'exam_bank', name: '题库管理', path: '/exam/bank', source: 'books', sort: 1, category: 1 },
  ...buttons('1920000000000000100', 'exam_bank', '/exam/bank', '19200000000000001'),
  { id: '1920000000000000200', parentId: '1920000000000000001', code: 'exam_question', name: '试题管理', path: '/exam/question', source: 'list-details', sort: 2, category: 1 },
  ...buttons('1920000000000000200', 'exam_question', '/exam/question', '19200000000000002'),
  ...extraButtons('1920000000000000200', 'exam_question', '19200000000000002', [
    ['status', '启用停用', 'toggle-right', 2, '/api/blade-exam/subject/examSubject/updateStatus', 5],
    ['import', '导入', 'file-import', 1, '', 6],
    ['export', '导出', 'file-export', 1, '', 7],
  ]),
  { id: '1920000000000000300', parentId: '1920000000000000001', code: 'exam_paper', name: '试卷管理', path: '/exam/paper', source: 'file-text', sort: 3, category: 1 },
  ...buttons('1920000000000000300', 'exam_paper', '/exam/paper', '19200000000000003'),
  { id: '1920000000000000400', parentId: '1920000000000000001', code: 'exam_examination', name: '考试安排', path: '/exam/examination', source: 'calendar-event', sort: 4, category: 1 },
  ...buttons('1920000000000000400', 'exam_examination', '/exam/examination', '19200000000000004'),
  ...extraButtons('1920000000000000400', 'exam_examination', '19200000000000004', [
    ['publish', '发布', 'send', 2, '', 5],
    ['roster', '考生管理', 'users', 2, '', 6],
    ['cancel', '取消考试', 'ban', 2, '', 7],
    ['accommodation', '考生便利', 'clock-plus', 2, '', 8],
    ['proctor', '监考', 'eye-check', 2, '', 9],
    ['end', '结束考试', 'player-stop', 2, '', 10],
    ['copy', '复制考试', 'copy', 1, '', 11],
    ['remind', '考试提醒', 'bell-ringing', 2, '', 12],
  ]),
  { id: '1920000000000000800', parentId: '1920000000000000001', code: 'exam_proctor', name: '监考', path: '/exam/proctor', source: 'eye-check', sort: 5, category: 1 },
  { id: '1920000000000000500', parentId: '1920000000000000001', code: 'exam_grade', name: '阅卷管理', path: '/exam/grading', source: 'checklist', sort: 5, category: 1 },
  ...extraButtons('1920000000000000500', 'exam_grade', '19200000000000005', [
    ['release', '发布成绩', 'speakerphone', 2, '', 1],
    ['regrade', '重新评分', 'refresh', 2, '', 2],
  ]),
  { id: '1920000000000000600', parentId: '1920000000000000001', code: 'exam_score', name: '成绩统计', path: '/score/list', source: 'chart-bar', sort: 6, category: 1 },
  ...extraButtons('1920000000000000600', 'exam_score', '19200000000000006', [['export', '导出', 'file-export', 1, '', 1]]),
  { id: '1920000000000000700', parentId: '1920000000000000001', code: 'exam_take', name: '我的考试', path: '/exam/my', source: 'pencil', sort: 7, category: 1 },
];

/** Exam codes of staff (teachers and tenant administrators): everything in the exam area but taking exams. */
export const EXAM_STAFF_MENU_CODES = MENU_SEED.filter(
  (menu) => menu.code === 'exam' || (menu.code.startsWith('exam_') && menu.code !== 'exam_take'),
).map((menu) => menu.code);

/** Exam codes of students: the exam group and "my exams". */
export const EXAM_STUDENT_MENU_CODES = ['exam', 'exam_take'];

/** Menu and button codes of the demo tenant's administrator role (new tenants: tenant.default.menuCode, tenant-admin-menus.ts). */
export const MENU_CODES_FOR_TENANT_ADMINS = [
  'system',
  'user', 'user_add', 'user_edit', 'user_delete', 'user_view', 'user_role', 'user_reset', 'user_unlock', 'user_import', 'user_export', 'user_approve',
  // System dictionaries and regions are global: a tenant administrator reads them, the platform maintains them.
  'dict', 'dict_view',
  'dictbiz', 'dictbiz_add', 'dictbiz_edit', 'dictbiz_delete', 'dictbiz_view',
  'base', 'region', 'region_view',
  'desk', 'notice', 'notice_add', 'notice_edit', 'notice_delete', 'notice_view', 'notice_publish',
  'dept', 'dept_add', 'dept_edit', 'dept_delete', 'dept_view',
  'post', 'post_add', 'post_edit', 'post_delete', 'post_view',
  'topmenu', 'topmenu_add', 'topmenu_edit', 'topmenu_delete', 'topmenu_view', 'topmenu_setting',
  'authority', 'role', 'role_add', 'role_edit', 'role_delete', 'role_view', 'role_grant',
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
  ...EXAM_STAFF_MENU_CODES,
];

/** Menu codes every seeded role is granted (administrators pass every check anyway). */
export const MENU_CODES_FOR_ALL_ROLES = ['home'];
