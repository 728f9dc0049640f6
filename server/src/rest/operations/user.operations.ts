/** GraphQL operations of the legacy /blade-user paths. */
const USER_FIELDS =
  'id tenantId tenantName code userType userTypeName account name realName avatar email phone birthday sex sexName roleIds roleNames deptIds deptNames postIds postNames userExt status createUser createDept createTime updateUser updateTime';

export const LEGACY_USER_PAGE = `query LegacyUserPage($filter: UserFilter, $page: PageInput) { users(filter: $filter, page: $page) { records { ${USER_FIELDS} } total size current pages } }`;

export const LEGACY_USER_DETAIL = `query LegacyUserDetail($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;

export const LEGACY_USER_PROFILE = `query LegacyUserProfile { myProfile { ${USER_FIELDS} } }`;

export const LEGACY_USER_OPTIONS = 'query LegacyUserOptions($search: String) { userOptions(search: $search) { id account name realName deptIds } }';

export const LEGACY_USER_SUBMIT = 'mutation LegacyUserSubmit($input: UserInput!) { submitUser(input: $input) { id } }';

export const LEGACY_USER_UPDATE_INFO = 'mutation LegacyUserUpdateInfo($input: MyInfoInput!) { updateMyInfo(input: $input) { id } }';

export const LEGACY_USER_REMOVE = 'mutation LegacyUserRemove($ids: [ID!]!) { removeUsers(ids: $ids) }';

export const LEGACY_USER_GRANT = 'mutation LegacyUserGrant($userIds: [ID!]!, $roleIds: [ID!]!) { grantUserRoles(userIds: $userIds, roleIds: $roleIds) }';

export const LEGACY_USER_RESET_PASSWORD = 'mutation LegacyUserResetPassword($userIds: [ID!]!) { resetUserPasswords(userIds: $userIds) }';

export const LEGACY_USER_REGISTER_GUEST = 'mutation LegacyUserRegisterGuest($input: RegisterGuestInput!) { registerGuest(input: $input) }';

export const LEGACY_USER_UPDATE_PLATFORM = 'mutation LegacyUserUpdatePlatform($input: UserPlatformInput!) { updateUserPlatform(input: $input) }';
