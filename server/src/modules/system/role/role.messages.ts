/** Error messages of roles and grants (zh-CN and en), registered by app/messages.ts. */
export const ROLE_MESSAGES = {
  'role.nameRequired': { 'zh-CN': '请输入角色名称', en: 'Please enter the role name' },
  'role.aliasRequired': { 'zh-CN': '请输入角色别名', en: 'Please enter the role alias' },
  'role.createAdministrator': { 'zh-CN': '无权限创建超管角色！', en: 'You may not create a super administrator role' },
  'role.changeAdministrator': { 'zh-CN': '无权修改超管角色!', en: 'You may not change a super administrator role' },
  'role.grantAdministrator': { 'zh-CN': '无权配置超管角色!', en: 'You may not configure a super administrator role' },
  'role.grantAdmin': { 'zh-CN': '无权配置管理员角色!', en: 'You may not configure an administrator role' },
  'role.grantNotHeld': { 'zh-CN': '不能授予自己没有的权限', en: 'You cannot grant permissions you do not hold' },
  'role.grantNoRole': { 'zh-CN': '请选择角色', en: 'Please select a role' },
} as const;
