/** Error messages of tenants (zh-CN and en), registered by app/messages.ts. */
export const TENANT_MESSAGES = {
  'tenant.nameRequired': { 'zh-CN': '请输入租户名称', en: 'Please enter the tenant name' },
  'tenant.linkmanRequired': { 'zh-CN': '请输入联系人', en: 'Please enter the contact person' },
  'tenant.domainExists': { 'zh-CN': '域名已被其他租户使用: {domain}', en: 'The domain is already used by another tenant: {domain}' },
  'tenant.removePlatform': { 'zh-CN': '不可删除管理租户!', en: 'The platform tenant cannot be deleted' },
  'tenant.quotaExceeded': { 'zh-CN': '当前租户已到最大账号额度!', en: 'The tenant has reached its account quota' },
  'tenant.noFreeId': { 'zh-CN': '无法分配租户编号，请重试', en: 'No free tenant id was found, please try again' },
  'tenant.accountNumberInvalid': { 'zh-CN': '账号额度必须是 -1 或正整数', en: 'The account quota must be -1 or a positive number' },
  'tenant.platformDatasource': { 'zh-CN': '管理租户不可绑定数据源', en: 'The platform tenant cannot be bound to a datasource' },
  'tenant.menuCodeUnknown': {
    'zh-CN': '默认菜单不存在，请检查参数 tenant.default.menuCode',
    en: 'No default menu was found, check the parameter tenant.default.menuCode',
  },
} as const;
