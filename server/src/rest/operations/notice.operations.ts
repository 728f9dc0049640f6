/** GraphQL operations of the legacy /blade-desk/notice paths. */
const NOTICE_FIELDS = 'id title category categoryName releaseTime content state createUser createDept createTime updateUser updateTime status';

export const LEGACY_NOTICE_LIST = `query LegacyNoticeList($filter: NoticeFilter, $page: PageInput) { notices(filter: $filter, page: $page) { records { ${NOTICE_FIELDS} } total size current pages } }`;

export const LEGACY_NOTICE_DETAIL = `query LegacyNoticeDetail($id: ID!) { notice(id: $id) { ${NOTICE_FIELDS} } }`;

export const LEGACY_NOTICE_SUBMIT = 'mutation LegacyNoticeSubmit($input: NoticeInput!) { submitNotice(input: $input) { id } }';

export const LEGACY_NOTICE_REMOVE = 'mutation LegacyNoticeRemove($ids: [ID!]!) { removeNotices(ids: $ids) }';
