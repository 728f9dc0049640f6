import type { MikroORM } from '@mikro-orm/core';
import { AuthSession } from '../../../src/modules/auth/auth-session.entity';
import { Dept } from '../../../src/modules/system/dept/dept.entity';
import { Post } from '../../../src/modules/system/post/post.entity';
import { Tenant } from '../../../src/modules/system/tenant/tenant.entity';
import { UserDept } from '../../../src/modules/system/user/user-dept.entity';
import { UserApp } from '../../../src/modules/system/user/user-platform.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { buildRole, buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyLogin, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const ALL_CODES = [
  'user',
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
const PAGE = `
    query ($filter: UserFilter, $page: PageInput) {
      users(filter: $filter, page: $page) {
        total
        records {
          id
          account
          realName
          deptIds
          deptNames
          roleNames
          postNames
        }
      }
    }
  `;
const DETAIL = 'query ($id: ID!) { user(id: $id) { id account roleIds roleNames deptIds postIds userExt } }';
const SUBMIT = 'mutation ($input: UserInput!) { submitUser(input: $input) { id account roleIds deptIds deptNames } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeUsers(ids: $ids) }';
const RESET = 'mutation ($ids: [ID!]!) { resetUserPasswords(userIds: $ids) }';
const GRANT = 'mutation ($userIds: [ID!]!, $roleIds: [ID!]!) { grantUserRoles(userIds: $userIds, roleIds: $roleIds) }';
const PLATFORM = 'mutation ($input: UserPlatformInput!) { updateUserPlatform(input: $input) }';

async function childDept(
  orm: MikroORM,
  tenant: BuiltTenant,
  parent: { id: string; ancestors: string },
  name: string,
): Promise<{ id: string; ancestors: string }> {
  const em = orm.em.fork();
  const dept = em.create(Dept, {
    tenantId: tenant.tenantId,
    deptName: name,
    parentId: parent.id,
    ancestors: `${parent.ancestors},${parent.id}`,
  });
  await em.flush();
  return { id: dept.id, ancestors: dept.ancestors };
}

