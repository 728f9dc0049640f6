import { graphql, http, HttpResponse } from 'msw';
import type {
  ApproveRegistrationsMutation,
  ApproveRegistrationsMutationVariables,
  GrantUserRolesMutation,
  GrantUserRolesMutationVariables,
  MyPermissionsQuery,
  PendingRegistrationsQuery,
  PendingRegistrationsQueryVariables,
  RejectRegistrationsMutation,
  RejectRegistrationsMutationVariables,
  RemoveUsersMutation,
  RemoveUsersMutationVariables,
  ResetUserPasswordsMutation,
  ResetUserPasswordsMutationVariables,
  SubmitUserMutation,
  SubmitUserMutationVariables,
  UnlockUsersMutation,
  UnlockUsersMutationVariables,
  UpdateUserPlatformMutation,
  UpdateUserPlatformMutationVariables,
  UserDeptTreeQuery,
  UserPostSelectQuery,
  UserQuery,
  UserQueryVariables,
  UserRoleTreeQuery,
  UsersQuery,
  UsersQueryVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import type { UserRow } from './user-crud';

const node = (id: string, parentId: string, title: string, hasChildren = false) => ({ id, parentId, title, hasChildren, code: null });

/** Departments: a head office with two branches (ids as the server sends them). */
export const deptFixtures: UserDeptTreeQuery['deptTree'] = [
  node('1123598813738675201', '0', 'Blade Tech', true),
  node('1123598813738675202', '1123598813738675201', 'Changzhou Blade'),
  node('1123598813738675203', '1123598813738675201', 'Suzhou Blade'),
];
export const roleFixtures: UserRoleTreeQuery['roleTree'] = [
  node('1123598816738675201', '0', 'Administrator'),
  node('1123598816738675202', '0', 'User', true),
  node('1123598816738675203', '1123598816738675202', 'HR'),
];
export const postFixtures: UserPostSelectQuery['postSelect'] = [
  { id: '1123598817738675201', postName: 'CEO', postCode: 'ceo' },
  { id: '1123598817738675208', postName: 'Staff', postCode: 'staff' },
];

const [head, changzhou, suzhou] = deptFixtures.map((dept) => dept.id) as [string, string, string];
const [adminRole, userRole, hrRole] = roleFixtures.map((role) => role.id) as [string, string, string];

function user(index: number, account: string, realName: string, deptId: string, roleId: string, userType = 1): UserRow {
  const dept = deptFixtures.find((candidate) => candidate.id === deptId);
  const role = roleFixtures.find((candidate) => candidate.id === roleId);
  return {
    id: String(1123598821738675200n + BigInt(index)),
    account,
    name: `Nick ${index}`,
    realName,
    code: null,
    avatar: null,
    email: `${account}@example.com`,
    phone: `1380000${String(index).padStart(4, '0')}`,
    birthday: index === 2 ? '1990-05-01T00:00:00.000Z' : null,
    sex: index % 2 === 0 ? 2 : 1,
    sexName: index % 2 === 0 ? 'Female' : 'Male',
    userType,
    userTypeName: userType === 2 ? 'APP' : 'WEB',
    roleIds: [roleId],
    roleNames: role ? [role.title] : [],
    deptIds: [deptId],
    deptNames: dept ? [dept.title] : [],
    postIds: index === 1 ? ['1123598817738675201'] : [],
    postNames: index === 1 ? ['CEO'] : [],
    status: 1,
    tenantId: '000000',
    createTime: new Date(Date.UTC(2026, 0, 1, 8, 0, index)).toISOString(),
    updateTime: new Date(Date.UTC(2026, 0, 2, 8, 0, index)).toISOString(),
  };
}

/** 13 users: the administrator in the head office, the others spread over the two branches. */
export const userFixtures: readonly UserRow[] = [
  user(1, 'admin', 'Ada Admin', head, adminRole),
  user(2, 'hr.lee', 'Lee Hr', changzhou, hrRole),
  user(3, 'app.wu', 'Wu App', suzhou, userRole, 2),
  ...Array.from({ length: 10 }, (_, offset) =>
    user(4 + offset, `staff${4 + offset}`, `Staff ${4 + offset}`, offset % 2 === 0 ? changzhou : suzhou, userRole),
  ),
];

export const pendingFixtures: PendingRegistrationsQuery['pendingRegistrations']['records'] = [
  { id: '1999999999999990001', account: 'guest.one', name: 'Guest One', realName: 'Guest One', createTime: '2026-03-01T08:00:00.000Z' },
  { id: '1999999999999990002', account: 'guest.two', name: 'Guest Two', realName: 'Guest Two', createTime: '2026-03-02T08:00:00.000Z' },
];

export const userPermissions: readonly string[] = [
  'user_add',
  'user_edit',
  'user_delete',
  'user_view',
  'user_role',
  'user_reset',
  'user_unlock',
  'user_import',
  'user_export',
  'user_approve',
];

function contains(value: string | null | undefined, part: string | null | undefined): boolean {
  return !part || (value ?? '').toLowerCase().includes(part.toLowerCase());
}

/** Department ids of a department and its descendants. */
function deptAndBelow(deptId: string): Set<string> {
  const ids = new Set([deptId]);
  for (let grown = true; grown;) {
    grown = false;
    for (const dept of deptFixtures) {
      if (ids.has(dept.parentId) && !ids.has(dept.id)) {
        ids.add(dept.id);
        grown = true;
      }
    }
  }
  return ids;
}

/** The list query as the server answers it: contains-filters, department with descendants, 1-based pages. */
export function userPage(variables: UsersQueryVariables, rows: readonly UserRow[] = userFixtures): UsersQuery['users'] {
  const filter = variables.filter ?? {};
  const depts = filter.deptId ? deptAndBelow(filter.deptId) : undefined;
  const filtered = rows.filter(
    (row) =>
      contains(row.account, filter.account) &&
      contains(row.realName, filter.realName) &&
      (filter.userType == null || row.userType === filter.userType) &&
      (!depts || row.deptIds.some((id) => depts.has(id))),
  );
  const current = variables.page?.current ?? 1;
  const size = variables.page?.size ?? 10;
  return {
    total: filtered.length,
    size,
    current,
    pages: Math.ceil(filtered.length / size),
    records: filtered.slice((current - 1) * size, current * size),
  };
}

/** The row submitUser answers for an input. */
export function submittedUser(input: SubmitUserMutationVariables['input']): UserRow {
  return {
    ...user(99, input.account, input.realName ?? '', input.deptIds[0] ?? head, input.roleIds[0] ?? userRole, input.userType ?? 1),
    id: input.id ?? '1999999999999999999',
  };
}

const count = (ids: string | readonly string[]) => (Array.isArray(ids) ? ids.length : 1);

/** Default handlers of the user feature, keyed by operation name (plus the REST file endpoints). */
export const userMocks = {
  Users: graphql.query<UsersQuery, UsersQueryVariables>('Users', ({ variables }) =>
    HttpResponse.json({ data: { users: userPage(variables) } }),
  ),
  User: graphql.query<UserQuery, UserQueryVariables>('User', ({ variables }) => {
    const row = userFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { user: { ...row, userExt: row.userType === 2 ? '{"device":"ios"}' : null } } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitUser: graphql.mutation<SubmitUserMutation, SubmitUserMutationVariables>('SubmitUser', ({ variables }) =>
    HttpResponse.json({ data: { submitUser: submittedUser(variables.input) } }),
  ),
  RemoveUsers: graphql.mutation<RemoveUsersMutation, RemoveUsersMutationVariables>('RemoveUsers', ({ variables }) =>
    HttpResponse.json({ data: { removeUsers: count(variables.ids) } }),
  ),
  ResetUserPasswords: graphql.mutation<ResetUserPasswordsMutation, ResetUserPasswordsMutationVariables>(
    'ResetUserPasswords',
    ({ variables }) => HttpResponse.json({ data: { resetUserPasswords: count(variables.userIds) } }),
  ),
  UnlockUsers: graphql.mutation<UnlockUsersMutation, UnlockUsersMutationVariables>('UnlockUsers', ({ variables }) =>
    HttpResponse.json({ data: { unlockUsers: count(variables.userIds) } }),
  ),
  GrantUserRoles: graphql.mutation<GrantUserRolesMutation, GrantUserRolesMutationVariables>('GrantUserRoles', ({ variables }) =>
    HttpResponse.json({ data: { grantUserRoles: count(variables.userIds) } }),
  ),
  UpdateUserPlatform: graphql.mutation<UpdateUserPlatformMutation, UpdateUserPlatformMutationVariables>('UpdateUserPlatform', () =>
    HttpResponse.json({ data: { updateUserPlatform: true } }),
  ),
  PendingRegistrations: graphql.query<PendingRegistrationsQuery, PendingRegistrationsQueryVariables>('PendingRegistrations', () =>
    HttpResponse.json({
      data: { pendingRegistrations: { total: pendingFixtures.length, size: 10, current: 1, pages: 1, records: pendingFixtures } },
    }),
  ),
  ApproveRegistrations: graphql.mutation<ApproveRegistrationsMutation, ApproveRegistrationsMutationVariables>(
    'ApproveRegistrations',
    ({ variables }) => HttpResponse.json({ data: { approveRegistrations: count(variables.input.userIds) } }),
  ),
  RejectRegistrations: graphql.mutation<RejectRegistrationsMutation, RejectRegistrationsMutationVariables>(
    'RejectRegistrations',
    ({ variables }) => HttpResponse.json({ data: { rejectRegistrations: count(variables.userIds) } }),
  ),
  UserDeptTree: graphql.query<UserDeptTreeQuery>('UserDeptTree', () => HttpResponse.json({ data: { deptTree: deptFixtures } })),
  UserRoleTree: graphql.query<UserRoleTreeQuery>('UserRoleTree', () => HttpResponse.json({ data: { roleTree: roleFixtures } })),
  UserPostSelect: graphql.query<UserPostSelectQuery>('UserPostSelect', () => HttpResponse.json({ data: { postSelect: postFixtures } })),
  ExportTemplate: http.get(
    '*/api/blade-user/export-template',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="user-import-template.xlsx"; filename*=UTF-8''user-import-template.xlsx`,
        },
      }),
  ),
  ExportUser: http.get(
    '*/api/blade-user/export-user',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="users.xlsx"; filename*=UTF-8''users.xlsx`,
        },
      }),
  ),
  ImportUser: http.post('*/api/blade-user/import-user', () =>
    HttpResponse.json({ code: 200, success: true, data: { inserted: 1, updated: 0 }, msg: 'ok' }),
  ),
};

/** Session answers of a platform administrator who holds every button code of the user page. */
export const userSessionMocks = {
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...userPermissions] } }),
  ),
};
