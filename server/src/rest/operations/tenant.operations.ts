/** GraphQL operations of the legacy /blade-system/tenant and /blade-system/tenant-package paths. */
const AUDIT = 'id createUser createDept createTime updateUser updateTime status';
export const TENANT_FIELDS = `${AUDIT} tenantId tenantName domainUrl backgroundUrl linkman contactNumber address accountNumber expireTime packageId datasourceId`;
export const PACKAGE_FIELDS = `${AUDIT} packageName menuId remark`;

export const LEGACY_TENANT_LIST = `query LegacyTenantList($filter: TenantFilter, $page: PageInput) { tenants(filter: $filter, page: $page) { records { ${TENANT_FIELDS} } total size current pages } }`;
export const LEGACY_TENANT_SELECT = `query LegacyTenantSelect { tenantSelect { ${TENANT_FIELDS} } }`;
export const LEGACY_TENANT_DETAIL = `query LegacyTenantDetail($id: ID!) { tenant(id: $id) { ${TENANT_FIELDS} } }`;
export const LEGACY_TENANT_SUBMIT = 'mutation LegacyTenantSubmit($input: TenantInput!) { submitTenant(input: $input) { id tenantId } }';
export const LEGACY_TENANT_REMOVE = 'mutation LegacyTenantRemove($ids: [ID!]!) { removeTenants(ids: $ids) }';
export const LEGACY_TENANT_SETTING = 'mutation LegacyTenantSetting($input: TenantSettingInput!) { setTenantSetting(input: $input) }';
export const LEGACY_TENANT_DATASOURCE = 'mutation LegacyTenantDatasource($tenantId: String!, $datasourceId: ID) { setTenantDatasource(tenantId: $tenantId, datasourceId: $datasourceId) { id } }';
export const LEGACY_TENANT_PACKAGE_DETAIL = `query LegacyTenantPackageDetail($tenantRowId: ID!) { tenantPackageOfTenant(tenantRowId: $tenantRowId) { ${PACKAGE_FIELDS} } }`;
export const LEGACY_TENANT_PACKAGE_SETTING = 'mutation LegacyTenantPackageSetting($tenantId: String!, $packageId: ID) { setTenantPackage(tenantId: $tenantId, packageId: $packageId) { id } }';

export const LEGACY_PACKAGE_LIST = `query LegacyPackageList($filter: TenantPackageFilter, $page: PageInput) { tenantPackages(filter: $filter, page: $page) { records { ${PACKAGE_FIELDS} } total size current pages } }`;
export const LEGACY_PACKAGE_SELECT = `query LegacyPackageSelect { tenantPackageSelect { ${PACKAGE_FIELDS} } }`;
export const LEGACY_PACKAGE_DETAIL = `query LegacyPackageDetail($id: ID!) { tenantPackage(id: $id) { ${PACKAGE_FIELDS} } }`;
export const LEGACY_PACKAGE_SUBMIT = 'mutation LegacyPackageSubmit($input: TenantPackageInput!) { submitTenantPackage(input: $input) { id } }';
export const LEGACY_PACKAGE_REMOVE = 'mutation LegacyPackageRemove($ids: [ID!]!) { removeTenantPackages(ids: $ids) }';
