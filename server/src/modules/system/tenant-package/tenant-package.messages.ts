/** Error messages of tenant packages (zh-CN and en), registered by app/messages.ts. */
export const TENANT_PACKAGE_MESSAGES = {
  'tenantPackage.nameRequired': { 'zh-CN': '请输入产品包名称', en: 'Please enter package name' },
  'tenantPackage.menuRequired': { 'zh-CN': '请选择菜单', en: 'Please select menu' },
  'tenantPackage.menuUnknown': { 'zh-CN': '菜单不存在: {id}', en: 'The menu does not exist: {id}' },
  'tenantPackage.inUse': { 'zh-CN': '产品包正被租户使用: {tenants}', en: 'The package is used by tenants: {tenants}' },
} as const;
