import { ApiLog } from '../../../src/modules/log/api-log.entity';
import { ErrorLog } from '../../../src/modules/log/error-log.entity';
import { UsualLog } from '../../../src/modules/log/usual-log.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyLogin, legacyToken, md5, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const API_LIST = `
    query ($filter: LogFilter, $page: PageInput) {
      apiLogs(filter: $filter, page: $page) {
        records {
          id
          title
          method
          requestUri
          params
          createBy
          httpStatus
          errorCode
          time
          requestId
        }
        total
      }
    }
  `;
const ERROR_LIST = `
    query ($filter: LogFilter) {
      errorLogs(filter: $filter) {
        records {
          id
          serviceId
          exceptionName
          message
          stackTrace
          requestUri
          params
          createBy
          methodClass
        }
        total
      }
    }
  `;
const USUAL_LIST = 'query { usualLogs { records { id logId logLevel logData createBy } total } }';
const UPLOAD = 'mutation ($entries: [ClientErrorInput!]!) { uploadClientErrors(entries: $entries) }';

describe('logs', () => {
  let app: TestApp;

  /** Lets 'finish' handlers run, then writes the buffered rows. */
  const flush = async (): Promise<void> => {
    await new Promise((resolve) => setImmediate(resolve));
    await app.application.services.logs.buffer.flush();
  };
  const rows = <T extends object>(entity: new () => T): Promise<T[]> => app.application.orm.em.fork().find(entity, {}, { filters: false });

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  /** One tenant's GraphQL and REST calls (with a token refresh), flushed once in beforeAll; each `it` reads the rows. */
  describe('API log rows of GraphQL and REST calls after a batch flush', () => {
    let tenant: Awaited<ReturnType<typeof buildTenant>>;
    let gqlLogin: Awaited<ReturnType<typeof graphqlToken>>;
    let legacy: Awaited<ReturnType<typeof legacyToken>>;
    let refreshStatus: number;
    let all: ApiLog[];

    beforeAll(async () => {
      tenant = await buildTenant(app.application.orm, { permissions: ['log_api', 'log_api_view'] });
      gqlLogin = await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password);
      legacy = await legacyToken(app.http, tenant.tenantId, 'admin', tenant.admin.password);
      const refreshed = await app.http
        .post('/api/blade-auth/oauth/token')
        .query({ tenantId: tenant.tenantId, grant_type: 'refresh_token', refresh_token: legacy.refresh_token, scope: 'all' })
        .set('Authorization', `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`);
      refreshStatus = refreshed.status;
      await graphql(app.http, 'query MyMenus { myTopMenus { name } }', {}, { token: gqlLogin.accessToken });
      await app.http.get('/api/blade-system/menu/buttons').query({ 'Blade-Auth': `bearer ${legacy.access_token}` });
      await flush();
      all = await rows(ApiLog);
    });

    it('should keep every password and token out of the rows', () => {
      expect(refreshStatus).toBe(200);
      const text = JSON.stringify(all);
      for (const secret of [
        tenant.admin.password,
        md5(tenant.admin.password),
        gqlLogin.accessToken,
        gqlLogin.refreshToken,
        legacy.access_token,
        legacy.refresh_token,
      ]) {
        expect(text).not.toContain(secret);
      }
    });

    it('should write a GraphQL row titled with the operation name', () => {
      const graphqlRow = all.filter((row) => row.tenantId === tenant.tenantId).find((row) => row.title === 'MyMenus');
      expect(graphqlRow).toMatchObject({
        method: 'POST',
        requestUri: '/graphql',
        methodClass: 'graphql',
        httpStatus: 200,
        createBy: 'admin',
        serviceId: 'exam-server',
        params: '',
      });
      expect(graphqlRow?.requestId).not.toBe('');
    });

    it('should write a REST row titled with its route, the token in the query masked', () => {
      const restRow = all
        .filter((row) => row.tenantId === tenant.tenantId)
        .find((row) => row.requestUri === '/api/blade-system/menu/buttons');
      expect(restRow).toMatchObject({ method: 'GET', methodClass: 'rest', httpStatus: 200, title: 'LegacyMenuButtons' });
      expect(restRow?.params).toBe('Blade-Auth=***');
    });

    it('should give anonymous calls (the token endpoint) to the platform tenant, with the password masked', () => {
      const tokenRow = all.find((row) => row.requestUri === '/api/blade-auth/oauth/token' && row.params?.includes('grant_type=password'));
      expect(tokenRow?.tenantId).toBe('000000');
      expect(tokenRow?.params).toContain('password=***');
    });

    it('should list the rows over GraphQL', async () => {
      const listed = await graphql<{ apiLogs: { records: Array<{ title: string; createBy: string }>; total: number } }>(
        app.http,
        API_LIST,
        { filter: { requestUri: 'graphql' } },
        { token: gqlLogin.accessToken },
      );
      expect(listed.errors).toBeUndefined();
      expect(listed.data?.apiLogs.records.map((row) => row.title)).toContain('MyMenus');
    });

    it('should page and read the rows over the legacy paths', async () => {
      const rest = await app.http
        .get('/api/blade-log/api/list')
        .query({ current: 1, size: 10, requestUri: 'buttons' })
        .set('Blade-Auth', `bearer ${legacy.access_token}`);
      expect(rest.body).toMatchObject({ code: 200, success: true, data: { total: 1, current: 1 } });
      const record = rest.body.data.records[0];
      expect(record).toMatchObject({
        requestUri: '/api/blade-system/menu/buttons',
        method: 'GET',
        title: 'LegacyMenuButtons',
        createBy: 'admin',
      });
      expect(typeof record.time).toBe('string');
      expect(record.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const detail = await app.http
        .get('/api/blade-log/api/detail')
        .query({ id: record.id })
        .set('Blade-Auth', `bearer ${legacy.access_token}`);
      expect(detail.body.data).toMatchObject({ id: record.id, requestUri: '/api/blade-system/menu/buttons' });
    });
  });

  it('should filter by method and create time, newest first, and refuse bad filters', async () => {
    const tenant = await buildTenant(app.application.orm, { permissions: ['log_api'] });
    const token = (await legacyToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).access_token;
    await app.http.get('/api/blade-system/menu/buttons').set('Blade-Auth', `bearer ${token}`);
    await app.http.post('/api/blade-user/unlock').query({ userIds: '1' }).set('Blade-Auth', `bearer ${token}`);
    await flush();
    const auth = { 'Blade-Auth': `bearer ${token}` };
    const posts = await app.http.get('/api/blade-log/api/list').query({ method: 'post' }).set(auth);
    expect(posts.body.data.records.map((row: { requestUri: string }) => row.requestUri)).toEqual(['/api/blade-user/unlock']);
    const all = await app.http.get('/api/blade-log/api/list').set(auth);
    const times = all.body.data.records.map((row: { createTime: string }) => row.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const future = await app.http.get('/api/blade-log/api/list').query({ createTime_dategt: '2999-01-01 00:00:00' }).set(auth);
    expect(future.body.data.total).toBe(0);
    const past = await app.http.get('/api/blade-log/api/list').query({ createTime_datelt: '2000-01-01' }).set(auth);
    expect(past.body.data.total).toBe(0);
    const bad = await app.http.get('/api/blade-log/api/list').query({ createTime_dategt: 'yesterday' }).set(auth);
    expect(bad.status).toBe(400);
    const badMethod = await graphql(app.http, API_LIST, { filter: { method: 'GET; drop' } }, { token, language: 'en' });
    expect(badMethod.errors?.[0]?.extensions.fields?.[0]).toEqual({ field: 'method', message: 'The HTTP method is not valid' });
    const badSort = await graphql(app.http, 'query { apiLogs(sort: [{ field: "params", direction: "ASC" }]) { total } }', {}, { token });
    expect(badSort.errors?.[0]?.extensions.code).toBe('VALIDATION');
  });

  it('should keep each tenant to its own logs and refuse callers without the permission', async () => {
    const orm = app.application.orm;
    const first = await buildTenant(orm, { permissions: ['log_api', 'log_api_view', 'log_error', 'log_usual'] });
    const second = await buildTenant(orm, { permissions: ['log_api', 'log_api_view', 'log_error', 'log_usual'] });
    const firstToken = (await legacyToken(app.http, first.tenantId, 'admin', first.admin.password)).access_token;
    const secondToken = (await graphqlToken(app.http, second.tenantId, 'admin', second.admin.password)).accessToken;
    await app.http.get('/api/blade-system/menu/buttons').set('Blade-Auth', `bearer ${firstToken}`);
    await flush();
    const firstRow = (await rows(ApiLog)).find(
      (row) => row.tenantId === first.tenantId && row.requestUri === '/api/blade-system/menu/buttons',
    );
    expect(firstRow).toBeDefined();
    const list = await graphql<{ apiLogs: { records: Array<{ id: string }> } }>(app.http, API_LIST, {}, { token: secondToken });
    expect(list.data?.apiLogs.records.map((row) => row.id)).not.toContain(firstRow?.id);
    const detail = await graphql(app.http, 'query ($id: ID!) { apiLog(id: $id) { id } }', { id: firstRow?.id }, { token: secondToken });
    expect(detail.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const restDetail = await app.http
      .get('/api/blade-log/api/detail')
      .query({ id: firstRow?.id ?? '' })
      .set(await legacyAuth(app.http, second.tenantId, 'admin', second.admin.password));
    expect(restDetail.status).toBe(404);

    const anonymous = await graphql(app.http, API_LIST);
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const anonymousRest = await app.http.get('/api/blade-log/error/list');
    expect(anonymousRest.status).toBe(401);
    const plain = await buildRole(orm, { tenantId: first.tenantId, alias: 'plain', permissions: ['log_usual'] });
    const user = await buildUser(orm, { tenantId: first.tenantId, roleIds: [plain.id], deptId: first.deptId });
    const userToken = (await legacyToken(app.http, first.tenantId, user.account, user.password)).access_token;
    for (const path of ['/api/blade-log/api/list', '/api/blade-log/error/list', '/api/blade-log/usual/detail?id=1']) {
      const forbidden = await app.http.get(path).set('Blade-Auth', `bearer ${userToken}`);
      expect(forbidden.status).toBe(403);
    }
    const usualList = await app.http.get('/api/blade-log/usual/list').set('Blade-Auth', `bearer ${userToken}`);
    expect(usualList.status).toBe(200);
  });

  it('should write an error log row for an unexpected error on both transports, and none for a caller error', async () => {
    const params = app.application.services.params;
    const token = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
    const spy = jest.spyOn(params, 'page').mockRejectedValue(new TypeError('database exploded'));
    try {
      const viaGraphql = await graphql(app.http, 'query BrokenParams { params { total } }', {}, { token });
      expect(viaGraphql.errors?.[0]).toMatchObject({ message: '服务器异常', extensions: { code: 'INTERNAL' } });
      const viaRest = await app.http.get('/api/blade-system/param/list').set('Blade-Auth', `bearer ${token}`);
      expect(viaRest.status).toBe(500);
      expect(JSON.stringify(viaRest.body)).not.toContain('exploded');
    } finally {
      spy.mockRestore();
    }
    await graphql(app.http, 'query { param(id: "1") { id } }', {}, { token });
    await flush();
    const errors = (await rows(ErrorLog)).filter((row) => row.message === 'database exploded');
    expect(errors.map((row) => row.methodClass).sort()).toEqual(['graphql', 'rest']);
    for (const row of errors) {
      expect(row).toMatchObject({ tenantId: '000000', exceptionName: 'TypeError', createBy: 'admin', serviceId: 'exam-server' });
      expect(row.stackTrace).toContain('TypeError: database exploded');
      expect(row.requestId).not.toBe('');
    }
    expect(errors.find((row) => row.methodClass === 'graphql')).toMatchObject({ requestUri: '/graphql', methodName: 'BrokenParams' });
    expect(errors.find((row) => row.methodClass === 'rest')).toMatchObject({
      requestUri: '/api/blade-system/param/list',
      methodName: 'LegacyParamList',
    });
    const apiRows = (await rows(ApiLog)).filter((row) => row.errorCode === 'INTERNAL');
    expect(apiRows.map((row) => row.httpStatus).sort()).toEqual([200, 500]);
    const listed = await graphql<{ errorLogs: { records: Array<{ message: string }> } }>(
      app.http,
      ERROR_LIST,
      { filter: { serviceId: 'exam-server' } },
      { token },
    );
    expect(listed.data?.errorLogs.records.filter((row) => row.message === 'database exploded')).toHaveLength(2);
    expect((await rows(ErrorLog)).filter((row) => row.message?.includes('does not exist'))).toHaveLength(0);
  });

  it('should store errors uploaded by a signed-in browser, bounded, over GraphQL and the legacy logout', async () => {
    const tenant = await buildTenant(app.application.orm, { permissions: ['log_error'] });
    const token = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    const entry = {
      type: 'error',
      message: 'Cannot read properties of undefined',
      stack: 'TypeError: x\n    at render (http://localhost/assets/index.js:12:34)',
      info: 'render function',
      url: 'http://localhost/system/param',
      time: '2026-11-21 10:00:00',
    };
    const stored = await graphql<{ uploadClientErrors: number }>(app.http, UPLOAD, { entries: [entry, { message: 'second' }] }, { token });
    expect(stored.data?.uploadClientErrors).toBe(2);
    await flush();
    const before = (await rows(ErrorLog)).length;
    const tooMany = await graphql(
      app.http,
      UPLOAD,
      { entries: Array.from({ length: 51 }, () => ({ message: 'm' })) },
      { token, language: 'en' },
    );
    expect(tooMany.errors?.[0]?.extensions.fields?.[0]?.message).toBe('At most 50 error log entries can be uploaded at once');
    const tooLong = await graphql(app.http, UPLOAD, { entries: [{ message: 'x'.repeat(2001) }] }, { token });
    expect(tooLong.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const anonymous = await graphql(app.http, UPLOAD, { entries: [entry] });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    await flush();
    expect((await rows(ErrorLog)).length).toBe(before);

    const legacy = await legacyToken(app.http, tenant.tenantId, 'admin', tenant.admin.password);
    const logout = await app.http
      .post('/api/blade-auth/oauth/logout')
      .set('Blade-Auth', `bearer ${legacy.access_token}`)
      .send([{ ...entry, message: 'from saber' }]);
    expect(logout.body).toEqual({ success: 'true', msg: 'success' });
    const anonymousLogout = await app.http.post('/api/blade-auth/oauth/logout').send({ logs: [{ message: 'anonymous spam' }] });
    expect(anonymousLogout.status).toBe(200);
    await flush();
    const client = (await rows(ErrorLog)).filter((row) => row.tenantId === tenant.tenantId);
    expect(client.map((row) => row.message).sort()).toEqual(['Cannot read properties of undefined', 'from saber', 'second']);
    expect(client.find((row) => row.message === 'Cannot read properties of undefined')).toMatchObject({
      serviceId: 'exam-web',
      methodClass: 'client',
      exceptionName: 'error',
      requestUri: 'http://localhost/system/param',
      fileName: 'http://localhost/assets/index.js',
      lineNumber: 12,
      createBy: 'admin',
    });
    expect((await rows(ErrorLog)).some((row) => row.message === 'anonymous spam')).toBe(false);
    const listed = await graphql<{ errorLogs: { total: number } }>(
      app.http,
      ERROR_LIST,
      { filter: { serviceId: 'exam-web' } },
      { token: (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken },
    );
    expect(listed.data?.errorLogs.total).toBe(3);
  });

  it('should write a usual log when users are unlocked', async () => {
    const orm = app.application.orm;
    const tenant = await buildTenant(orm, { permissions: ['user_unlock', 'log_usual', 'log_usual_view'] });
    const locked = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await legacyLogin(app.http, tenant.tenantId, locked.account, 'wrong');
    }
    const admin = await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password);
    const unlocked = await graphql<{ unlockUsers: number }>(
      app.http,
      'mutation ($ids: [ID!]!) { unlockUsers(userIds: $ids) }',
      { ids: [locked.id] },
      { token: admin.accessToken },
    );
    expect(unlocked.data?.unlockUsers).toBe(1);
    await flush();
    const usual = await orm.em.fork().find(UsualLog, { logId: 'user.unlock', tenantId: tenant.tenantId }, { filters: false });
    expect(usual).toHaveLength(1);
    expect(JSON.parse(usual[0]?.logData ?? '{}')).toEqual({ userIds: [locked.id], accounts: [locked.account] });
    const listed = await graphql<{ usualLogs: { records: Array<{ logId: string; createBy: string }> } }>(
      app.http,
      USUAL_LIST,
      {},
      { token: admin.accessToken },
    );
    expect(listed.data?.usualLogs.records).toEqual([
      { id: usual[0]?.id, logId: 'user.unlock', logLevel: 'info', logData: usual[0]?.logData, createBy: 'admin' },
    ]);
    const rest = await app.http
      .get('/api/blade-log/usual/detail')
      .query({ id: usual[0]?.id ?? '' })
      .set('Blade-Auth', `bearer ${admin.accessToken}`);
    expect(rest.body.data).toMatchObject({ id: usual[0]?.id, logId: 'user.unlock', logLevel: 'info', createBy: 'admin' });
    const other = await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin');
    const demoList = await graphql<{ usualLogs: { records: Array<{ id: string }> } }>(
      app.http,
      USUAL_LIST,
      {},
      { token: other.accessToken },
    );
    expect(demoList.data?.usualLogs.records.map((row) => row.id)).not.toContain(usual[0]?.id);
  });

  it('should purge rows older than the retention period and keep newer ones', async () => {
    const em = app.application.orm.em.fork();
    const row = (logId: string, ageDays: number): UsualLog =>
      Object.assign(new UsualLog(), { tenantId: '000000', logId, createTime: new Date(Date.now() - ageDays * 86_400_000) });
    const old = row('old', 91);
    const recent = row('recent', 89);
    await em.persist([old, recent]).flush();
    const deleted = await app.application.services.logs.retention.purge(app.application.orm.em.fork());
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await app.application.orm.em.fork().find(UsualLog, { id: { $in: [old.id, recent.id] } }, { filters: false });
    expect(left.map((row) => row.logId)).toEqual(['recent']);
    expect(await app.application.services.logs.retention.purge(app.application.orm.em.fork())).toBe(0);
  });
});
