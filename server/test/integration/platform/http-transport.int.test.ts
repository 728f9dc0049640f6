import { gzipSync } from 'node:zlib';
import supertest from 'supertest';
import { ApiLog } from '../../../src/modules/log/api-log.entity';
import { API_SECURITY_HEADER_NAMES } from '../../../src/app/security-headers';
import { graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/** Headers that differ between two answers for reasons of time or connection only. */
const VOLATILE = new Set(['date', 'connection', 'keep-alive']);
const DOCUMENT_ONLY = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function stable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE.has(name)));
}

describe('HTTP transport: POST /graphql on the Node server, everything else through Express', () => {
  let app: TestApp;
  let token: string;
  /** The Express app alone (what served /graphql before the fast path). */
  let viaExpress: ReturnType<typeof supertest>;

  beforeAll(async () => {
    app = await startTestApp();
    viaExpress = supertest(app.application.app);
    token = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (agent: ReturnType<typeof supertest>, body: string) =>
    agent.post('/graphql').set('content-type', 'application/json').set('authorization', `Bearer ${token}`).send(body);

  it.each([
    ['a signed-in query', JSON.stringify({ query: 'query Me { me { account } }' })],
    ['an unknown field', JSON.stringify({ query: '{ nope }' })],
    ['unreadable JSON', '{"query": '],
    ['a JSON string', '"x"'],
    ['a body with a byte order mark', '\ufeff{"query":"{ __typename }"}'],
    ['a body of whitespace', '  \n '],
    ['a body led by a non-JSON space', '\u00a0{"query":"{ __typename }"}'],
  ])('should answer %s exactly as the Express route does', async (_name, body) => {
    const fast = await post(app.http, body);
    const slow = await post(viaExpress, body);
    expect(fast.status).toBe(slow.status);
    expect(fast.text).toBe(slow.text);
    expect(stable(fast.headers)).toEqual(stable(slow.headers));
  });

  it('should leave oversized, compressed and non-JSON bodies to Express (413, 400, the CSRF rule)', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { x: 'x'.repeat(1_100_000) } });
    const tooLarge = await post(app.http, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', messageKey: 'input.bodyTooLarge' });
    const plain = await app.http.post('/graphql').set('content-type', 'text/plain').send('{"query":"{ __typename }"}');
    const plainViaExpress = await viaExpress.post('/graphql').set('content-type', 'text/plain').send('{"query":"{ __typename }"}');
    expect(plain.status).toBe(plainViaExpress.status);
    expect(plain.status).toBeGreaterThanOrEqual(400);
    const gzipped = (agent: ReturnType<typeof supertest>) =>
      agent
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('content-encoding', 'gzip')
        .send(gzipSync(JSON.stringify({ query: '{ __typename }' })));
    const compressed = await gzipped(app.http);
    const compressedViaExpress = await gzipped(viaExpress);
    expect([compressed.status, compressed.text]).toEqual([compressedViaExpress.status, compressedViaExpress.text]);
  });

  it('should write the API log row of a call on the fast path', async () => {
    const response = await post(app.http, JSON.stringify({ query: 'query FastPathProbe { __typename }' })).set(
      'x-request-id',
      'fast-path-1',
    );
    expect(response.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    await app.application.services.logs.buffer.flush();
    const rows = await app.application.orm.em.fork().find(ApiLog, { requestId: 'fast-path-1' }, { filters: false });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'FastPathProbe',
      requestUri: '/graphql',
      method: 'POST',
      methodClass: 'graphql',
      httpStatus: 200,
      tenantId: '000000',
      createBy: 'admin',
      type: '1',
      status: 1,
    });
  });

  it('should send the API security headers (no ETag) on API answers and helmet’s full set elsewhere', async () => {
    for (const response of [await post(app.http, JSON.stringify({ query: '{ __typename }' })), await app.http.get('/health')]) {
      for (const name of API_SECURITY_HEADER_NAMES) {
        expect(response.headers[name]).toBeDefined();
      }
      for (const name of [...DOCUMENT_ONLY, 'etag', 'x-powered-by']) {
        expect(response.headers[name]).toBeUndefined();
      }
    }
    expect((await app.http.get('/api/blade-system/menu/routes').set('blade-auth', `bearer ${token}`)).headers['etag']).toBeUndefined();
    const page = await app.http.get('/some/page');
    for (const name of [...API_SECURITY_HEADER_NAMES, ...DOCUMENT_ONLY]) {
      expect(page.headers[name]).toBeDefined();
    }
    expect(page.headers['x-powered-by']).toBeUndefined();
  });
});
