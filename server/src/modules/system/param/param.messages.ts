/** Error messages of system parameters (zh-CN and en), registered by app/messages.ts. */
export const PARAM_MESSAGES = {
  'param.nameRequired': { 'zh-CN': '请输入参数名称', en: 'Please enter the parameter name' },
  'param.keyRequired': { 'zh-CN': '请输入参数键名', en: 'Please enter the parameter key' },
  'param.valueRequired': { 'zh-CN': '请输入参数键值', en: 'Please enter the parameter value' },
  'param.keyExists': { 'zh-CN': '参数键名已存在: {key}', en: 'The parameter key already exists: {key}' },
  'param.platformOnly': {
    'zh-CN': '系统参数只能由平台管理员维护',
    en: 'System parameters are maintained by the platform administrators only',
  },
} as const;
