import { legacyRoutes } from '../../src/rest/legacy-routes';
import { SABER_BASIC, legacyToken } from '../helpers/auth-client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import type { RowContract } from './row-contract';
import { AUTH_ROWS } from './rows/auth.rows';
import { CLIENT_ROWS } from './rows/client.rows';
import { EXAM_ATTEMPT_ROWS } from './rows/exam-attempt.rows';
import { EXAM_AUTHORING_ROWS } from './rows/exam-authoring.rows';
import { DICT_ROWS } from './rows/dict.rows';
import { DEPT_ROWS } from './rows/dept.rows';
import { DEVELOP_ROWS } from './rows/develop.rows';
import { EXAM_DELIVERY_ROWS } from './rows/exam-delivery.rows';
import { EXAM_GRADING_ROWS } from './rows/exam-grading.rows';
import { MENU_ADMIN_ROWS } from './rows/menu-admin.rows';
import { LOG_ROWS } from './rows/log.rows';
import { RESOURCE_ROWS } from './rows/resource.rows';
import { SMS_ROWS } from './rows/sms.rows';
import { REPORT_ROWS } from './rows/report.rows';
import { MENU_ROWS } from './rows/menu.rows';
import { NOTICE_ROWS } from './rows/notice.rows';
import { PARAM_ROWS } from './rows/param.rows';
import { REGION_ROWS } from './rows/region.rows';
import { TENANT_ROWS } from './rows/tenant.rows';
import { USER_ROWS } from './rows/user.rows';
import { POST_ROWS } from './rows/post.rows';
import { ROLE_ROWS } from './rows/role.rows';
import { SCOPE_ROWS } from './rows/scope.rows';
import { TOP_MENU_ROWS } from './rows/top-menu.rows';
import { FLOW_ADMIN_ROWS } from './rows/flow-admin.rows';
import { FLOW_WORK_ROWS } from './rows/flow-work.rows';

/** One entry per row of the legacy table; a row without an entry fails the coverage test. */
const CONTRACT: Record<string, RowContract> = {
  ...AUTH_ROWS,
  ...MENU_ROWS,
  ...USER_ROWS,
  ...PARAM_ROWS,
  ...TENANT_ROWS,
  ...CLIENT_ROWS,
  ...DICT_ROWS,
  ...REGION_ROWS,
  ...NOTICE_ROWS,
  ...DEPT_ROWS,
  ...POST_ROWS,
  ...ROLE_ROWS,
  ...MENU_ADMIN_ROWS,
  ...TOP_MENU_ROWS,
  ...SCOPE_ROWS,
  ...LOG_ROWS,
  ...RESOURCE_ROWS,
  ...SMS_ROWS,
  ...REPORT_ROWS,
  ...EXAM_DELIVERY_ROWS,
  ...EXAM_ATTEMPT_ROWS,
  ...EXAM_GRADING_ROWS,
  ...EXAM_AUTHORING_ROWS,
  ...FLOW_ADMIN_ROWS,
  ...FLOW_WORK_ROWS,
  ...DEVELOP_ROWS,
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

  it('should answer an unknown path, or a known path with the other method, with the legacy 404 envelope', async () => {
    const response = await app.http.get('/api/blade-system/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 400, success: false });
    const wrongMethod = await app.http.post('/api/blade-auth/oauth/captcha');
    expect(wrongMethod.status).toBe(404);
  });

  it('should match paths as Express does: any letter case, one trailing slash, HEAD for GET rows', async () => {
    for (const path of ['/api/blade-auth/oauth/captcha/', '/api/Blade-Auth/OAuth/Captcha']) {
      const response = await app.http.get(path).set('Authorization', SABER_BASIC);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ key: expect.any(String) });
    }
    expect((await app.http.head('/api/blade-auth/oauth/captcha').set('Authorization', SABER_BASIC)).status).toBe(200);
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
