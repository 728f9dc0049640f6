/** GraphQL operations of the legacy /blade-system/param paths. */
const PARAM_FIELDS = 'id paramName paramKey paramValue remark createUser createDept createTime updateUser updateTime status';

export const LEGACY_PARAM_LIST = `query LegacyParamList($filter: ParamFilter, $page: PageInput) { params(filter: $filter, page: $page) { records { ${PARAM_FIELDS} } total size current pages } }`;

export const LEGACY_PARAM_DETAIL = `query LegacyParamDetail($id: ID!) { param(id: $id) { ${PARAM_FIELDS} } }`;

export const LEGACY_PARAM_SUBMIT = 'mutation LegacyParamSubmit($input: ParamInput!) { submitParam(input: $input) { id } }';

export const LEGACY_PARAM_REMOVE = 'mutation LegacyParamRemove($ids: [ID!]!) { removeParams(ids: $ids) }';
