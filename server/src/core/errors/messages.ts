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
  'log.methodInvalid': { 'zh-CN': '请求方法格式错误', en: 'The HTTP method is not valid' },
  'log.clientTooMany': { 'zh-CN': '一次最多上传50条错误日志', en: 'At most 50 error log entries can be uploaded at once' },
  'log.clientFieldTooLong': { 'zh-CN': '错误日志内容过长: {name}', en: 'The error log entry is too long: {name}' },
  'oss.fileTypeNotAllowed': { 'zh-CN': '不支持的文件类型，仅允许: {types}', en: 'This file type is not allowed; allowed: {types}' },
  'oss.fileContentMismatch': { 'zh-CN': '文件内容与扩展名 {extension} 不符', en: 'The file content does not match its extension {extension}' },
  'oss.fileTooLarge': { 'zh-CN': '文件大小不能超过 {max} MB', en: 'The file must not be larger than {max} MB' },
  'oss.fileMissing': { 'zh-CN': '请选择要上传的文件', en: 'Please choose a file to upload' },
  'oss.codeRequired': { 'zh-CN': '请输入资源编号', en: 'Please enter the resource code' },
  'oss.codeExists': { 'zh-CN': '当前资源编号已存在!', en: 'The resource code already exists' },
  'oss.categoryInvalid': { 'zh-CN': '请选择存储类型', en: 'Please choose the storage type' },
  'oss.s3FieldsRequired': { 'zh-CN': 'S3 存储需要填写 {name}', en: 'S3 storage needs {name}' },
  'oss.bucketInvalid': { 'zh-CN': '存储桶名称格式错误', en: 'The bucket name is not valid' },
  'oss.storageUnavailable': { 'zh-CN': '文件存储不可用，请稍后再试', en: 'The file storage is not available, please try again later' },
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
