/** GraphQL operations of the legacy /blade-system/client and /blade-develop/datasource paths. */
const AUDIT = 'id createUser createDept createTime updateUser updateTime status';
const CLIENT_FIELDS = `${AUDIT} clientId scope authorizedGrantTypes webServerRedirectUri authorities accessTokenValidity refreshTokenValidity autoapprove`;
const DATASOURCE_FIELDS = `${AUDIT} name driverClass url username remark`;

export const LEGACY_CLIENT_LIST = `query LegacyClientList($filter: ClientFilter, $page: PageInput) { clients(filter: $filter, page: $page) { records { ${CLIENT_FIELDS} } total size current pages } }`;
export const LEGACY_CLIENT_DETAIL = `query LegacyClientDetail($id: ID!) { client(id: $id) { ${CLIENT_FIELDS} } }`;
export const LEGACY_CLIENT_SUBMIT = 'mutation LegacyClientSubmit($input: ClientInput!) { submitClient(input: $input) { client { id } generatedSecret } }';
export const LEGACY_CLIENT_REMOVE = 'mutation LegacyClientRemove($ids: [ID!]!) { removeClients(ids: $ids) }';

export const LEGACY_DATASOURCE_LIST = `query LegacyDatasourceList($filter: DatasourceFilter, $page: PageInput) { datasources(filter: $filter, page: $page) { records { ${DATASOURCE_FIELDS} } total size current pages } }`;
export const LEGACY_DATASOURCE_DETAIL = `query LegacyDatasourceDetail($id: ID!) { datasource(id: $id) { ${DATASOURCE_FIELDS} } }`;
export const LEGACY_DATASOURCE_SUBMIT = 'mutation LegacyDatasourceSubmit($input: DatasourceInput!) { submitDatasource(input: $input) { id } }';
export const LEGACY_DATASOURCE_REMOVE = 'mutation LegacyDatasourceRemove($ids: [ID!]!) { removeDatasources(ids: $ids) }';