describe('users (administration)', () => {
  let app: TestApp;
  let orm: MikroORM;
  let tenant: BuiltTenant;
  let token: string;
  let other: BuiltTenant;
  let otherToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    orm = app.application.orm;
    tenant = await buildTenant(orm, { permissions: ALL_CODES });
    token = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    other = await buildTenant(orm, { permissions: ALL_CODES });
    otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', other.admin.password)).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    account: `u${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`,
    password: 'secret1',
    realName: '张三',
    roleIds: [tenant.adminRoleId],
    deptIds: [tenant.deptId],
    ...overrides,
  });

  it('should add a user, show it with names, and list it under its department and every ancestor', async () => {
    const root = { id: tenant.deptId, ancestors: '0' };
    const child = await childDept(orm, tenant, root, '教务处');
    const grandchild = await childDept(orm, tenant, child, '一年级');
    const sibling = await childDept(orm, tenant, root, '后勤');
    const added = await graphql<{ submitUser: { id: string; deptNames: string[] } }>(
      app.http,
      SUBMIT,
      { input: input({ account: 'teacher1', deptIds: [grandchild.id] }) },
      { token },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.submitUser.deptNames).toEqual(['一年级']);
    const id = added.data?.submitUser.id ?? '';
    expect(await orm.em.fork().find(UserDept, { userId: id }, { filters: false })).toEqual([
      expect.objectContaining({ deptId: grandchild.id, tenantId: tenant.tenantId }),
    ]);
    const accountsUnder = async (deptId: string) => {
      const page = await graphql<{ users: { records: Array<{ account: string }> } }>(app.http, PAGE, { filter: { deptId } }, { token });
      return page.data?.users.records.map((record) => record.account) ?? [];
    };
    expect(await accountsUnder(root.id)).toEqual(expect.arrayContaining(['admin', 'teacher1']));
    expect(await accountsUnder(child.id)).toEqual(['teacher1']);
    expect(await accountsUnder(grandchild.id)).toEqual(['teacher1']);
    expect(await accountsUnder(sibling.id)).toEqual([]);
    // Moving the user rewrites the link rows.
    await graphql(
      app.http,
      SUBMIT,
      { input: { ...input({ account: 'teacher1', deptIds: [sibling.id] }), id, password: undefined } },
      { token },
    );
    expect(await accountsUnder(child.id)).toEqual([]);
    expect(await accountsUnder(sibling.id)).toEqual(['teacher1']);
    const byName = await graphql<{ users: { total: number } }>(app.http, PAGE, { filter: { account: 'teach', realName: '张' } }, { token });
    expect(byName.data?.users.total).toBe(1);
    const stored = await orm.em.fork().findOneOrFail(User, { id }, { filters: false, populate: ['password'] });
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect((await legacyLogin(app.http, tenant.tenantId, 'teacher1', 'secret1')).body.access_token).toBeDefined();
  });

  it('should refuse bad input with translated messages and write nothing', async () => {
    const before = await orm.em.fork().count(User, { tenantId: tenant.tenantId }, { filters: false });
    const invalid = await graphql(
      app.http,
      SUBMIT,
      { input: input({ account: '', phone: '12345', email: 'nope', roleIds: [], deptIds: [] }) },
      { token, language: 'en' },
    );
    expect(invalid.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(invalid.errors?.[0]?.extensions.fields).toEqual(
      expect.arrayContaining([
        { field: 'account', message: 'Please enter the account' },
        { field: 'email', message: 'The e-mail address is not valid' },
        { field: 'phone', message: 'The phone number must have 11 digits' },
        { field: 'roleIds', message: 'Please select a role' },
        { field: 'deptIds', message: 'Please select a department' },
      ]),
    );
    const noPassword = await graphql(app.http, SUBMIT, { input: input({ password: undefined }) }, { token });
    expect(noPassword.errors?.[0]?.message).toBe('请输入密码');
    const mismatch = await graphql(app.http, SUBMIT, { input: input({ password2: 'other12' }) }, { token });
    expect(mismatch.errors?.[0]?.message).toBe('两次密码输入不一致');
    const phone = await graphql(app.http, SUBMIT, { input: input({ phone: '23800000000' }) }, { token });
    expect(phone.errors?.[0]?.extensions.fields).toEqual([{ field: 'phone', message: '手机号格式不正确' }]);
    expect(await orm.em.fork().count(User, { tenantId: tenant.tenantId }, { filters: false })).toBe(before);
  });

  it('should refuse a duplicate account in both languages', async () => {
    await graphql(app.http, SUBMIT, { input: input({ account: 'dup' }) }, { token });
    const zh = await graphql(app.http, SUBMIT, { input: input({ account: 'dup' }) }, { token });
    expect(zh.errors?.[0]).toMatchObject({ message: '当前用户 [dup] 已存在!', extensions: { code: 'CONFLICT' } });
    const en = await graphql(app.http, SUBMIT, { input: input({ account: 'dup' }) }, { token, language: 'en' });
    expect(en.errors?.[0]?.message).toBe('The user [dup] already exists!');
    // The same account is free in another tenant.
    const elsewhere = await graphql(
      app.http,
      SUBMIT,
      { input: { ...input({ account: 'dup' }), roleIds: [other.adminRoleId], deptIds: [other.deptId] } },
      { token: otherToken },
    );
    expect(elsewhere.errors).toBeUndefined();
  });

  it('should enforce the tenant quota', async () => {
    const limited = await buildTenant(orm, { permissions: ALL_CODES });
    const em = orm.em.fork();
    const row = await em.findOneOrFail(Tenant, { tenantId: limited.tenantId });
    row.accountNumber = 2;
    await em.flush();
    const limitedToken = (await graphqlToken(app.http, limited.tenantId, 'admin', limited.admin.password)).accessToken;
    const make = (account: string) =>
      graphql(
        app.http,
        SUBMIT,
        { input: { ...input({ account }), roleIds: [limited.adminRoleId], deptIds: [limited.deptId] } },
        { token: limitedToken },
      );
    expect((await make('second')).errors).toBeUndefined();
    const third = await make('third');
    expect(third.errors?.[0]).toMatchObject({ message: '当前租户已到最大账号额度!', extensions: { code: 'QUOTA_EXCEEDED' } });
    expect(await orm.em.fork().count(User, { tenantId: limited.tenantId }, { filters: false })).toBe(2);
  });

  it('should refuse roles, departments and posts of another tenant, and every mutation on another tenant’s users', async () => {
    const victim = await buildUser(orm, { tenantId: other.tenantId, roleIds: [other.adminRoleId], deptId: other.deptId });
    const post = orm.em.fork();
    const otherPost = post.create(Post, { tenantId: other.tenantId, postCode: 'p', postName: 'other post' });
    await post.flush();
    const foreignRole = await graphql(app.http, SUBMIT, { input: input({ roleIds: [other.adminRoleId] }) }, { token });
    expect(foreignRole.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION',
      fields: [{ field: 'roleIds', message: `角色不存在: ${other.adminRoleId}` }],
    });
    const foreignDept = await graphql(app.http, SUBMIT, { input: input({ deptIds: [other.deptId] }) }, { token });
    expect(foreignDept.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const foreignPost = await graphql(app.http, SUBMIT, { input: input({ postIds: [otherPost.id] }) }, { token });
    expect(foreignPost.errors?.[0]?.extensions.code).toBe('VALIDATION');

    const calls: Array<[string, Record<string, unknown>]> = [
      [SUBMIT, { input: { ...input({ account: 'hijack' }), id: victim.id } }],
      [REMOVE, { ids: [victim.id] }],
      [RESET, { ids: [victim.id] }],
      [GRANT, { userIds: [victim.id], roleIds: [tenant.adminRoleId] }],
      [PLATFORM, { input: { userId: victim.id, userType: 1, userExt: 'x' } }],
      [DETAIL, { id: victim.id }],
      [
        'mutation ($input: ApproveRegistrationsInput!) { approveRegistrations(input: $input) }',
        { input: { userIds: [victim.id], roleIds: [tenant.adminRoleId], deptIds: [tenant.deptId] } },
      ],
      ['mutation ($ids: [ID!]!) { rejectRegistrations(userIds: $ids) }', { ids: [victim.id] }],
    ];
    for (const [query, variables] of calls) {
      const result = await graphql(app.http, query, variables, { token });
      expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    const grantForeignRole = await graphql(app.http, GRANT, { userIds: [tenant.admin.id], roleIds: [other.adminRoleId] }, { token });
    expect(grantForeignRole.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const unchanged = await orm.em.fork().findOneOrFail(User, { id: victim.id }, { filters: false });
    expect(unchanged).toMatchObject({ account: victim.account, isDeleted: 0, roleId: other.adminRoleId });
    expect((await legacyLogin(app.http, other.tenantId, victim.account, victim.password)).body.access_token).toBeDefined();
    // Lists never show the other tenant's users.
    const page = await graphql<{ users: { records: Array<{ id: string }> } }>(
      app.http,
      PAGE,
      { page: { current: 1, size: 200 } },
      { token },
    );
    expect(page.data?.users.records.map((record) => record.id)).not.toContain(victim.id);
  });

  it('should refuse anonymous callers and users without the permission', async () => {
    expect((await graphql(app.http, PAGE)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app.http, REMOVE, { ids: ['1'] })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const viewerRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'viewer', permissions: ['user'] });
    const viewer = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [viewerRole.id], deptId: tenant.deptId });
    const viewerToken = (await graphqlToken(app.http, tenant.tenantId, viewer.account, viewer.password)).accessToken;
    expect((await graphql<{ users: { total: number } }>(app.http, PAGE, {}, { token: viewerToken })).data?.users.total).toBeGreaterThan(0);
    for (const [query, variables] of [
      [DETAIL, { id: viewer.id }],
      [SUBMIT, { input: input() }],
      [REMOVE, { ids: [tenant.admin.id] }],
      [RESET, { ids: [tenant.admin.id] }],
      [GRANT, { userIds: [viewer.id], roleIds: [tenant.adminRoleId] }],
      [PLATFORM, { input: { userId: viewer.id, userType: 1 } }],
      ['query { pendingRegistrations { total } }', {}],
    ] as Array<[string, Record<string, unknown>]>) {
      expect((await graphql(app.http, query, variables, { token: viewerToken })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const viewerRow = await orm.em.fork().findOneOrFail(User, { id: viewer.id }, { filters: false });
    expect(viewerRow.roleId).toBe(viewerRole.id);
  });

  it('should delete users but never the caller, ending their sessions', async () => {
    const target = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
    const targetToken = (await legacyToken(app.http, tenant.tenantId, target.account, target.password)).access_token;
    const self = await graphql(app.http, REMOVE, { ids: [tenant.admin.id, target.id] }, { token });
    expect(self.errors?.[0]?.message).toBe('不能删除本账号!');
    expect((await orm.em.fork().findOneOrFail(User, { id: target.id }, { filters: false })).isDeleted).toBe(0);
    const removed = await graphql<{ removeUsers: number }>(app.http, REMOVE, { ids: [target.id] }, { token });
    expect(removed.data?.removeUsers).toBe(1);
    expect((await orm.em.fork().findOneOrFail(User, { id: target.id }, { filters: false })).isDeleted).toBe(1);
    expect(await orm.em.fork().count(UserDept, { userId: target.id }, { filters: false })).toBe(0);
    expect((await app.http.get('/api/blade-user/info').set('Blade-Auth', `bearer ${targetToken}`)).status).toBe(401);
    expect((await legacyLogin(app.http, tenant.tenantId, target.account, target.password)).body.error_code).toBe(400);
  });

  it('should reset passwords to account.initPassword and end the sessions', async () => {
    const target = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
    await legacyToken(app.http, tenant.tenantId, target.account, target.password);
    const reset = await graphql<{ resetUserPasswords: number }>(app.http, RESET, { ids: [target.id] }, { token });
    expect(reset.data?.resetUserPasswords).toBe(1);
    expect(await orm.em.fork().count(AuthSession, { userId: target.id, revokedAt: null })).toBe(0);
    expect((await legacyLogin(app.http, tenant.tenantId, target.account, target.password)).body.error_code).toBe(400);
    expect((await legacyLogin(app.http, tenant.tenantId, target.account, '123456')).body.access_token).toBeDefined();
  });

  it('should grant roles and keep platform extension data', async () => {
    const second = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'teacher' });
    const target = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
    const granted = await graphql<{ grantUserRoles: number }>(
      app.http,
      GRANT,
      { userIds: [target.id], roleIds: [second.id, tenant.adminRoleId] },
      { token },
    );
    expect(granted.data?.grantUserRoles).toBe(1);
    expect((await graphql<{ user: { roleIds: string[] } }>(app.http, DETAIL, { id: target.id }, { token })).data?.user.roleIds).toEqual([
      second.id,
      tenant.adminRoleId,
    ]);
    expect((await graphql(app.http, GRANT, { userIds: [target.id], roleIds: [] }, { token })).errors?.[0]?.message).toBe('请选择所属角色');
    await graphql(
      app.http,
      SUBMIT,
      { input: { ...input({ account: target.account, userType: 2 }), id: target.id, password: undefined } },
      { token },
    );
    expect(
      (await graphql(app.http, PLATFORM, { input: { userId: target.id, userType: 2, userExt: '{"device":"ios"}' } }, { token })).data,
    ).toEqual({ updateUserPlatform: true });
    expect((await graphql(app.http, PLATFORM, { input: { userId: target.id, userType: 4 } }, { token })).errors?.[0]?.extensions.code).toBe(
      'VALIDATION',
    );
    expect(await orm.em.fork().findOneOrFail(UserApp, { userId: target.id }, { filters: false })).toMatchObject({
      userExt: '{"device":"ios"}',
      tenantId: tenant.tenantId,
    });
    expect((await graphql<{ user: { userExt: string } }>(app.http, DETAIL, { id: target.id }, { token })).data?.user.userExt).toBe(
      '{"device":"ios"}',
    );
  });

  /** The legacy /api/blade-user paths in the contract shapes; the first four `it`s work on the user the first one adds. */
  describe('legacy paths', () => {
    let auth: Record<string, string>;
    let record: { id: string };

    beforeAll(async () => {
      const legacy = (await legacyToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).access_token;
      auth = { 'Blade-Auth': `bearer ${legacy}` };
    });

    it('should add a user over submit and page it in the contract shape, without its password', async () => {
      const submit = await app.http.post('/api/blade-user/submit').set(auth).send({
        account: 'legacy1',
        password: 'abc123',
        password2: 'abc123',
        realName: '旧客户端',
        roleId: tenant.adminRoleId,
        deptId: tenant.deptId,
        postId: '',
        sex: '2',
        userType: 1,
        birthday: '2000-01-02 00:00:00',
        tenantId: '',
      });
      expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
      const page = await app.http
        .get('/api/blade-user/page')
        .query({ current: 1, size: 10, account: 'legacy1', deptId: tenant.deptId })
        .set(auth);
      record = page.body.data.records[0];
      expect(page.body.data.total).toBe(1);
      expect(record).toMatchObject({
        account: 'legacy1',
        realName: '旧客户端',
        sex: 2,
        sexName: '女',
        roleId: tenant.adminRoleId,
        deptId: tenant.deptId,
        postId: '',
        birthday: '2000-01-02 00:00:00',
        email: '',
        code: '',
        userExt: '',
        isDeleted: 0,
      });
      expect(record).not.toHaveProperty('password');
    });

    it('should update a user over update, ignoring a password sent with it', async () => {
      const update = await app.http.post('/api/blade-user/update').set(auth).send({
        id: record.id,
        account: 'legacy1',
        realName: '改名',
        roleId: tenant.adminRoleId,
        deptId: tenant.deptId,
        password: 'ignored',
      });
      expect(update.body.code).toBe(200);
      expect((await legacyLogin(app.http, tenant.tenantId, 'legacy1', 'abc123')).body.access_token).toBeDefined();
      const detail = await app.http.get('/api/blade-user/detail').query({ id: record.id }).set(auth);
      expect(detail.body.data).toMatchObject({ realName: '改名', deptName: `Dept ${tenant.tenantId}` });
    });

    it('should refuse a duplicate account in the legacy 400 envelope', async () => {
      const duplicate = await app.http
        .post('/api/blade-user/submit')
        .set(auth)
        .send({ account: 'legacy1', password: 'abc123', roleId: tenant.adminRoleId, deptId: tenant.deptId });
      expect(duplicate.status).toBe(400);
      expect(duplicate.body).toMatchObject({ code: 400, success: false, msg: '当前用户 [legacy1] 已存在!' });
    });

    it('should write the platform extension over update-platform and read it over platform-detail', async () => {
      const platform = await app.http
        .post('/api/blade-user/update-platform')
        .query({ userId: record.id, userType: 1, userExt: 'web-ext' })
        .set(auth);
      expect(platform.body.code).toBe(200);
      expect((await app.http.get('/api/blade-user/platform-detail').query({ id: record.id }).set(auth)).body.data.userExt).toBe('web-ext');
    });

    it('should refuse to grant another tenant’s role over grant', async () => {
      expect(
        (await app.http.post('/api/blade-user/grant').query({ userIds: record.id, roleIds: other.adminRoleId }).set(auth)).status,
      ).toBe(400);
    });

    it('should reset a password and then remove the user', async () => {
      expect((await app.http.post('/api/blade-user/reset-password').query({ userIds: record.id }).set(auth)).body.code).toBe(200);
      expect((await app.http.post('/api/blade-user/remove').query({ ids: record.id }).set(auth)).body.code).toBe(200);
    });

    it('should keep another tenant’s user out of remove, detail and user-list', async () => {
      const foreign = await buildUser(orm, { tenantId: other.tenantId, roleIds: [other.adminRoleId], deptId: other.deptId });
      expect((await app.http.post('/api/blade-user/remove').query({ ids: foreign.id }).set(auth)).status).toBe(404);
      expect((await app.http.get('/api/blade-user/detail').query({ id: foreign.id }).set(auth)).status).toBe(404);
      const list = await app.http.get('/api/blade-user/user-list').set(auth);
      expect(list.body.data.map((row: { id: string }) => row.id)).not.toContain(foreign.id);
    });

    it('should refuse the page to a user without the user codes', async () => {
      const noneRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'none' });
      const forbidden = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [noneRole.id], deptId: tenant.deptId });
      const forbiddenToken = (await legacyToken(app.http, tenant.tenantId, forbidden.account, forbidden.password)).access_token;
      const refused = await app.http.get('/api/blade-user/page').set('Blade-Auth', `bearer ${forbiddenToken}`);
      expect(refused.status).toBe(403);
    });
  });
});
