import { LoginFailure } from '../../../src/modules/auth/login-failure.entity';
import { buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const VERIFY = 'mutation Verify($input: VerifyMyPasswordInput!) { verifyMyPassword(input: $input) }';

describe('verifyMyPassword (lock screen)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function signedInUser(): Promise<{ tenantId: string; account: string; password: string; accessToken: string }> {
    const tenant = await buildTenant(app.application.orm);
    const user = await buildUser(app.application.orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
    const { accessToken } = await graphqlToken(app.http, tenant.tenantId, user.account, user.password);
    return { tenantId: tenant.tenantId, account: user.account, password: user.password, accessToken };
  }

  it('should accept the caller’s account password and clear earlier failures', async () => {
    const user = await signedInUser();
    const wrong = await graphql(app.http, VERIFY, { input: { password: 'not-it' } }, { token: user.accessToken });
    expect(wrong.errors?.[0]?.extensions.code).toBe('BAD_CREDENTIALS');
    const right = await graphql<{ verifyMyPassword: boolean }>(
      app.http,
      VERIFY,
      { input: { password: user.password } },
      { token: user.accessToken },
    );
    expect(right.errors).toBeUndefined();
    expect(right.data?.verifyMyPassword).toBe(true);
    expect(await app.application.orm.em.fork().findOne(LoginFailure, { tenantId: user.tenantId, account: user.account })).toBeNull();
  });

  it('should refuse a wrong password with a translated BAD_CREDENTIALS error and count it', async () => {
    const user = await signedInUser();
    const chinese = await graphql(app.http, VERIFY, { input: { password: 'wrong' } }, { token: user.accessToken });
    expect(chinese.errors?.[0]).toMatchObject({ message: '密码不正确', extensions: { code: 'BAD_CREDENTIALS' } });
    const english = await graphql(app.http, VERIFY, { input: { password: 'wrong' } }, { token: user.accessToken, language: 'en' });
    expect(english.errors?.[0]).toMatchObject({ message: 'Wrong password', extensions: { code: 'BAD_CREDENTIALS' } });
    const failure = await app.application.orm.em.fork().findOne(LoginFailure, { tenantId: user.tenantId, account: user.account });
    expect(failure?.failCount).toBe(2);
  });

  it('should refuse an anonymous caller and empty or oversized input', async () => {
    const anonymous = await graphql(app.http, VERIFY, { input: { password: 'admin' } }, { language: 'en' });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'Not signed in or the session has expired',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const user = await signedInUser();
    for (const password of ['', 'x'.repeat(129)]) {
      const result = await graphql(app.http, VERIFY, { input: { password } }, { token: user.accessToken });
      expect(result.errors?.[0]?.extensions.code).toBe('VALIDATION');
    }
    expect(await app.application.orm.em.fork().findOne(LoginFailure, { tenantId: user.tenantId, account: user.account })).toBeNull();
  });

  it('should lock the account after five wrong passwords, end the session and refuse login', async () => {
    const user = await signedInUser();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const failed = await graphql(app.http, VERIFY, { input: { password: 'guess' } }, { token: user.accessToken });
      expect(failed.errors?.[0]?.extensions.code).toBe('BAD_CREDENTIALS');
    }
    const fifth = await graphql(app.http, VERIFY, { input: { password: 'guess' } }, { token: user.accessToken });
    expect(fifth.errors?.[0]?.extensions.code).toBe('ACCOUNT_LOCKED');
    // The session is over: even the right password no longer reaches the check.
    const after = await graphql(app.http, VERIFY, { input: { password: user.password } }, { token: user.accessToken });
    expect(after.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const login = await graphql(app.http, 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { tenantId: user.tenantId, account: user.account, password: user.password },
    });
    expect(login.errors?.[0]?.extensions.code).toBe('ACCOUNT_LOCKED');
  });
});
