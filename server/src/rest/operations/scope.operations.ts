/** GraphQL operations of the legacy /blade-system/data-scope and /api-scope paths. */
const AUDIT = 'createUser createDept createTime updateUser updateTime status';
const DATA_FIELDS = `id menuId resourceCode scopeName scopeField scopeClass scopeColumn scopeType scopeTypeName scopeValue remark ${AUDIT}`;
const API_FIELDS = `id menuId resourceCode scopeName scopePath scopeType scopeTypeName remark ${AUDIT}`;

export const LEGACY_DATA_SCOPE_LIST = `query LegacyDataScopeList($filter: ScopeFilter, $page: PageInput) { dataScopes(filter: $filter, page: $page) { records { ${DATA_FIELDS} } total size current pages } }`;
export const LEGACY_DATA_SCOPE_DETAIL = `query LegacyDataScopeDetail($id: ID!) { dataScope(id: $id) { ${DATA_FIELDS} } }`;
export const LEGACY_DATA_SCOPE_SUBMIT = 'mutation LegacyDataScopeSubmit($input: DataScopeInput!) { submitDataScope(input: $input) { id } }';
export const LEGACY_DATA_SCOPE_REMOVE = 'mutation LegacyDataScopeRemove($ids: [ID!]!) { removeDataScopes(ids: $ids) }';

export const LEGACY_API_SCOPE_LIST = `query LegacyApiScopeList($filter: ScopeFilter, $page: PageInput) { apiScopes(filter: $filter, page: $page) { records { ${API_FIELDS} } total size current pages } }`;
export const LEGACY_API_SCOPE_DETAIL = `query LegacyApiScopeDetail($id: ID!) { apiScope(id: $id) { ${API_FIELDS} } }`;
export const LEGACY_API_SCOPE_SUBMIT = 'mutation LegacyApiScopeSubmit($input: ApiScopeInput!) { submitApiScope(input: $input) { id } }';
export const LEGACY_API_SCOPE_REMOVE = 'mutation LegacyApiScopeRemove($ids: [ID!]!) { removeApiScopes(ids: $ids) }';
