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

  it('should pass text to the database as a value: quotes, question marks and NUL bytes cannot break the statement', async () => {
    const connection = app.application.orm.em.fork().getConnection();
    const text = 'a \' " ? \\ ; -- x';
    expect((await connection.execute<Array<{ v: string; w: string }>>('select ? as v, ? as w', [text, 'second']))[0]).toEqual({
      v: text,
      w: 'second',
    });
    // The boundary refuses NUL; should one reach the database, the statement still runs (libSQL ends the text there).
    const nul = await connection.execute<Array<{ v: string }>>('select ? as v', ['a\u0000b']);
    expect(nul[0]?.v.startsWith('a')).toBe(true);
  });

  it('should answer a 100 KB search string as a client error', async () => {
    const result = await graphql(
      app.http,
      'query ($name: String) { publishablePapers(name: $name) { id } }',
      { name: 'x'.repeat(100_000) },
      { token: admin },
    );
    expect(result.errors?.[0]?.extensions.code).toBe('VALIDATION');
  });

  it('should answer regionChildren without a parent code with the regions', async () => {
    const result = await graphql<{ regionChildren: unknown[] }>(app.http, 'query { regionChildren { code } }', {}, { token: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data?.regionChildren.length).toBeGreaterThan(0);
  });

  it('should answer a query over the token limit with HTTP 400 and the GraphQL error body', async () => {
    const query = `query { ${Array.from({ length: 1000 }, (_, index) => `a${index}: __typename`).join(' ')} }`;
    const response = await app.http.post('/graphql').set('content-type', 'application/json').send({ query });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('VALIDATION');
  });

  it('should answer unreadable and oversized bodies as GraphQL errors and legacy envelopes, never HTML', async () => {
    const badJson = await app.http.post('/graphql').set('content-type', 'application/json').send('{"query": ');
    expect(badJson.status).toBe(400);
    expect(badJson.type).toBe('application/json');
    expect(badJson.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', messageKey: 'input.bodyInvalid' });
    const big = JSON.stringify({ query: '{ __typename }', variables: { x: 'x'.repeat(2_000_000) } });
    const tooLarge = await app.http.post('/graphql').set('content-type', 'application/json').send(big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', messageKey: 'input.bodyTooLarge' });
    const legacy = await app.http
      .post('/api/blade-system/param/submit')
      .set('content-type', 'application/json')
      .set('Blade-Auth', `bearer ${admin}`)
      .send('{"id": ');
    expect(legacy.status).toBe(400);
    expect(legacy.body).toMatchObject({ code: 400, success: false, data: {} });
    expect(legacy.text).not.toMatch(/<html|at \//i);
    const legacyLarge = await app.http.post('/api/blade-system/param/submit').set('content-type', 'application/json').send(big);
    expect(legacyLarge.status).toBe(413);
    expect(legacyLarge.body).toMatchObject({ code: 413, success: false });
    const control = await app.http.get('/api/blade-auth/oauth/captcha').query({ x: 'a\u0001b' });
    expect(control.status).toBe(400);
    expect(control.body).toMatchObject({ code: 400, success: false });
  });

  it('should store plain-text fields without tags, keep comparisons as typed, and keep rich text to its sanitizer', async () => {
    const submit = 'mutation ($input: NoticeInput!) { submitNotice(input: $input) { title content } }';
    const result = await graphql<{ submitNotice: { title: string; content: string } }>(
      app.http,
      submit,
      {
        input: {
          category: 1,
          title: '<b>Week 1</b> <script>x</script>a < b & c > d',
          content: '<p>kept <b>bold</b></p><script>alert(1)</script>',
        },
      },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.submitNotice.title).toBe('Week 1 xa < b & c > d');
    expect(result.data?.submitNotice.content).toBe('<p>kept <b>bold</b></p>');
  });

  it('should name the field of a too-long or control-character value', async () => {
    const submit = 'mutation ($input: NoticeInput!) { submitNotice(input: $input) { title } }';
    const long = await graphql(
      app.http,
      submit,
      { input: { category: 1, title: 'x'.repeat(10_000), content: '<p>x</p>' } },
      { token: admin, language: 'en' },
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION' });
    expect(long.errors?.[0]?.extensions.fields?.[0]?.field).toBe('title');
    const nul = await graphql(
      app.http,
      submit,
      { input: { category: 1, title: 'a\u0000b', content: '<p>x</p>' } },
      { token: admin, language: 'en' },
    );
    expect(nul.errors?.[0]?.extensions.fields).toEqual([
      { field: 'title', message: 'title contains a control character that is not allowed' },
    ]);
  });
});
