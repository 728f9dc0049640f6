import { sha256Hex } from '../../../src/core/auth/password';
import { AuthSession } from '../../../src/modules/auth/auth-session.entity';
import { captchaStateKey } from '../../../src/modules/auth/captcha.service';
import { LoginFailure } from '../../../src/modules/auth/login-failure.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { LOGIN_MUTATION, graphql, graphqlToken, legacyLogin } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const REFRESH = 'mutation Refresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken refreshToken } }';

describe('GraphQL authentication', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should sign in with the plain password and describe the user', async () => {
    const result = await graphql<{
      login: { tokenType: string; expiresIn: number; user: { account: string; isAdministrator: boolean; roleAliases: string[] } };
    }>(app.http, LOGIN_MUTATION, { input: { tenantId: '000000', account: 'admin', password: 'admin' } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.login).toMatchObject({
      tokenType: 'bearer',
      expiresIn: 3600,
      user: { account: 'admin', isAdministrator: true, roleAliases: ['administrator'] },
    });
  });

  it('should answer the caller, menus, permissions and top menus when signed in', async () => {
    const { accessToken } = await graphqlToken(app.http, DEMO_TENANT_ID, 'student', '123456');
    const result = await graphql<{
      me: { account: string; tenantName: string; isAdministrator: boolean };
      myMenus: Array<{ code: string }>;
      myPermissions: string[];
      myTopMenus: unknown[];
    }>(
      app.http,
      '{ me { account tenantName isAdministrator } myMenus { code } myPermissions myTopMenus { id } }',
      {},
      { token: accessToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.me).toEqual({ account: 'student', tenantName: '示范培训学校', isAdministrator: false });
    // The student's menus: home, taking examinations, and the workflow's work lists (apply for leave, approve).
    const work = ['work', 'work_claim', 'work_done', 'work_send', 'work_start', 'work_todo'];
    expect(result.data?.myMenus.map((menu) => menu.code).sort()).toEqual(['exam', 'exam_take', 'home', ...work].sort());
    expect([...(result.data?.myPermissions ?? [])].sort()).toEqual(['exam_take', 'home', ...work].sort());
    expect(result.data?.myTopMenus).toEqual([]);
  });

  it('should refuse signed-in fields without a token, with a translated UNAUTHENTICATED error', async () => {
    for (const query of ['{ me { id } }', '{ myMenus { id } }', '{ myPermissions }', 'mutation { logout }']) {
      const result = await graphql(app.http, query, {}, { language: 'en' });
      expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      expect(result.errors?.[0]?.message).toBe('Not signed in or the session has expired');
    }
    const garbage = await graphql(app.http, '{ me { id } }', {}, { token: 'not-a-jwt' });
    expect(garbage.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('should report wrong credentials in the caller language', async () => {
    const chinese = await graphql(app.http, LOGIN_MUTATION, { input: { tenantId: '000000', account: 'admin', password: 'bad' } });
    expect(chinese.errors?.[0]).toMatchObject({ message: '用户名或密码不正确', extensions: { code: 'BAD_CREDENTIALS' } });
    const english = await graphql(
      app.http,
      LOGIN_MUTATION,
      { input: { tenantId: 'nope', account: 'admin', password: 'bad' } },
      { language: 'en-US,en;q=0.9' },
    );
    expect(english.errors?.[0]).toMatchObject({ message: 'Unknown tenant', extensions: { code: 'TENANT_NOT_FOUND' } });
  });

  it('should reject oversized or mistyped input with VALIDATION and write nothing', async () => {
    const em = app.application.orm.em.fork();
    const sessionsBefore = await em.count(AuthSession, {});
    const oversized = await graphql(app.http, LOGIN_MUTATION, { input: { tenantId: '000000', account: 'a'.repeat(500), password: 'x' } });
    expect(oversized.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(oversized.errors?.[0]?.extensions.fields?.[0]).toEqual({ field: 'account', message: '参数过长: account' });
    expect(oversized.errors?.[0]?.message).toBe('参数校验失败: 参数过长: account');
    const mistyped = await graphql(app.http, LOGIN_MUTATION, { input: { tenantId: 123, account: 'admin', password: 'admin' } });
    expect(mistyped.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const missing = await graphql(app.http, LOGIN_MUTATION, { input: { tenantId: '000000' } });
    expect(missing.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const badId = await graphql(app.http, LOGIN_MUTATION, {
      input: { tenantId: '000000', account: 'admin', password: 'admin', roleId: 'drop table' },
    });
    expect(badId.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(await em.count(AuthSession, {})).toBe(sessionsBefore);
    expect(await em.count(LoginFailure, { account: 'a'.repeat(500) })).toBe(0);
  });

  it('should narrow the session to a role the user has, and ignore one it does not have', async () => {
    const withForeignRole = await graphql<{ login: { user: { roleIds: string[] } } }>(
      app.http,
      'mutation ($input: LoginInput!) { login(input: $input) { user { roleIds } } }',
      { input: { tenantId: '000000', account: 'admin', password: 'admin', roleId: '1910000000000000101' } },
    );
    expect(withForeignRole.data?.login.user.roleIds).toEqual(['1123598816738675201']);
  });

  it('should rotate refresh tokens over GraphQL and refuse reuse', async () => {
    const first = await graphqlToken(app.http, '000000', 'admin', 'admin');
    const second = await graphql<{ refreshToken: { accessToken: string; refreshToken: string } }>(app.http, REFRESH, {
      input: { refreshToken: first.refreshToken },
    });
    expect(second.data?.refreshToken.refreshToken).toBeDefined();
    const reuse = await graphql(app.http, REFRESH, { input: { refreshToken: first.refreshToken } });
    expect(reuse.errors?.[0]?.extensions.code).toBe('TOKEN_INVALID');
    const me = await graphql(app.http, '{ me { id } }', {}, { token: second.data?.refreshToken.accessToken });
    expect(me.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('should end the session at logout', async () => {
    const { accessToken, refreshToken } = await graphqlToken(app.http, '000000', 'admin', 'admin');
    const logout = await graphql<{ logout: boolean }>(app.http, 'mutation { logout }', {}, { token: accessToken });
    expect(logout.data?.logout).toBe(true);
    expect((await graphql(app.http, '{ me { id } }', {}, { token: accessToken })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app.http, REFRESH, { input: { refreshToken } })).errors?.[0]?.extensions.code).toBe('TOKEN_INVALID');
  });

  it('should expose the client configuration and tenant info without signing in', async () => {
    const result = await graphql<{ clientConfig: Record<string, unknown>; tenantInfo: unknown }>(
      app.http,
      `
        {
          clientConfig {
            captchaEnabled
            tenantMode
            switchMode
            defaultTenantId
            tokenRefreshSeconds
          }
          tenantInfo(domain: "http://nowhere.example") {
            tenantId
          }
        }
      `,
    );
    expect(result.data).toEqual({
      clientConfig: { captchaEnabled: false, tenantMode: true, switchMode: true, defaultTenantId: '000000', tokenRefreshSeconds: 3000 },
      tenantInfo: null,
    });
  });
});

describe('captcha mode', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA_ENABLED: 'true' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should require a solved captcha, accept it once, and refuse it the second time', async () => {
    const withoutCaptcha = await graphql(app.http, LOGIN_MUTATION, { input: { tenantId: '000000', account: 'admin', password: 'admin' } });
    expect(withoutCaptcha.errors?.[0]?.extensions.code).toBe('CAPTCHA_INVALID');

    const issued = await app.http.get('/api/blade-auth/oauth/captcha');
    expect(issued.body.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(issued.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    // The answer is only in the image; the test replaces the stored hash with a known answer.
    await app.application.shared.put(captchaStateKey(issued.body.key), sha256Hex('abcde'), 60);

    const login = (code: string) =>
      app.http
        .post('/api/blade-auth/oauth/token')
        .query({ tenantId: '000000', username: 'admin', password: '21232f297a57a5a743894a0e4a801fc3', grant_type: 'captcha' })
        .set('Authorization', `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`)
        .set('Captcha-Key', issued.body.key)
        .set('Captcha-Code', code);
    const accepted = await login('ABCDE');
    expect(accepted.body.access_token).toBeDefined();
    const reused = await login('ABCDE');
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toBe('验证码不正确');
  });
});

describe('token endpoint rate limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ LOGIN_RATE_PER_MINUTE: '3' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer 429 once an address exceeds the per-minute limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await legacyLogin(app.http, '000000', 'admin', 'admin')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const graphqlLogin = await graphql(app.http, LOGIN_MUTATION, { input: { tenantId: '000000', account: 'admin', password: 'admin' } });
    expect(graphqlLogin.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
  });
});

describe('GraphQL request limits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should refuse operations with too many aliases before running them', async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: clientConfig { tenantMode }`).join(' ');
    const tooManyAliases = await graphql(app.http, `{ ${aliases} }`);
    expect(tooManyAliases.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const fewAliases = Array.from({ length: 5 }, (_, index) => `a${index}: clientConfig { tenantMode }`).join(' ');
    expect((await graphql(app.http, `{ ${fewAliases} }`)).errors).toBeUndefined();
  });

  it('should refuse batched HTTP requests', async () => {
    const response = await app.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send([{ query: '{ clientConfig { tenantMode } }' }, { query: '{ clientConfig { tenantMode } }' }]);
    expect(response.status).toBe(400);
  });
});
