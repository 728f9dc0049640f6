import { FUZZ_TIMEOUT, schema, useFuzzHarness } from './fuzz-harness';

/** The schema-driven fuzz (fuzz-harness.ts): every query, and bad legacy REST requests. */
describe('schema-driven fuzz: queries and legacy REST', () => {
  const harness = useFuzzHarness();

  it(
    'should answer every bad query argument without INTERNAL or a 5xx',
    async () => {
      await harness.fuzz('query', Object.values(schema.getQueryType()?.getFields() ?? {}));
      expect(harness.findings).toEqual([]);
    },
    FUZZ_TIMEOUT,
  );

  it('should answer bad legacy REST bodies and parameters with the legacy envelope, never a 5xx', async () => {
    const { app } = harness;
    const auth = { 'Blade-Auth': `bearer ${harness.token}` };
    const requests = [
      app.http.get('/api/blade-system/param/list').set(auth).query({ paramName: 'a\u0000b' }),
      app.http
        .get('/api/blade-system/param/list')
        .set(auth)
        .query({ paramName: 'x'.repeat(12_000) }),
      app.http
        .get('/api/blade-system/param/list')
        .set(auth)
        .query({ paramName: 'x'.repeat(5_000), current: '-1', size: '100000000' }),
      app.http.get('/api/blade-system/param/list').set(auth).query({ current: 'abc', size: '1e400' }),
      app.http.get('/api/blade-system/param/detail').set(auth).query({ id: "1' or '1'='1" }),
      app.http.post('/api/blade-system/param/submit').set(auth).send({ paramName: '<b>x</b>', paramKey: 'a\u0001', paramValue: 'v' }),
      app.http.post('/api/blade-system/param/submit').set(auth).send({ id: 'not-an-id', paramName: 1, paramKey: [], paramValue: {} }),
      app.http.post('/api/blade-system/param/remove').set(auth).query({ ids: 'a,b,\u0000' }),
      app.http
        .post('/api/blade-desk/notice/submit')
        .set(auth)
        .send({ title: 'x'.repeat(100_000), content: '<p>x</p>', category: 'x' }),
      app.http.post('/api/blade-desk/notice/submit').set(auth).set('content-type', 'application/json').send('{"title": "x",'),
      app.http
        .post('/api/blade-auth/oauth/token')
        .query({ tenantId: '000000\u0000', username: 'admin', password: 'x', grant_type: 'password' }),
      app.http.get('/api/blade-system/tenant/info').query({ domain: 'a\u0000b' }),
    ];
    for (const [index, request] of requests.entries()) {
      const response = await request;
      if (response.status >= 500 || !response.type.includes('json') || response.body?.code === 500) {
        harness.findings.push({ field: 'rest', label: String(index), problem: `HTTP ${response.status} ${response.text.slice(0, 200)}` });
      }
    }
    expect(harness.findings).toEqual([]);
  });
});
