/** Error messages of signing in, tokens and sessions (zh-CN and en), registered by app/messages.ts. */
export const AUTH_MESSAGES = {
  'auth.badCredentials': { 'zh-CN': '用户名或密码不正确', en: 'Wrong account or password' },
  'auth.accountLocked': {
    'zh-CN': '登录错误次数过多,请稍后再试',
    en: 'Too many failed logins, please try again later',
  },
  'auth.passwordWrong': { 'zh-CN': '密码不正确', en: 'Wrong password' },
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
  'auth.accountPending': { 'zh-CN': '账号正在等待管理员审核', en: 'Your registration is awaiting administrator approval' },
} as const;
