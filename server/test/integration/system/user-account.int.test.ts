import type { MikroORM } from '@mikro-orm/core';
import { AuthSession } from '../../../src/modules/auth/auth-session.entity';
import { Param } from '../../../src/modules/system/param/param.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { buildRole, buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyLogin, legacyToken, md5 } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const INFO = 'mutation ($input: MyInfoInput!) { updateMyInfo(input: $input) { id phone realName email } }';
const PASSWORD = 'mutation ($input: MyPasswordInput!) { updateMyPassword(input: $input) }';
const REGISTER = 'mutation ($input: RegisterGuestInput!) { registerGuest(input: $input) }';
const PENDING = 'query { pendingRegistrations { total records { id account pendingApproval } } }';
const APPROVE = 'mutation ($input: ApproveRegistrationsInput!) { approveRegistrations(input: $input) }';
const REJECT = 'mutation ($ids: [ID!]!) { rejectRegistrations(userIds: $ids) }';
const PROFILE = 'query { myProfile { id account phone realName } }';

describe('users (own account and guest registration)', () => {
  let app: TestApp;
  let orm: MikroORM;
  let tenant: BuiltTenant;

  beforeAll(async () => {
    app = await startTestApp();
    orm = app.application.orm;
    tenant = await buildTenant(orm, { permissions: ['user', 'user_approve'] });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should let a user change their profile with the mobile phone rules', async () => {
    const user = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
    const token = (await graphqlToken(app.http, tenant.tenantId, user.account, user.password)).accessToken;
    const cases: Array<[string, string]> = [
      ['', '手机号不能为空'],
      ['1380000000', '手机号长度不为11位'],
      ['12800000000', '手机号格式不正确'],
      ['010-1234567', '手机号格式不正确'],
    ];
    for (const [phone, message] of cases) {
      const result = await graphql(app.http, INFO, { input: { phone } }, { token });
      expect(result.errors?.[0]?.extensions.fields).toEqual([{ field: 'phone', message }]);
    }
    const english = await graphql(app.http, INFO, { input: { phone: '' } }, { token, language: 'en' });
    expect(english.errors?.[0]?.extensions.fields).toEqual([{ field: 'phone', message: 'Please enter the phone number' }]);
    const saved = await graphql<{ updateMyInfo: { phone: string; realName: string } }>(
      app.http,
      INFO,
      { input: { phone: '13912345678', realName: '新名字', email: 'me@example.com' } },
      { token },
    );
    expect(saved.data?.updateMyInfo).toMatchObject({ phone: '13912345678', realName: '新名字' });
    expect((await graphql<{ myProfile: { phone: string } }>(app.http, PROFILE, {}, { token })).data?.myProfile.phone).toBe('13912345678');
    expect((await graphql(app.http, PROFILE)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const legacy = (await legacyToken(app.http, tenant.tenantId, user.account, user.password)).access_token;
    const badLegacy = await app.http
      .post('/api/blade-user/update-info')
      .set('Blade-Auth', `bearer ${legacy}`)
      .send({ id: tenant.admin.id, phone: '123' });
    expect(badLegacy.status).toBe(400);
    const okLegacy = await app.http
      .post('/api/blade-user/update-info')
      .set('Blade-Auth', `bearer ${legacy}`)
      .send({ id: tenant.admin.id, phone: '13700000000', name: 'nick' });
    expect(okLegacy.body.code).toBe(200);
    // The body's id is ignored: only the caller's own row changes.
    const rows = await orm.em.fork().find(User, { id: { $in: [user.id, tenant.admin.id] } }, { filters: false });
    expect(rows.find((row) => row.id === user.id)?.phone).toBe('13700000000');
    expect(rows.find((row) => row.id === tenant.admin.id)?.phone ?? null).toBeNull();
    const info = await app.http.get('/api/blade-user/info').set('Blade-Auth', `bearer ${legacy}`);
    expect(info.body.data).toMatchObject({ id: user.id, phone: '13700000000', name: 'nick', avatar: '' });
  });

  it('should accept as avatar only a jpg/png of at most 500 KB that the caller uploaded', async () => {
    const user = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
    const other = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
    const token = (await graphqlToken(app.http, tenant.tenantId, user.account, user.password)).accessToken;
    const otherToken = (await graphqlToken(app.http, tenant.tenantId, other.account, other.password)).accessToken;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR avatar')]);
    const upload = async (bearer: string, content: Buffer, name: string): Promise<string> => {
      const response = await app.http
        .post('/api/blade-resource/oss/endpoint/put-file')
        .set('Authorization', `Bearer ${bearer}`)
        .attach('file', content, name);
      expect(response.status).toBe(200);
      return (response.body.data as { link: string }).link;
    };
    const setAvatar = (avatar: string, bearer = token) =>
      graphql<{ updateMyInfo: { avatar: string } }>(
        app.http,
        'mutation ($input: MyInfoInput!) { updateMyInfo(input: $input) { avatar } }',
        { input: { phone: '13912345678', avatar } },
        { token: bearer },
      );

    const own = await upload(token, png, 'me.png');
    expect((await setAvatar(own)).data?.updateMyInfo.avatar).toBe(own);
    // Unchanged avatars pass without a new check; foreign, invented, external and non-image links do not.
    expect((await setAvatar(own)).errors).toBeUndefined();
    const foreign = await upload(otherToken, png, 'other.png');
    const pdf = await upload(token, Buffer.from('%PDF-1.4 fake'), 'cv.pdf');
    const big = await upload(token, Buffer.concat([png, Buffer.alloc(500 * 1024)]), 'big.png');
    for (const [avatar, message] of [
      [foreign, '头像必须是您本人上传的图片'],
      ['/api/blade-resource/attach/download?id=123', '头像必须是您本人上传的图片'],
      ['https://example.com/a.png', '头像必须是您本人上传的图片'],
      [pdf, '上传头像图片只能是 JPG/PNG 格式，且大小不能超过 500KB'],
      [big, '上传头像图片只能是 JPG/PNG 格式，且大小不能超过 500KB'],
    ] as const) {
      expect((await setAvatar(avatar)).errors?.[0]?.extensions.fields).toEqual([{ field: 'avatar', message }]);
    }
    const english = await graphql(
      app.http,
      'mutation ($input: MyInfoInput!) { updateMyInfo(input: $input) { id } }',
      { input: { phone: '13912345678', avatar: pdf } },
      { token, language: 'en' },
    );
    expect(english.errors?.[0]?.message).toBe('The avatar must be a JPG or PNG image of at most 500 KB');
    expect((await orm.em.fork().findOne(User, { id: user.id }, { filters: false }))?.avatar).toBe(own);
  });

  /** One user's password changes; the `it`s work in order on the user and sessions built in beforeAll. */
  describe('changing the password', () => {
    let user: Awaited<ReturnType<typeof buildUser>>;
    let current: string;
    let otherDevice: string;
    let legacy: string;

    beforeAll(async () => {
      user = await buildUser(orm, {
        tenantId: tenant.tenantId,
        roleIds: [tenant.adminRoleId],
        deptId: tenant.deptId,
        password: 'first-pass',
      });
      current = (await graphqlToken(app.http, tenant.tenantId, user.account, 'first-pass')).accessToken;
      otherDevice = (await legacyToken(app.http, tenant.tenantId, user.account, 'first-pass')).access_token;
    });

    it('should refuse a wrong old password and a confirmation that does not match', async () => {
      const wrongOld = await graphql(
        app.http,
        PASSWORD,
        { input: { oldPassword: 'nope', newPassword: 'second-pass', newPassword1: 'second-pass' } },
        { token: current },
      );
      expect(wrongOld.errors?.[0]?.message).toBe('原密码不正确!');
      const mismatch = await graphql(
        app.http,
        PASSWORD,
        { input: { oldPassword: 'first-pass', newPassword: 'second-pass', newPassword1: 'other-pass' } },
        { token: current, language: 'en' },
      );
      expect(mismatch.errors?.[0]?.message).toBe('The confirmation does not match the new password!');
      expect((await graphql(app.http, PROFILE, {}, { token: otherDevice })).data).toBeDefined();
    });

    it('should change the password, ending the other sessions but keeping the current one', async () => {
      const changed = await graphql(
        app.http,
        PASSWORD,
        { input: { oldPassword: 'first-pass', newPassword: 'second-pass', newPassword1: 'second-pass' } },
        { token: current },
      );
      expect(changed.data).toEqual({ updateMyPassword: true });
      expect((await graphql(app.http, PROFILE, {}, { token: current })).data).toMatchObject({ myProfile: { id: user.id } });
      expect((await graphql(app.http, PROFILE, {}, { token: otherDevice })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      expect((await legacyLogin(app.http, tenant.tenantId, user.account, 'first-pass')).body.error_code).toBe(400);
    });

    it('should change the password over the legacy path with md5 hex values', async () => {
      legacy = (await legacyToken(app.http, tenant.tenantId, user.account, 'second-pass')).access_token;
      const viaRest = await app.http
        .post('/api/blade-user/update-password')
        .query({ oldPassword: md5('second-pass'), newPassword: md5('third-pass'), newPassword1: md5('third-pass') })
        .set('Blade-Auth', `bearer ${legacy}`);
      expect(viaRest.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
      expect((await legacyLogin(app.http, tenant.tenantId, user.account, 'third-pass')).body.access_token).toBeDefined();
      expect(await orm.em.fork().count(AuthSession, { userId: user.id, revokedAt: null })).toBeGreaterThanOrEqual(1);
    });

    it('should refuse a mismatched confirmation and an anonymous caller over the legacy path', async () => {
      const badRest = await app.http
        .post('/api/blade-user/update-password')
        .query({ oldPassword: md5('third-pass'), newPassword: md5('a'), newPassword1: md5('b') })
        .set('Blade-Auth', `bearer ${legacy}`);
      expect(badRest.body).toMatchObject({ code: 400, msg: '请输入正确的确认密码!' });
      expect(
        (await app.http.post('/api/blade-user/update-password').query({ oldPassword: 'x', newPassword: 'y', newPassword1: 'y' })).status,
      ).toBe(401);
    });
  });

  /** A guest registration until approval; the `it`s work in order on the guest the first one registers. */
  describe('a guest registration', () => {
    const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }';
    let admin: string;
    let guest: { id: string; account: string } | undefined;

    beforeAll(async () => {
      admin = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    });

    it('should register a guest', async () => {
      const registered = await graphql(app.http, REGISTER, {
        input: { tenantId: tenant.tenantId, name: '访客', account: 'guest1', password: 'guest-pass', password2: 'guest-pass' },
      });
      expect(registered.data).toEqual({ registerGuest: true });
    });

    it('should refuse a duplicate account, an unknown tenant and a third-party id', async () => {
      const duplicate = await graphql(app.http, REGISTER, {
        input: { tenantId: tenant.tenantId, name: '访客', account: 'guest1', password: 'guest-pass' },
      });
      expect(duplicate.errors?.[0]?.message).toBe('当前用户 [guest1] 已存在!');
      const unknownTenant = await graphql(app.http, REGISTER, {
        input: { tenantId: '999999', name: 'x', account: 'guest2', password: 'guest-pass' },
      });
      expect(unknownTenant.errors?.[0]?.message).toBe('租户信息错误!');
      const oauth = await graphql(app.http, REGISTER, {
        input: { tenantId: tenant.tenantId, name: 'x', account: 'guest2', password: 'guest-pass', oauthId: '42' },
      });
      expect(oauth.errors?.[0]?.message).toBe('第三方登陆信息错误!');
    });

    it('should refuse the pending guest’s sign-in on both transports, without telling a wrong password so', async () => {
      const pendingLogin = await legacyLogin(app.http, tenant.tenantId, 'guest1', 'guest-pass');
      expect(pendingLogin.body).toEqual({ error_code: 400, error_description: '账号正在等待管理员审核' });
      const pendingGraphql = await graphql(
        app.http,
        LOGIN,
        { input: { tenantId: tenant.tenantId, account: 'guest1', password: 'guest-pass' } },
        { language: 'en' },
      );
      expect(pendingGraphql.errors?.[0]).toMatchObject({
        message: 'Your registration is awaiting administrator approval',
        extensions: { code: 'ACCOUNT_PENDING' },
      });
      // A wrong password does not reveal the pending state.
      expect((await legacyLogin(app.http, tenant.tenantId, 'guest1', 'wrong')).body.error_description).toBe('用户名或密码不正确');
    });

    it('should list the guest among the pending registrations, not among the users', async () => {
      const users = await graphql<{ users: { records: Array<{ account: string }> } }>(
        app.http,
        'query { users { records { account } } }',
        {},
        { token: admin },
      );
      expect(users.data?.users.records.map((record) => record.account)).not.toContain('guest1');
      const pending = await graphql<{ pendingRegistrations: { records: Array<{ id: string; account: string }> } }>(
        app.http,
        PENDING,
        {},
        { token: admin },
      );
      guest = pending.data?.pendingRegistrations.records.find((record) => record.account === 'guest1');
      expect(guest).toBeDefined();
    });

    it('should keep the registration from another tenant’s administrator', async () => {
      const other = await buildTenant(orm, { permissions: ['user_approve'] });
      const otherAdmin = (await graphqlToken(app.http, other.tenantId, 'admin', other.admin.password)).accessToken;
      expect(
        (await graphql<{ pendingRegistrations: { total: number } }>(app.http, PENDING, {}, { token: otherAdmin })).data
          ?.pendingRegistrations.total,
      ).toBe(0);
      const foreignApprove = await graphql(
        app.http,
        APPROVE,
        { input: { userIds: [guest?.id], roleIds: [other.adminRoleId], deptIds: [other.deptId] } },
        { token: otherAdmin },
      );
      expect(foreignApprove.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    });

    it('should refuse an approval without a role', async () => {
      const noRole = await graphql(
        app.http,
        APPROVE,
        { input: { userIds: [guest?.id], roleIds: [], deptIds: [tenant.deptId] } },
        { token: admin },
      );
      expect(noRole.errors?.[0]?.extensions.code).toBe('VALIDATION');
    });

    it('should approve the guest, who then signs in, and find nothing pending on a second approval', async () => {
      const approved = await graphql(
        app.http,
        APPROVE,
        { input: { userIds: [guest?.id], roleIds: [tenant.adminRoleId], deptIds: [tenant.deptId] } },
        { token: admin },
      );
      expect(approved.data).toEqual({ approveRegistrations: 1 });
      expect((await legacyLogin(app.http, tenant.tenantId, 'guest1', 'guest-pass')).body.access_token).toBeDefined();
      const again = await graphql(
        app.http,
        APPROVE,
        { input: { userIds: [guest?.id], roleIds: [tenant.adminRoleId], deptIds: [tenant.deptId] } },
        { token: admin },
      );
      expect(again.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    });
  });

  it('should reject registrations, honour account.registerUser, and serve the legacy path', async () => {
    const viaRest = await app.http
      .post('/api/blade-user/register-guest')
      .query({ tenantId: tenant.tenantId, name: '旧访客', account: 'guest3', password: 'guest-pass' });
    expect(viaRest.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const admin = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    const pending = await graphql<{ pendingRegistrations: { records: Array<{ id: string; account: string }> } }>(
      app.http,
      PENDING,
      {},
      { token: admin },
    );
    const guest = pending.data?.pendingRegistrations.records.find((record) => record.account === 'guest3');
    const rejected = await graphql(app.http, REJECT, { ids: [guest?.id] }, { token: admin });
    expect(rejected.data).toEqual({ rejectRegistrations: 1 });
    expect((await legacyLogin(app.http, tenant.tenantId, 'guest3', 'guest-pass')).body.error_code).toBe(400);
    const plainRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'plain' });
    const unapproved = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [plainRole.id], deptId: tenant.deptId });
    const noPermission = (await graphqlToken(app.http, tenant.tenantId, unapproved.account, unapproved.password)).accessToken;
    expect((await graphql(app.http, PENDING, {}, { token: noPermission })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const em = orm.em.fork();
    const param = await em.findOneOrFail(Param, { paramKey: 'account.registerUser' });
    param.paramValue = 'false';
    await em.flush();
    try {
      const closed = await graphql(app.http, REGISTER, {
        input: { tenantId: tenant.tenantId, name: 'x', account: 'guest4', password: 'guest-pass' },
      });
      expect(closed.errors?.[0]).toMatchObject({ message: '注册功能未开启', extensions: { code: 'FORBIDDEN' } });
      expect(await orm.em.fork().count(User, { account: 'guest4' }, { filters: false })).toBe(0);
    } finally {
      param.paramValue = 'true';
      await em.flush();
    }
  });
});
