import { startTestApp, type TestApp } from '../../helpers/test-app';

jest.setTimeout(60_000);

/** /health/ready: what a load balancer asks before sending a node traffic (database, Redis, file storage). */
describe('/health/ready', () => {
  let app: TestApp;

  afterEach(async () => {
    await app?.close();
  });

  it('answers ready with each check named: database and local storage up, Redis off on one node', async () => {
    app = await startTestApp();
    const response = await app.http.get('/health/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', checks: { database: 'up', redis: 'off', storage: 'up' } });
  });

  it('answers 503 naming the check that is down, without hosts or error texts', async () => {
    // An S3 endpoint nobody listens on: the storage check fails fast (connection refused).
    app = await startTestApp({
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'exam-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret-value',
    });
    const response = await app.http.get('/health/ready');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable', checks: { database: 'up', redis: 'off', storage: 'down' } });
    expect(JSON.stringify(response.body)).not.toMatch(/127\.0\.0\.1|exam-files|secret/);
  });
});
