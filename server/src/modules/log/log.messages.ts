/** Error messages of logs (zh-CN and en), registered by app/messages.ts. */
export const LOG_MESSAGES = {
  'log.methodInvalid': { 'zh-CN': '请求方法格式错误', en: 'The HTTP method is not valid' },
  'log.clientTooMany': { 'zh-CN': '一次最多上传50条错误日志', en: 'At most 50 error log entries can be uploaded at once' },
  'log.clientFieldTooLong': { 'zh-CN': '错误日志内容过长: {name}', en: 'The error log entry is too long: {name}' },
} as const;
