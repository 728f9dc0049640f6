import type { MikroORM } from '@mikro-orm/core';
import type { Role } from '../../../src/modules/system/role/role.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { buildRole, buildTenant, buildUser, ensureMenu, type BuiltTenant, type BuiltUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * The per-session read caches (me, menus, permissions, dictionaries) answer repeated reads without the
 * database, and every event that changes what they hold drops it: the next read shows the change.
 */
const ME = '{ me { realName roleNames } }';
const MY_MENUS = '{ myMenus { code } }';
const MY_PERMISSIONS = '{ myPermissions }';
const USERS = '{ users(page: { current: 1, size: 10 }) { total } }';
const GRANT = 'mutation ($input: RoleGrantInput!) { grantRoles(input: $input) }';
const GRANT_USER_ROLES = 'mutation ($userIds: [ID!]!, $roleIds: [ID!]!) { grantUserRoles(userIds: $userIds, roleIds: $roleIds) }';
const SUBMIT_ROLE = 'mutation ($input: RoleInput!) { submitRole(input: $input) { id } }';
const PASSWORD = 'mutation ($input: MyPasswordInput!) { updateMyPassword(input: $input) }';
const LOGOUT = 'mutation { logout }';
const REFRESH = 'mutation ($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken } }';
const BIZ_DICTIONARY = 'query ($code: String!) { bizDictionary(code: $code) { dictKey dictValue } }';
const SYSTEM_DICTIONARY = 'query ($code: String!) { dictionary(code: $code) { dictKey dictValue } }';
const SUBMIT_BIZ = 'mutation ($input: DictInput!) { submitDictBiz(input: $input) { id } }';
const SUBMIT_SYSTEM = 'mutation ($input: DictInput!) { submitDict(input: $input) { id } }';
const SUBMIT_DEPT = 'mutation ($input: DeptInput!) { submitDept(input: $input) { id } }';
const USER_NAMES = '{ users(page: { current: 1, size: 100 }) { records { account deptNames roleNames } } }';
const SYSTEM_PARENTS = 'query ($filter: DictFilter) { dictParents(filter: $filter) { records { id code } } }';

const ADMIN_PERMISSIONS = [
  'dept',
  'dept_edit',
  'role',
  'role_edit',
  'role_grant',
  'user',
  'user_role',
  'notice',
  'dictbiz',
  'dictbiz_add',
  'dictbiz_edit',
];

