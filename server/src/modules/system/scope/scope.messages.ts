/** Error messages of data and API scope rules (zh-CN and en), registered by app/messages.ts. */
export const SCOPE_MESSAGES = {
  'scope.nameRequired': { 'zh-CN': '请输入权限名称', en: 'Please enter the scope name' },
  'scope.resourceCodeRequired': { 'zh-CN': '请输入权限编号', en: 'Please enter the resource code' },
  'scope.typeRequired': { 'zh-CN': '请选择权限类型', en: 'Please select the scope type' },
  'scope.pathRequired': { 'zh-CN': '请输入权限路径', en: 'Please enter the scope path' },
  'scope.menuRequired': { 'zh-CN': '请选择菜单', en: 'Please select a menu' },
  'scope.platformOnly': {
    'zh-CN': '权限规则只能由平台管理员维护',
    en: 'Scope rules are maintained by the platform administrators only',
  },
} as const;
