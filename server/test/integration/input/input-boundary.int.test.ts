import { graphql, graphqlToken, LOGIN_MUTATION } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

describe('the input boundary', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer a NUL byte in a string as a client error, also before sign-in', async () => {
    const login = await graphql(app.http, LOGIN_MUTATION, { input: { tenantId: '000000', account: 'ad\u0000min', password: 'x' } });
    expect(login.errors?.[0]?.extensions.code).not.toBe('INTERNAL');
    const info = await graphql(app.http, 'query ($domain: String) { tenantInfo(domain: $domain) { tenantId } }', { domain: 'a\u0000b' });
    expect(info.errors?.[0]?.extensions.code ?? 'none').not.toBe('INTERNAL');
  });

  it('should answer a 100 KB search string as a client error', async () => {
    const result = await graphql(app.http, 'query ($name: String) { publishablePapers(name: $name) { id } }', { name: 'x'.repeat(100_000) }, { token: admin });
    expect(result.errors?.[0]?.extensions.code).toBe('VALIDATION');
  });
});
