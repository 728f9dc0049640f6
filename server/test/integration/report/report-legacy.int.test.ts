import { ReportDefinition } from '../../../src/modules/report/definition/report-definition.entity';
import { signedInUser } from '../../factories/exam-delivery.factory';
import { legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { buildReportTenant, REPORT_READER, type ReportTenant } from './report-fixture';

const LIST = '/api/blade-report/report/rest/list';
const DETAIL = '/api/blade-report/report/rest/detail';
const REMOVE = '/api/blade-report/report/rest/remove';

describe('legacy report paths (blade-report/report/rest)', () => {
  let app: TestApp;
  let a: ReportTenant;
  let b: ReportTenant;
  let headersA: Record<string, string>;
  let headersB: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    a = await buildReportTenant(orm);
    b = await buildReportTenant(orm);
    const codes = [...REPORT_READER, 'report_delete'];
    const userA = await signedInUser(orm, app.http, { tenantId: a.tenant.tenantId, deptId: a.tenant.deptId, permissions: codes });
    const userB = await signedInUser(orm, app.http, { tenantId: b.tenant.tenantId, deptId: b.tenant.deptId, permissions: codes });
    headersA = await legacyAuth(app.http, a.tenant.tenantId, userA.account, userA.password);
    headersB = await legacyAuth(app.http, b.tenant.tenantId, userB.account, userB.password);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const idOf = async (tenant: ReportTenant, code: string) =>
    (await app.application.orm.em.fork().findOneOrFail(ReportDefinition, { tenantId: tenant.tenant.tenantId, code }, { filters: false }))
      .id;

  it('should list the tenant’s own reports by name, one page', async () => {
    const response = await app.http.get(LIST).query({ name: '考试', current: '1', size: '2' }).set(headersA);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ total: 1, size: 2, current: 1 });
    expect(response.body.data.records).toEqual([
      expect.objectContaining({ id: await idOf(a, 'exam-results-by-dept'), name: '考试成绩（按部门）' }),
    ]);
  });

  it('should neither show nor delete another tenant’s report', async () => {
    const foreign = await idOf(a, 'exam-attendance');
    const detail = await app.http.get(DETAIL).query({ id: foreign }).set(headersB);
    expect(detail.body).toMatchObject({ success: false });
    const removed = await app.http.post(REMOVE).query({ ids: foreign }).set(headersB);
    expect(removed.status).toBe(200);
    const still = await app.http.get(DETAIL).query({ id: foreign }).set(headersA);
    expect(still.body.data).toMatchObject({ id: foreign, name: '考生出勤' });
  });

  it('should soft-delete the tenant’s own report and refuse a malformed id list', async () => {
    const own = await idOf(a, 'pass-rates-over-time');
    const bad = await app.http.post(REMOVE).query({ ids: 'x,y' }).set(headersA);
    expect(bad.body).toMatchObject({ success: false, code: 400 });
    const removed = await app.http.post(REMOVE).query({ ids: own }).set(headersA);
    expect(removed.body).toMatchObject({ success: true });
    const row = await app.application.orm.em.fork().findOneOrFail(ReportDefinition, { id: own }, { filters: false });
    expect(row.isDeleted).toBe(1);
    const gone = await app.http.get(DETAIL).query({ id: own }).set(headersA);
    expect(gone.body).toMatchObject({ success: false });
  });

  it('should answer 401 to anonymous callers and refuse callers without report_list', async () => {
    expect((await app.http.get(LIST)).status).toBe(401);
    const other = await signedInUser(app.application.orm, app.http, { tenantId: a.tenant.tenantId, deptId: a.tenant.deptId });
    const headers = await legacyAuth(app.http, a.tenant.tenantId, other.account, other.password);
    const refused = await app.http.get(LIST).set(headers);
    expect(refused.body).toMatchObject({ success: false, code: 403 });
  });
});