describe('read caches and their invalidation', () => {
  let app: TestApp;
  let orm: MikroORM;
  let tenant: BuiltTenant;
  let other: BuiltTenant;
  let adminToken: string;
  let viewerRole: Role;
  let viewer: BuiltUser;
  let menuIds: Record<string, string>;

  async function tokenOf(user: BuiltUser): Promise<string> {
    return (await graphqlToken(app.http, user.tenantId, user.account, user.password)).accessToken;
  }

  async function renameDirectly(userId: string, realName: string): Promise<void> {
    await orm.em.fork().nativeUpdate(User, { id: userId }, { realName }, { filters: { tenant: { tenantId: tenant.tenantId } } });
  }

  async function realNameOf(token: string): Promise<string | undefined> {
    return (await graphql<{ me: { realName: string } }>(app.http, ME, {}, { token })).data?.me.realName;
  }

  beforeAll(async () => {
    app = await startTestApp();
    orm = app.application.orm;
    tenant = await buildTenant(orm, { permissions: ADMIN_PERMISSIONS });
    other = await buildTenant(orm, { permissions: ADMIN_PERMISSIONS });
    adminToken = (await graphqlToken(app.http, tenant.tenantId, 'admin', 'admin-pass')).accessToken;
    viewerRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'viewer', permissions: ['user'] });
    viewer = await buildUser(orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [viewerRole.id] });
    menuIds = {};
    for (const code of ['user', 'notice']) {
      menuIds[code] = (await ensureMenu(orm, { code })).id;
    }
  });

  afterAll(async () => {
    await app.close();
  });

  it('should show a menu granted to a role on its users’ next myMenus, and drop a withdrawn permission at once', async () => {
    const token = await tokenOf(viewer);
    const codes = async () =>
      (await graphql<{ myMenus: Array<{ code: string }> }>(app.http, MY_MENUS, {}, { token })).data?.myMenus.map((menu) => menu.code);
    expect(await codes()).toContain('user');
    expect(await codes()).not.toContain('notice');
    expect((await graphql(app.http, USERS, {}, { token })).errors).toBeUndefined();

    const granted = await graphql(
      app.http,
      GRANT,
      { input: { roleIds: [viewerRole.id], menuIds: [menuIds['user'], menuIds['notice']] } },
      { token: adminToken },
    );
    expect(granted.errors).toBeUndefined();
    expect(await codes()).toEqual(expect.arrayContaining(['notice', 'user']));

    await graphql(app.http, GRANT, { input: { roleIds: [viewerRole.id], menuIds: [menuIds['notice']] } }, { token: adminToken });
    const permissions = await graphql<{ myPermissions: string[] }>(app.http, MY_PERMISSIONS, {}, { token });
    expect(permissions.data?.myPermissions).toContain('notice');
    expect(permissions.data?.myPermissions).not.toContain('user');
    expect((await graphql(app.http, USERS, {}, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await codes()).toContain('notice');
    expect(await codes()).not.toContain('user');
  });

  it('should drop the permissions of a role taken from a user at the user’s next token', async () => {
    const lister = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'lister', permissions: ['user'] });
    const reader = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'reader', permissions: ['notice'] });
    const user = await buildUser(orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [lister.id] });
    const first = await graphqlToken(app.http, user.tenantId, user.account, user.password);
    expect((await graphql(app.http, USERS, {}, { token: first.accessToken })).errors).toBeUndefined();
    const taken = await graphql(app.http, GRANT_USER_ROLES, { userIds: [user.id], roleIds: [reader.id] }, { token: adminToken });
    expect(taken.errors).toBeUndefined();
    const next = await graphql<{ refreshToken: { accessToken: string } }>(app.http, REFRESH, {
      input: { refreshToken: first.refreshToken },
    });
    const token = next.data?.refreshToken.accessToken ?? '';
    expect((await graphql(app.http, USERS, {}, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql<{ myPermissions: string[] }>(app.http, MY_PERMISSIONS, {}, { token })).data?.myPermissions).not.toContain('user');
  });

  it('should serve me from the cache until the user, its role, its password or its session changes', async () => {
    const user = await buildUser(orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [viewerRole.id] });
    let token = await tokenOf(user);
    expect(await realNameOf(token)).toBe(user.account);

    // A change no event announces is not seen: the answer comes from the cache.
    await renameDirectly(user.id, 'quiet');
    expect(await realNameOf(token)).toBe(user.account);

    // A user change (roles given by an administrator) drops it.
    await graphql(app.http, GRANT_USER_ROLES, { userIds: [user.id], roleIds: [viewerRole.id] }, { token: adminToken });
    expect(await realNameOf(token)).toBe('quiet');

    // A role change (renamed) drops the entries of the role's users.
    const renamed = await graphql(
      app.http,
      SUBMIT_ROLE,
      { input: { id: viewerRole.id, roleName: 'Viewers', roleAlias: 'viewer', parentId: '0' } },
      { token: adminToken },
    );
    expect(renamed.errors).toBeUndefined();
    expect((await graphql<{ me: { roleNames: string[] } }>(app.http, ME, {}, { token })).data?.me.roleNames).toEqual(['Viewers']);

    // A password change.
    await renameDirectly(user.id, 'pwd');
    const changed = await graphql(
      app.http,
      PASSWORD,
      { input: { oldPassword: user.password, newPassword: 'N3w-passw0rd', newPassword1: 'N3w-passw0rd' } },
      { token },
    );
    expect(changed.errors).toBeUndefined();
    expect(await realNameOf(token)).toBe('pwd');

    // Logout: the next session of the same selection reads again.
    await renameDirectly(user.id, 'out');
    expect((await graphql(app.http, LOGOUT, {}, { token })).errors).toBeUndefined();
    expect((await graphql(app.http, ME, {}, { token })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    token = await tokenOf({ ...user, password: 'N3w-passw0rd' });
    expect(await realNameOf(token)).toBe('out');
  });

  it('should show a renamed department or role in the user list at once', async () => {
    const deptNames = async () => {
      const users = await graphql<{ users: { records: Array<{ account: string; deptNames: string[]; roleNames: string[] }> } }>(
        app.http,
        USER_NAMES,
        {},
        { token: adminToken },
      );
      return users.data?.users.records.find((record) => record.account === 'admin');
    };
    expect((await deptNames())?.deptNames).toEqual([`Dept ${tenant.tenantId}`]);
    const renamed = await graphql(
      app.http,
      SUBMIT_DEPT,
      { input: { id: tenant.deptId, deptName: 'Renamed', fullName: 'Renamed', deptCategory: 1, sort: 1, parentId: '0' } },
      { token: adminToken },
    );
    expect(renamed.errors).toBeUndefined();
    expect((await deptNames())?.deptNames).toEqual(['Renamed']);
    await graphql(
      app.http,
      SUBMIT_ROLE,
      { input: { id: tenant.adminRoleId, roleName: 'Chiefs', roleAlias: 'admin', parentId: '0' } },
      { token: adminToken },
    );
    expect((await deptNames())?.roleNames).toEqual(['Chiefs']);
  });

  it('should keep each tenant’s business dictionary to that tenant and show a changed item on the next read', async () => {
    const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', 'admin-pass')).accessToken;
    const items: Record<string, string> = {};
    for (const [token, label] of [
      [adminToken, 'A'],
      [otherToken, 'B'],
    ] as const) {
      const root = await graphql<{ submitDictBiz: { id: string } }>(
        app.http,
        SUBMIT_BIZ,
        { input: { code: 'level', dictValue: 'Level', sort: 1, isSealed: 0 } },
        { token },
      );
      const item = await graphql<{ submitDictBiz: { id: string } }>(
        app.http,
        SUBMIT_BIZ,
        { input: { parentId: root.data?.submitDictBiz.id, code: 'level', dictKey: '1', dictValue: `${label} one`, sort: 1, isSealed: 0 } },
        { token },
      );
      items[label] = item.data?.submitDictBiz.id ?? '';
    }
    const read = async (token: string) =>
      (
        await graphql<{ bizDictionary: Array<{ dictValue: string }> }>(app.http, BIZ_DICTIONARY, { code: 'level' }, { token })
      ).data?.bizDictionary.map((item) => item.dictValue);
    for (let round = 0; round < 2; round += 1) {
      expect(await read(adminToken)).toEqual(['A one']);
      expect(await read(otherToken)).toEqual(['B one']);
    }
    const edited = await graphql(
      app.http,
      SUBMIT_BIZ,
      { input: { id: items['A'], code: 'level', dictKey: '1', dictValue: 'A uno', sort: 1, isSealed: 0 } },
      { token: adminToken },
    );
    expect(edited.errors).toBeUndefined();
    expect(await read(adminToken)).toEqual(['A uno']);
    expect(await read(otherToken)).toEqual(['B one']);
  });

  it('should show a system dictionary item added by the platform administrator on every tenant’s next read', async () => {
    const platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const read = async () =>
      (
        await graphql<{ dictionary: Array<{ dictKey: string }> }>(app.http, SYSTEM_DICTIONARY, { code: 'sex' }, { token: adminToken })
      ).data?.dictionary.map((item) => item.dictKey);
    const before = await read();
    expect(before).not.toContain('9');
    const parents = await graphql<{ dictParents: { records: Array<{ id: string; code: string }> } }>(
      app.http,
      SYSTEM_PARENTS,
      { filter: { code: 'sex' } },
      { token: platform },
    );
    const root = parents.data?.dictParents.records.find((row) => row.code === 'sex');
    const added = await graphql(
      app.http,
      SUBMIT_SYSTEM,
      { input: { parentId: root?.id, code: 'sex', dictKey: '9', dictValue: 'test', sort: 9, isSealed: 0 } },
      { token: platform },
    );
    expect(added.errors).toBeUndefined();
    expect(await read()).toEqual([...(before ?? []), '9']);
  });
});
