import { LoginFailure } from '../../../src/modules/auth/login-failure.entity';
import { AuthSession } from '../../../src/modules/auth/auth-session.entity';
import { Tenant } from '../../../src/modules/system/tenant/tenant.entity';
import { DEMO_TENANT_ID, DEMO_USER_IDS } from '../../../src/seeders/demo/demo-ids';
import { SABER_BASIC, legacyLogin, legacyToken, md5 } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

describe('legacy token endpoint', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should return the legacy token map when a Saber client logs in with md5(password)', async () => {
    const response = await legacyLogin(app.http, '000000', 'admin', 'admin');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual([
      'tenant_id',
      'user_id',
      'dept_id',
      'post_id',
      'role_id',
      'oauth_id',
      'account',
      'user_name',
      'nick_name',
      'real_name',
      'role_name',
      'avatar',
      'access_token',
      'refresh_token',
      'token_type',
      'expires_in',
      'detail',
      'license',
    ]);
    expect(response.body).toMatchObject({
      tenant_id: '000000',
      user_id: '1123598821738675201',
      dept_id: '1123598813738675201',
      role_id: '1123598816738675201',
      account: 'admin',
      user_name: 'admin',
      role_name: 'administrator',
      token_type: 'bearer',
      expires_in: 3600,
      detail: { type: 'web' },
    });
    expect(typeof response.body.access_token).toBe('string');
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
  });

  it('should let the access token read routes, buttons and top menus with Blade-Auth', async () => {
    const token = await legacyToken(app.http, '000000', 'admin', 'admin');
    for (const path of ['/api/blade-system/menu/routes', '/api/blade-system/menu/buttons', '/api/blade-system/menu/top-menu']) {
      const response = await app.http.get(path).set('Blade-Auth', `bearer ${token.access_token}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ code: 200, success: true });
      expect(Array.isArray(response.body.data)).toBe(true);
    }
    const routes = await app.http.get('/api/blade-system/menu/routes').set('Blade-Auth', `bearer ${token.access_token}`);
    expect(routes.body.data[0]).toMatchObject({ code: 'home', path: '/wel/index', hasChildren: false });
    expect(routes.body.data[0]).not.toHaveProperty('children');
  });

  it('should answer error_description and count the failure when the password is wrong', async () => {
    const response = await legacyLogin(app.http, DEMO_TENANT_ID, 'teacher', 'wrong-password');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ error_code: 400, error_description: '用户名或密码不正确' });
    const failure = await app.application.orm.em.fork().findOne(LoginFailure, { tenantId: DEMO_TENANT_ID, account: 'teacher' });
    expect(failure?.failCount).toBe(1);
    await legacyToken(app.http, DEMO_TENANT_ID, 'teacher', '123456');
    expect(await app.application.orm.em.fork().findOne(LoginFailure, { tenantId: DEMO_TENANT_ID, account: 'teacher' })).toBeNull();
  });

  it('should lock the account after five failures until an administrator unlocks it', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await legacyLogin(app.http, DEMO_TENANT_ID, 'student', 'nope');
      expect(failed.body.error_code).toBe(400);
    }
    const locked = await legacyLogin(app.http, DEMO_TENANT_ID, 'student', '123456');
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({ code: 400, success: false, msg: '登录错误次数过多,请稍后再试' });

    const teacher = await legacyToken(app.http, DEMO_TENANT_ID, 'teacher', '123456');
    const refused = await app.http
      .post('/api/blade-user/unlock')
      .query({ userIds: DEMO_USER_IDS.student })
      .set('Blade-Auth', `bearer ${teacher.access_token}`);
    expect(refused.status).toBe(403);

    const administrator = await legacyToken(app.http, '000000', 'admin', 'admin');
    const otherTenant = await app.http
      .post('/api/blade-user/unlock')
      .query({ userIds: DEMO_USER_IDS.student })
      .set('Blade-Auth', `bearer ${administrator.access_token}`);
    expect(otherTenant.body).toMatchObject({ code: 200 });
    // The platform administrator's session is bound to tenant 000000: the demo student stays locked.
    expect((await legacyLogin(app.http, DEMO_TENANT_ID, 'student', '123456')).status).toBe(400);

    // The demo tenant's administrator holds user_unlock.
    const demoAdmin = await legacyToken(app.http, DEMO_TENANT_ID, 'admin', 'admin');
    const unlocked = await app.http
      .post('/api/blade-user/unlock')
      .query({ userIds: DEMO_USER_IDS.student })
      .set('Blade-Auth', `bearer ${demoAdmin.access_token}`);
    expect(unlocked.body).toMatchObject({ code: 200 });
    expect((await legacyLogin(app.http, DEMO_TENANT_ID, 'student', '123456')).body.access_token).toBeDefined();
  });

  it('should rotate a refresh token once and kill the whole session family on reuse', async () => {
    const first = await legacyToken(app.http, '000000', 'admin', 'admin');
    const refresh = (refreshToken: string) =>
      app.http
        .post('/api/blade-auth/oauth/token')
        .query({ tenantId: '000000', grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'all' })
        .set('Authorization', SABER_BASIC);
    const second = await refresh(first.refresh_token);
    expect(second.body.access_token).toBeDefined();
    expect(second.body.refresh_token).not.toBe(first.refresh_token);

    const reuse = await refresh(first.refresh_token);
    expect(reuse.body.error_code).toBe(400);
    // The family is dead: the rotated-to token and both access tokens stop working.
    expect((await refresh(second.body.refresh_token)).body.error_code).toBe(400);
    for (const token of [first.access_token, second.body.access_token]) {
      const response = await app.http.get('/api/blade-system/menu/buttons').set('Blade-Auth', `bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 401, success: false });
    }
    const session = await app.application.orm.em.fork().findOne(AuthSession, { userId: first.user_id, revokeReason: 'refresh-reuse' });
    expect(session?.revokedAt).toBeInstanceOf(Date);
  });

  it('should refuse a missing or wrong client with error_code 401', async () => {
    const missing = await app.http
      .post('/api/blade-auth/oauth/token')
      .query({ tenantId: '000000', username: 'admin', password: md5('admin') });
    expect(missing.body).toMatchObject({ error_code: 401 });
    const wrong = await app.http
      .post('/api/blade-auth/oauth/token')
      .query({ tenantId: '000000', username: 'admin', password: md5('admin') })
      .set('Authorization', `Basic ${Buffer.from('saber:not-the-secret').toString('base64')}`);
    expect(wrong.body).toMatchObject({ error_code: 401 });
    expect(wrong.body.access_token).toBeUndefined();
  });

  it('should explain that social and authorization_code grants are not configured, and refuse unknown grants', async () => {
    const social = await app.http
      .post('/api/blade-auth/oauth/token')
      .query({ tenantId: '000000', grant_type: 'social', source: 'github', code: 'x' })
      .set('Authorization', SABER_BASIC);
    expect(social.status).toBe(400);
    expect(social.body.msg).toContain('social');
    const unknown = await app.http
      .post('/api/blade-auth/oauth/token')
      .query({ tenantId: '000000', grant_type: 'magic' })
      .set('Authorization', SABER_BASIC);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 401, msg: 'no grantType was found' });
  });

  it('should answer 400 for missing or oversized parameters and write nothing', async () => {
    const noTenant = await app.http
      .post('/api/blade-auth/oauth/token')
      .query({ username: 'admin', password: md5('admin') })
      .set('Authorization', SABER_BASIC);
    expect(noTenant.status).toBe(400);
    expect(noTenant.body).toEqual({ code: 400, success: false, data: {}, msg: '缺少必要的请求参数: tenantId' });
    const huge = 'x'.repeat(5000);
    const oversized = await app.http
      .post('/api/blade-auth/oauth/token')
      .query({ tenantId: '000000', username: huge, password: md5('a') })
      .set('Authorization', SABER_BASIC);
    expect(oversized.status).toBe(400);
    const englishMissing = await app.http
      .post('/api/blade-auth/oauth/token')
      .set('Accept-Language', 'en')
      .set('Authorization', SABER_BASIC);
    expect(englishMissing.body.msg).toBe('Missing required parameter: tenantId');
    expect(await app.application.orm.em.fork().count(LoginFailure, { account: huge })).toBe(0);
  });

  it('should accept the parameters as a form body too', async () => {
    const response = await app.http
      .post('/api/blade-auth/oauth/token')
      .type('form')
      .send({ tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password' })
      .set('Authorization', SABER_BASIC);
    expect(response.body.access_token).toBeDefined();
  });

  it('should refuse logins and refreshes of an expired tenant', async () => {
    const token = await legacyToken(app.http, DEMO_TENANT_ID, 'admin', 'admin');
    const em = app.application.orm.em.fork();
    await em.nativeUpdate(Tenant, { tenantId: DEMO_TENANT_ID }, { expireTime: new Date(Date.now() - 60_000) });
    try {
      const login = await legacyLogin(app.http, DEMO_TENANT_ID, 'admin', 'admin');
      expect(login.status).toBe(400);
      expect(login.body.msg).toBe('租户授权已过期,请联系管理员');
      const refresh = await app.http
        .post('/api/blade-auth/oauth/token')
        .query({ tenantId: DEMO_TENANT_ID, grant_type: 'refresh_token', refresh_token: token.refresh_token })
        .set('Authorization', SABER_BASIC);
      expect(refresh.status).toBe(400);
    } finally {
      await em.nativeUpdate(Tenant, { tenantId: DEMO_TENANT_ID }, { expireTime: null });
    }
  });

  it('should end the session at logout so its access token no longer works', async () => {
    const token = await legacyToken(app.http, '000000', 'admin', 'admin');
    const logout = await app.http.get('/api/blade-auth/oauth/logout').set('Blade-Auth', `bearer ${token.access_token}`);
    expect(logout.body).toEqual({ success: 'true', msg: 'success' });
    const after = await app.http.get('/api/blade-system/menu/buttons').set('Blade-Auth', `bearer ${token.access_token}`);
    expect(after.status).toBe(401);
  });
});
