/** GraphQL operations of the legacy /blade-system/post paths. */
const POST_FIELDS = 'id tenantId category categoryName postCode postName sort remark createUser createDept createTime updateUser updateTime status';

export const LEGACY_POST_LIST = `query LegacyPostList($filter: PostFilter, $page: PageInput) { posts(filter: $filter, page: $page) { records { ${POST_FIELDS} } total size current pages } }`;
export const LEGACY_POST_SELECT = `query LegacyPostSelect { postSelect { ${POST_FIELDS} } }`;
export const LEGACY_POST_DETAIL = `query LegacyPostDetail($id: ID!) { post(id: $id) { ${POST_FIELDS} } }`;
export const LEGACY_POST_SUBMIT = 'mutation LegacyPostSubmit($input: PostInput!) { submitPost(input: $input) { id } }';
export const LEGACY_POST_REMOVE = 'mutation LegacyPostRemove($ids: [ID!]!) { removePosts(ids: $ids) }';
