import { legacyRoutes } from '../../src/rest/legacy-routes';
import { DEMO_USER_IDS } from '../../src/seeders/demo/demo-ids';
import { SABER_BASIC, legacyToken, md5 } from '../helpers/auth-client';
import { startTestApp, type TestApp } from '../helpers/test-app';

interface RowContract {
  /** Query or form parameters of a valid call. */
  params?: Record<string, string>;
  /** What an anonymous caller gets: the legacy public paths answer, the rest say 401. */
  anonymous: 'ok' | 401;
  /** Checks the signed-in (administrator) answer. */
  check: (body: Record<string, unknown>, status: number) => void;
}

const envelopeOk = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(200);
  expect(body).toMatchObject({ code: 200, success: true });
  expect(typeof body['msg']).toBe('string');
  expect(body).toHaveProperty('data');
};

/** One entry per row of the legacy table; a row without an entry fails the coverage test. */
const CONTRACT: Record<string, RowContract> = {
  'POST /blade-auth/oauth/token': {
    params: { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all', type: 'account' },
    anonymous: 'ok',
    check: (body, status) => {
      expect(status).toBe(200);
      expect(typeof body['access_token']).toBe('string');
      expect(typeof body['user_id']).toBe('string');
    },
  },
  'GET /blade-auth/oauth/captcha': {
    anonymous: 'ok',
    check: (body) => {
      expect(Object.keys(body).sort()).toEqual(['image', 'key']);
    },
  },
  'GET /blade-auth/oauth/logout': { anonymous: 'ok', check: (body) => expect(body).toEqual({ success: 'true', msg: 'success' }) },
  'POST /blade-auth/oauth/logout': { anonymous: 'ok', check: (body) => expect(body).toEqual({ success: 'true', msg: 'success' }) },
  'GET /blade-auth/oauth/clear-cache': { anonymous: 401, check: (body) => expect(body).toEqual({ success: 'true', msg: 'success' }) },
  'GET /blade-auth/oauth/user-info': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ id: '1123598821738675201', account: 'admin', tenantId: '000000' });
    },
  },
  'GET /blade-system/tenant/info': {
    params: { domain: 'http://localhost:1888' },
    anonymous: 'ok',
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual({});
    },
  },
  'GET /blade-system/menu/routes': {
    anonymous: 'ok',
    check: (body, status) => {
      envelopeOk(body, status);
      const data = body['data'] as Array<Record<string, unknown>>;
      expect(data[0]).toMatchObject({ id: '1900000000000000001', parentId: '0', code: 'home', name: '首页', path: '/wel/index', source: 'home', hasChildren: false });
    },
  },
  'GET /blade-system/menu/buttons': { anonymous: 401, check: (body, status) => envelopeOk(body, status) },
  'GET /blade-system/menu/top-menu': { anonymous: 'ok', check: (body, status) => envelopeOk(body, status) },
  'POST /blade-user/unlock': {
    params: { userIds: DEMO_USER_IDS.student },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    },
  },
  'GET /blade-system/param/list': {
    params: { current: '1', size: '10' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ total: 6, current: 1, size: 10, pages: 1 });
    },
  },
  'GET /blade-system/param/detail': {
    params: { id: '1123598819738675203' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ id: '1123598819738675203', paramKey: 'account.failCount', paramValue: '5' });
    },
  },
  'POST /blade-system/param/submit': {
    params: {},
    anonymous: 401,
    check: (body, status) => {
      // No body: the legacy server could not read the message either.
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false });
    },
  },
  'POST /blade-system/param/remove': {
    params: { ids: '1123598819738675201' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
    },
  },
};

describe('legacy REST contract', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    token = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
  });

  afterAll(async () => {
    await app.close();
  });

  const rows = legacyRoutes({} as never, { timeZone: 'Asia/Shanghai' }).map((route) => `${route.method} ${route.path}`);

  it('should have a contract entry for every row of the table', () => {
    expect(rows.filter((row) => !CONTRACT[row])).toEqual([]);
  });

  const call = (row: string, withToken: boolean) => {
    const [method, path] = row.split(' ') as ['GET' | 'POST', string];
    const contract = CONTRACT[row];
    let request = method === 'GET' ? app.http.get(`/api${path}`) : app.http.post(`/api${path}`);
    request = request.query(contract?.params ?? {}).set('Authorization', SABER_BASIC);
    if (withToken) {
      request = request.set('Blade-Auth', `bearer ${token}`);
    }
    return request;
  };

  it.each(rows.filter((row) => !row.includes('logout')))('%s answers a signed-in administrator in the contract shape', async (row) => {
    const response = await call(row, true);
    CONTRACT[row]?.check(response.body as Record<string, unknown>, response.status);
  });

  it.each(rows)('%s answers an anonymous caller as the legacy server did', async (row) => {
    const response = await call(row, false);
    if (CONTRACT[row]?.anonymous === 401) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 401, success: false });
    } else {
      expect(response.status).toBe(200);
    }
  });

  it('should answer an unknown path with the legacy 404 envelope', async () => {
    const response = await app.http.get('/api/blade-system/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 400, success: false });
  });

  it('logout rows end the session of a signed-in caller', async () => {
    for (const row of rows.filter((candidate) => candidate.includes('logout'))) {
      const own = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
      const [method, path] = row.split(' ') as ['GET' | 'POST', string];
      const request = method === 'GET' ? app.http.get(`/api${path}`) : app.http.post(`/api${path}`);
      const response = await request.set('Blade-Auth', `bearer ${own}`);
      CONTRACT[row]?.check(response.body as Record<string, unknown>, response.status);
      const after = await app.http.get('/api/blade-system/menu/buttons').set('Blade-Auth', `bearer ${own}`);
      expect(after.status).toBe(401);
    }
  });
});
