/** GraphQL operations of the legacy /blade-resource/oss and /blade-resource/attach paths. */
const AUDIT = 'createUser createDept createTime updateUser updateTime status';
const OSS_FIELDS = `id category ossCode endpoint accessKey hasSecret bucketName appId region remark ${AUDIT}`;
const ATTACH_FIELDS = `id link domainUrl name originalName extension attachSize ${AUDIT}`;

export const LEGACY_OSS_LIST = `query LegacyOssList($filter: OssFilter, $page: PageInput) { storageConfigs(filter: $filter, page: $page) { records { ${OSS_FIELDS} } total size current pages } }`;
export const LEGACY_OSS_DETAIL = `query LegacyOssDetail($id: ID!) { storageConfig(id: $id) { ${OSS_FIELDS} } }`;
export const LEGACY_OSS_SUBMIT = 'mutation LegacyOssSubmit($input: OssInput!) { submitStorageConfig(input: $input) { id } }';
export const LEGACY_OSS_REMOVE = 'mutation LegacyOssRemove($ids: [ID!]!) { removeStorageConfigs(ids: $ids) }';
export const LEGACY_OSS_ENABLE = 'mutation LegacyOssEnable($id: ID!) { enableStorageConfig(id: $id) { id } }';

export const LEGACY_ATTACH_LIST = `query LegacyAttachList($filter: AttachFilter, $page: PageInput) { attachments(filter: $filter, page: $page) { records { ${ATTACH_FIELDS} } total size current pages } }`;
export const LEGACY_ATTACH_DETAIL = `query LegacyAttachDetail($id: ID!) { attachment(id: $id) { ${ATTACH_FIELDS} } }`;
export const LEGACY_ATTACH_SUBMIT = 'mutation LegacyAttachSubmit($input: AttachInput!) { submitAttachment(input: $input) { id } }';
export const LEGACY_ATTACH_REMOVE = 'mutation LegacyAttachRemove($ids: [ID!]!) { removeAttachments(ids: $ids) }';
