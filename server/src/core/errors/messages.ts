/** Server-side message catalogue: every AppError message key in Chinese (default) and English. */
export type Language = 'zh-CN' | 'en';

const catalogue = {
  'errors.unauthenticated': { 'zh-CN': '请求未授权', en: 'Not signed in or the session has expired' },
  'errors.forbidden': { 'zh-CN': '没有权限执行此操作', en: 'You are not allowed to do this' },
  'errors.notFound': { 'zh-CN': '数据不存在', en: 'The record does not exist' },
  'errors.validation': { 'zh-CN': '参数校验失败', en: 'Some values are not valid' },
  'errors.conflict': { 'zh-CN': '数据已存在', en: 'The record already exists' },
  'errors.rateLimited': { 'zh-CN': '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'errors.internal': { 'zh-CN': '服务器异常', en: 'Internal server error' },
  'errors.paramMissing': { 'zh-CN': '缺少必要的请求参数: {name}', en: 'Missing required parameter: {name}' },
  'errors.paramType': { 'zh-CN': '请求参数格式错误: {name}', en: 'Parameter has the wrong format: {name}' },
  'errors.paramTooLong': { 'zh-CN': '参数过长: {name}', en: 'Parameter is too long: {name}' },
  'errors.pathNotFound': { 'zh-CN': '系统未知异常[HttpStatus]:404', en: 'Unknown path [HttpStatus]:404' },
  'errors.bodyMissing': { 'zh-CN': '消息不能读取', en: 'The request body is missing or not JSON' },
  'errors.sortField': { 'zh-CN': '不支持按该字段排序: {name}', en: 'Cannot sort by this field: {name}' },
  'errors.required': { 'zh-CN': '{name}不能为空', en: '{name} is required' },
  'auth.badCredentials': { 'zh-CN': '用户名或密码不正确', en: 'Wrong account or password' },
  'auth.accountLocked': {
    'zh-CN': '登录错误次数过多,请稍后再试',
    en: 'Too many failed logins, please try again later',
  },
  'auth.captchaInvalid': { 'zh-CN': '验证码不正确', en: 'The captcha is not correct' },
  'auth.tenantNotFound': { 'zh-CN': '未获得用户的租户信息', en: 'Unknown tenant' },
  'auth.tenantExpired': {
    'zh-CN': '租户授权已过期,请联系管理员',
    en: 'The tenant licence has expired, please contact the administrator',
  },
  'auth.noRole': { 'zh-CN': '未获得用户的角色信息', en: 'The user has no role' },
  'auth.tokenInvalid': { 'zh-CN': '令牌无效或已过期', en: 'The token is invalid or has expired' },
  'auth.refreshReused': {
    'zh-CN': '刷新令牌已被使用，会话已失效，请重新登录',
    en: 'The refresh token was already used; the session was ended, please sign in again',
  },
  'auth.grantNotConfigured': {
    'zh-CN': '登录方式 {grantType} 未配置',
    en: 'The {grantType} login is not configured',
  },
  'auth.grantUnknown': { 'zh-CN': 'no grantType was found', en: 'no grantType was found' },
  'auth.clientInvalid': {
    'zh-CN': '客户端认证失败，请检查请求头参数',
    en: 'client authentication failed, please check the header parameters',
  },
  'errors.selectOne': { 'zh-CN': '请至少选择一条数据', en: 'Select at least one record' },
  'param.nameRequired': { 'zh-CN': '请输入参数名称', en: 'Please enter the parameter name' },
  'param.keyRequired': { 'zh-CN': '请输入参数键名', en: 'Please enter the parameter key' },
  'param.valueRequired': { 'zh-CN': '请输入参数键值', en: 'Please enter the parameter value' },
  'param.keyExists': { 'zh-CN': '参数键名已存在: {key}', en: 'The parameter key already exists: {key}' },
  'param.platformOnly': {
    'zh-CN': '系统参数只能由平台管理员维护',
    en: 'System parameters are maintained by the platform administrators only',
  },
  'errors.parentNotFound': { 'zh-CN': '父节点不存在', en: 'The parent does not exist' },
  'errors.parentSelf': { 'zh-CN': '父节点不可选择自身!', en: 'A node cannot be its own parent' },
  'errors.parentDescendant': { 'zh-CN': '父节点不可选择自身的下级节点!', en: 'A node cannot be moved under one of its own children' },
  'errors.hasChildren': { 'zh-CN': '请先删除子节点!', en: 'Delete the child nodes first' },
  'errors.dictUnknown': { 'zh-CN': '{name}不是有效的选项', en: '{name} is not a valid choice' },
  'dept.nameRequired': { 'zh-CN': '请输入机构名称', en: 'Please enter the department name' },
  'dept.fullNameRequired': { 'zh-CN': '请输入机构全称', en: 'Please enter the full department name' },
  'dept.categoryRequired': { 'zh-CN': '请选择机构类型', en: 'Please select the department type' },
  'dept.sortRequired': { 'zh-CN': '请输入排序', en: 'Please enter the sort order' },
  'post.codeRequired': { 'zh-CN': '请输入岗位编号', en: 'Please enter the post code' },
  'post.nameRequired': { 'zh-CN': '请输入岗位名称', en: 'Please enter the post name' },
  'post.categoryRequired': { 'zh-CN': '请选择岗位类型', en: 'Please select the post type' },
  'post.codeExists': { 'zh-CN': '岗位编号已存在: {code}', en: 'The post code already exists: {code}' },
  'role.nameRequired': { 'zh-CN': '请输入角色名称', en: 'Please enter the role name' },
  'role.aliasRequired': { 'zh-CN': '请输入角色别名', en: 'Please enter the role alias' },
  'role.createAdministrator': { 'zh-CN': '无权限创建超管角色！', en: 'You may not create a super administrator role' },
  'role.changeAdministrator': { 'zh-CN': '无权修改超管角色!', en: 'You may not change a super administrator role' },
  'role.grantAdministrator': { 'zh-CN': '无权配置超管角色!', en: 'You may not configure a super administrator role' },
  'role.grantAdmin': { 'zh-CN': '无权配置管理员角色!', en: 'You may not configure an administrator role' },
  'role.grantNotHeld': { 'zh-CN': '不能授予自己没有的权限', en: 'You cannot grant permissions you do not hold' },
  'role.grantNoRole': { 'zh-CN': '请选择角色', en: 'Please select a role' },
  'menu.nameRequired': { 'zh-CN': '请输入菜单名称', en: 'Please enter the menu name' },
  'menu.codeRequired': { 'zh-CN': '请输入菜单编号', en: 'Please enter the menu code' },
  'menu.categoryRequired': { 'zh-CN': '请选择菜单类型', en: 'Please select the menu type' },
  'menu.exists': { 'zh-CN': '菜单名或编号已存在!', en: 'A menu with this name or code already exists' },
  'menu.parentNotMenu': { 'zh-CN': '父节点只可选择菜单类型!', en: 'The parent must be a menu, not a button' },
  'menu.platformOnly': { 'zh-CN': '菜单只能由平台管理员维护', en: 'Menus are maintained by the platform administrators only' },
  'menu.notMenu': { 'zh-CN': '只能选择菜单类型', en: 'Only menus (not buttons) can be selected' },
  'topMenu.nameRequired': { 'zh-CN': '请输入菜单名称', en: 'Please enter the menu name' },
  'topMenu.codeRequired': { 'zh-CN': '请输入菜单编号', en: 'Please enter the menu code' },
  'topMenu.grantNone': { 'zh-CN': '请选择顶部菜单', en: 'Please select a top menu' },
  'scope.nameRequired': { 'zh-CN': '请输入权限名称', en: 'Please enter the scope name' },
  'scope.resourceCodeRequired': { 'zh-CN': '请输入权限编号', en: 'Please enter the resource code' },
  'scope.typeRequired': { 'zh-CN': '请选择权限类型', en: 'Please select the scope type' },
  'scope.pathRequired': { 'zh-CN': '请输入权限路径', en: 'Please enter the scope path' },
  'scope.menuRequired': { 'zh-CN': '请选择菜单', en: 'Please select a menu' },
  'scope.columnInvalid': {
    'zh-CN': '权限字段只能是 create_user、create_dept 或 update_user',
    en: 'The scope column must be create_user, create_dept or update_user',
  },
  'scope.customInvalid': {
    'zh-CN': '自定义规则格式为: 字段 运算符 ${变量}，例如 create_dept in ${deptIds}',
    en: 'A custom rule reads: column operator ${placeholder}, e.g. create_dept in ${deptIds}',
  },
  'scope.platformOnly': {
    'zh-CN': '权限规则只能由平台管理员维护',
    en: 'Scope rules are maintained by the platform administrators only',
  },
  'user.unlockNone': { 'zh-CN': '请至少选择一个用户', en: 'Select at least one user' },
} as const;

export type MessageKey = keyof typeof catalogue;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogue, value);
}

/** Picks zh-CN unless the Accept-Language header prefers English. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) {
    return 'zh-CN';
  }
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh-CN';
}

export function translate(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  const template: string = catalogue[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
