import type { Response } from 'supertest';
import { LoginFailure } from '../../../src/modules/auth/login-failure.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { SABER_BASIC, md5 } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/** One legacy client generation: how it asks for tokens and how it reads the answer. */
interface Generation {
  login: (app: TestApp, tenantId: string, account: string, password: string) => Promise<Response>;
  refresh: (app: TestApp, tenantId: string, refreshToken: string) => Promise<Response>;
  tokens: (response: Response) => { accessToken: string; refreshToken: string } | null;
  /** The generation's answer to a wrong password (HTTP 200 in both). */
  badCredentials: Record<string, unknown>;
}

const GENERATIONS: Record<string, Generation> = {
  'Saber-BladeX 2.9 (/blade-auth/oauth/token, md5 password)': {
    login: (app, tenantId, account, password) =>
      app.http
        .post('/api/blade-auth/oauth/token')
        .query({ tenantId, username: account, password: md5(password), grant_type: 'password', scope: 'all', type: 'account' })
        .set('Authorization', SABER_BASIC),
    refresh: (app, tenantId, refreshToken) =>
      app.http
        .post('/api/blade-auth/oauth/token')
        .query({ tenantId, grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'all' })
        .set('Authorization', SABER_BASIC),
    tokens: (response) =>
      typeof response.body.access_token === 'string'
        ? { accessToken: response.body.access_token, refreshToken: response.body.refresh_token }
        : null,
    badCredentials: { error_code: 400, error_description: '用户名或密码不正确' },
  },
  'open-source Saber 2.8 (/blade-auth/token, plain password)': {
    login: (app, tenantId, account, password) =>
      app.http
        .post('/api/blade-auth/token')
        .query({ grantType: 'password', tenantId, account, password, type: 'account' })
        .set('Authorization', SABER_BASIC),
    refresh: (app, tenantId, refreshToken) =>
      app.http
        .post('/api/blade-auth/token')
        .query({ grantType: 'refresh_token', tenantId, refreshToken })
        .set('Authorization', SABER_BASIC),
    tokens: (response) =>
      response.body.code === 200 && typeof response.body.data?.accessToken === 'string'
        ? { accessToken: response.body.data.accessToken, refreshToken: response.body.data.refreshToken }
        : null,
    badCredentials: { code: 400, success: false, data: {}, msg: '用户名或密码不正确' },
  },
};

describe.each(Object.entries(GENERATIONS))('legacy token endpoint of %s', (_name, generation) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const buttons = (accessToken: string) => app.http.get('/api/blade-system/menu/buttons').set('Blade-Auth', `bearer ${accessToken}`);

  it("signs in with the generation's parameters and the token works on legacy paths", async () => {
    const response = await generation.login(app, '000000', 'admin', 'admin');
    expect(response.status).toBe(200);
    const tokens = generation.tokens(response);
    expect(tokens).not.toBeNull();
    expect((await buttons(tokens?.accessToken ?? '')).body).toMatchObject({ code: 200, success: true });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
  });

  it("answers a wrong password in the generation's shape and counts the failure; a success clears it", async () => {
    const response = await generation.login(app, DEMO_TENANT_ID, 'teacher', 'wrong-password');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(generation.badCredentials);
    const failure = await app.application.orm.em.fork().findOne(LoginFailure, { tenantId: DEMO_TENANT_ID, account: 'teacher' });
    expect(failure?.failCount).toBe(1);
    expect(generation.tokens(await generation.login(app, DEMO_TENANT_ID, 'teacher', '123456'))).not.toBeNull();
    expect(await app.application.orm.em.fork().findOne(LoginFailure, { tenantId: DEMO_TENANT_ID, account: 'teacher' })).toBeNull();
  });

  it('locks the account after five failures, for both generations (one lockout)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(generation.tokens(await generation.login(app, DEMO_TENANT_ID, 'student', 'nope'))).toBeNull();
    }
    for (const other of Object.values(GENERATIONS)) {
      const locked = await other.login(app, DEMO_TENANT_ID, 'student', '123456');
      expect(locked.status).toBe(400);
      expect(locked.body).toMatchObject({ code: 400, success: false, msg: '登录错误次数过多,请稍后再试' });
    }
  });

  it('rotates a refresh token once and ends the whole session family on reuse', async () => {
    const first = generation.tokens(await generation.login(app, '000000', 'admin', 'admin'));
    if (!first) {
      throw new Error('login failed');
    }
    const second = generation.tokens(await generation.refresh(app, '000000', first.refreshToken));
    expect(second?.refreshToken).toBeDefined();
    expect(second?.refreshToken).not.toBe(first.refreshToken);
    expect(generation.tokens(await generation.refresh(app, '000000', first.refreshToken))).toBeNull();
    expect(generation.tokens(await generation.refresh(app, '000000', second?.refreshToken ?? ''))).toBeNull();
    for (const token of [first.accessToken, second?.accessToken ?? '']) {
      expect((await buttons(token)).status).toBe(401);
    }
  });

  it('refuses a refresh token of another tenant, a missing client and bad input without issuing tokens', async () => {
    const own = generation.tokens(await generation.login(app, '000000', 'admin', 'admin'));
    expect(generation.tokens(await generation.refresh(app, DEMO_TENANT_ID, own?.refreshToken ?? ''))).toBeNull();
    const noClient = await app.http
      .post('/api/blade-auth/token')
      .query({ grantType: 'password', tenantId: '000000', account: 'admin', password: 'admin' });
    expect(noClient.body).toMatchObject({ code: 400, success: false, data: {} });
    const oversized = await generation.login(app, '000000', 'a'.repeat(500), 'admin');
    expect(oversized.status).toBe(400);
  });
});

describe('open-source Saber 2.8 specifics', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('serves the captcha in R, the same challenge service as oauth/captcha', async () => {
    const response = await app.http.get('/api/blade-auth/captcha').set('Authorization', SABER_BASIC);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      code: 200,
      success: true,
      data: { key: expect.any(String), image: expect.stringMatching(/^data:image\//) },
    });
  });

  it('hashes the plain password as the GraphQL login does (an md5 sent as the password is just a wrong password)', async () => {
    const md5Sent = await app.http
      .post('/api/blade-auth/token')
      .query({ grantType: 'password', tenantId: '000000', account: 'admin', password: md5('admin') })
      .set('Authorization', SABER_BASIC);
    expect(md5Sent.body).toMatchObject({ code: 400, success: false });
    const defaults = await app.http
      .post('/api/blade-auth/token')
      .type('form')
      .send({ account: 'admin', password: 'admin' })
      .set('Authorization', SABER_BASIC);
    expect(defaults.body).toMatchObject({ code: 200, data: { tenantId: '000000', account: 'admin' } });
  });

  it('explains that the social grant is not configured and refuses unknown grants', async () => {
    const social = await app.http.post('/api/blade-auth/token').query({ grantType: 'social' }).set('Authorization', SABER_BASIC);
    expect(social.body.success).toBe(false);
    const unknown = await app.http.post('/api/blade-auth/token').query({ grantType: 'magic' }).set('Authorization', SABER_BASIC);
    expect(unknown.body.success).toBe(false);
  });
});
