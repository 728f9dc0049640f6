/** GraphQL operations of the legacy auth, tenant-info and user paths. */
export const LEGACY_USER_INFO = `query LegacyUserInfo { me { id tenantId tenantName account name realName avatar email phone roleIds roleAliases roleNames deptIds postIds isAdministrator } }`;

export const LEGACY_TENANT_INFO = 'query LegacyTenantInfo($domain: String!) { tenantInfo(domain: $domain) { tenantId domain backgroundUrl } }';

export const LEGACY_USER_UNLOCK = 'mutation LegacyUserUnlock($userIds: [ID!]!) { unlockUsers(userIds: $userIds) }';
