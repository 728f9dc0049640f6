/** Error messages of OAuth clients (zh-CN and en), registered by app/messages.ts. */
export const CLIENT_MESSAGES = {
  'client.clientIdRequired': { 'zh-CN': '请输入客户端id', en: 'Please enter the client id' },
  'client.clientIdFormat': {
    'zh-CN': '客户端id只能包含字母、数字、下划线和短横线',
    en: 'The client id may contain letters, digits, _ and - only',
  },
  'client.secretLength': { 'zh-CN': '客户端密钥长度必须在 8 到 128 之间', en: 'The client secret must have 8 to 128 characters' },
  'client.grantTypesRequired': { 'zh-CN': '请选择授权类型', en: 'Please select the grant types' },
  'client.grantTypeInvalid': {
    'zh-CN': '不支持的授权类型（可用 password、refresh_token、captcha、authorization_code、social）',
    en: 'Unsupported grant type (use password, refresh_token, captcha, authorization_code or social)',
  },
  'client.validityInvalid': { 'zh-CN': '令牌有效期必须在 60 秒到 1 年之间', en: 'Token validity must be between 60 seconds and one year' },
  'client.clientIdExists': { 'zh-CN': '客户端id已存在: {clientId}', en: 'The client id already exists: {clientId}' },
  'client.webClientRequired': {
    'zh-CN': '不可删除网页端使用的客户端: {clientId}',
    en: 'The client used by the web app cannot be deleted: {clientId}',
  },
} as const;
