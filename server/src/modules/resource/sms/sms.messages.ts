/** Messages of SMS configurations and sending (zh-CN and en), registered by app/messages.ts. */
export const SMS_MESSAGES = {
  'sms.codeRequired': { 'zh-CN': '请输入资源编号', en: 'Please enter the resource code' },
  'sms.codeInvalid': {
    'zh-CN': '资源编号只能包含字母、数字、下划线和连字符',
    en: 'The resource code may hold letters, digits, _ and - only',
  },
  'sms.codeExists': { 'zh-CN': '当前资源编号已存在!', en: 'The resource code already exists' },
  'sms.categoryInvalid': { 'zh-CN': '请选择短信服务类型', en: 'Please choose the SMS provider' },
  'sms.templateRequired': { 'zh-CN': '请输入模版', en: 'Please enter the template' },
  'sms.accessKeyRequired': { 'zh-CN': '请输入 accessKey', en: 'Please enter the access key' },
  'sms.fieldRequired': { 'zh-CN': '该服务商需要填写 {name}', en: 'This provider needs {name}' },
  'sms.variablesInvalid': {
    'zh-CN': '模版变量须为逗号分隔的名称（字母、数字、下划线，最多 20 个）',
    en: 'Template variables must be comma separated names (letters, digits, _; at most 20)',
  },
  'sms.notConfigured': { 'zh-CN': '没有可用的短信配置，请先启用一个', en: 'No SMS configuration is available; enable one first' },
  'sms.phonesRequired': { 'zh-CN': '请输入手机号', en: 'Please enter at least one mobile number' },
  'sms.phoneInvalid': { 'zh-CN': '手机号 {phone} 格式不正确', en: 'The mobile number {phone} is not valid' },
  'sms.tooManyPhones': { 'zh-CN': '一次最多发送 {max} 个手机号', en: 'At most {max} numbers per send' },
  'sms.paramsInvalid': { 'zh-CN': '短信参数须为字符串键值对的 JSON 对象', en: 'The parameters must be a JSON object of string values' },
  'sms.paramMissing': { 'zh-CN': '缺少模版变量 {name}', en: 'The template variable {name} is missing' },
  'sms.paramUnknown': { 'zh-CN': '模版中没有变量 {name}', en: 'The template has no variable {name}' },
  'sms.paramTooLong': { 'zh-CN': '变量 {name} 不能超过 {max} 个字符', en: 'The variable {name} must not be longer than {max} characters' },
  'sms.paramNotAllowed': {
    'zh-CN': '变量 {name} 不能包含链接或控制字符',
    en: 'The variable {name} must not hold links or control characters',
  },
  'sms.phoneThrottled': {
    'zh-CN': '手机号 {phone} 发送过于频繁，请 {seconds} 秒后再试',
    en: 'Too many messages to {phone}; try again in {seconds} seconds',
  },
  'sms.tenantQuota': { 'zh-CN': '今日短信发送量已达上限', en: 'The daily SMS quota of this tenant is used up' },
  'sms.codeWrong': { 'zh-CN': '验证码须为 6 位数字', en: 'The verification code must be 6 digits' },
  'sms.sent': { 'zh-CN': '短信发送成功', en: 'The message was sent' },
  'sms.sendFailed': { 'zh-CN': '短信发送失败', en: 'The message could not be sent' },
} as const;
