import { ReportDefinition } from '../../../src/modules/report/definition/report-definition.entity';
import type { ReportLayout } from '../../../src/modules/report/definition/report-layout';
import { DatasetKind, ReportState } from '../../../src/modules/report/definition/report-enums';
import { Datasource } from '../../../src/modules/develop/datasource/datasource.entity';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { buildReportTenant, type ReportTenant } from './report-fixture';

const SAVE = 'mutation ($input: ReportDefinitionInput!) { saveReportDefinition(input: $input) { id } }';
const RUN = 'query ($id: ID, $params: JSONObject) { runReport(id: $id, params: $params) { rows truncated rowCount } }';

const TENANT_PARAM = { fields: [{ name: 'tenantId', type: 'string', required: true, label: { 'zh-CN': '租户', en: 'Tenant' } }] };
const LAYOUT: ReportLayout = {
  columns: [
    { key: 'tenant_id', label: { 'zh-CN': '租户', en: 'Tenant' } },
    { key: 'score', label: { 'zh-CN': '得分', en: 'Score' }, format: 'number' },
  ],
};

describe('reports: SQL datasets (platform administrator only)', () => {
  let app: TestApp;
  let a: ReportTenant;
  let platform: string;
  let sequence = 0;

  beforeAll(async () => {
    app = await startTestApp();
    a = await buildReportTenant(app.application.orm);
    await buildReportTenant(app.application.orm);
    platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const save = (sqlText: string, extra: Record<string, unknown> = {}) => {
    sequence += 1;
    const input = {
      code: `sql-${sequence}`,
      name: 'SQL',
      datasetKind: 'SQL',
      sqlText,
      paramsSchema: TENANT_PARAM,
      layout: LAYOUT,
      ...extra,
    };
    return graphql<{ saveReportDefinition: { id: string } }>(app.http, SAVE, { input }, { token: platform, language: 'en' });
  };

  const run = (id: string, params: Record<string, unknown>) =>
    graphql<{ runReport: { rows: Array<Record<string, unknown>>; truncated: boolean; rowCount: number } }>(
      app.http,
      RUN,
      { id, params },
      { token: platform, language: 'en' },
    );

  it('should run a platform administrator’s SELECT with its parameters bound, not substituted', async () => {
    const saved = await save(
      'select a.tenant_id, a.total_score as score from exam_attempt a where a.tenant_id = :tenantId order by a.total_score desc',
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data?.saveReportDefinition.id ?? '';
    const result = await run(id, { tenantId: a.tenant.tenantId });
    expect(result.errors).toBeUndefined();
    expect(result.data?.runReport.rows.map((row) => row.tenant_id)).toEqual(Array(4).fill(a.tenant.tenantId));
    expect(result.data?.runReport.truncated).toBe(false);
    // A parameter is a value, never SQL: an injection attempt matches no tenant.
    const injected = await run(id, { tenantId: "x' or '1'='1" });
    expect(injected.data?.runReport.rows).toEqual([]);
  });

  it('should cut at the row limit and say the result was truncated', async () => {
    const saved = await save('select a.tenant_id, a.total_score as score from exam_attempt a where a.tenant_id = :tenantId', {
      rowLimit: 3,
    });
    const result = await run(saved.data?.saveReportDefinition.id ?? '', { tenantId: a.tenant.tenantId });
    expect(result.data?.runReport).toMatchObject({ truncated: true, rowCount: 3 });
    expect(result.data?.runReport.rows).toHaveLength(3);
  });

  it.each([
    ['a write', 'update exam_attempt set total_score = 0 where tenant_id = :tenantId'],
    ['two statements', 'select tenant_id from exam_attempt; delete from exam_attempt'],
    ['a table outside the allow-list', 'select u.tenant_id, u.password as score from blade_user u where u.tenant_id = :tenantId'],
    ['an allowed table joined with another', 'select a.tenant_id from exam_attempt a join blade_user u on u.id = a.user_id'],
    ['a comment', 'select tenant_id from exam_attempt -- where tenant_id = :tenantId'],
    ['a subquery on another table', 'select a.tenant_id from exam_attempt a where a.user_id in (select id from blade_user)'],
  ])('should refuse %s and change nothing', async (_name, sqlText) => {
    const before = await app.application.orm.em.fork().count(ReportDefinition, {}, { filters: false });
    const result = await save(sqlText);
    expect(await app.application.orm.em.fork().count(ReportDefinition, {}, { filters: false })).toBe(before);
    expect(result.errors?.[0]).toMatchObject({
      message: 'A SQL dataset must be one SELECT statement reading only allowed tables, without comments',
      extensions: { code: 'VALIDATION' },
    });
    const attempts = await app.application.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ total: number }>>('select count(*) as total from exam_attempt where total_score > 0');
    expect(Number(attempts[0]?.total)).toBeGreaterThan(0);
  });

  it('should run on the chosen datasource, not the main database', async () => {
    const created = await graphql<{ submitDatasource: { id: string } }>(
      app.http,
      'mutation ($input: DatasourceInput!) { submitDatasource(input: $input) { id } }',
      {
        input: {
          name: 'reports',
          driverClass: 'org.sqlite.JDBC',
          url: `jdbc:sqlite:reports_${process.pid}.db`,
          username: '',
          password: 'unused',
        },
      },
      { token: platform },
    );
    expect(created.errors).toBeUndefined();
    const datasourceId = created.data?.submitDatasource.id ?? '';
    const { datasources, databases } = app.application.services;
    const em = app.application.orm.em.fork();
    const target = datasources.targetOf(await em.findOneOrFail(Datasource, { id: datasourceId }));
    await databases.inspect(target, async (other) => {
      const connection = other.getConnection();
      await connection.execute('create table exam_attempt (tenant_id text, total_score integer)');
      await connection.execute("insert into exam_attempt values ('elsewhere', 7)");
    });
    const saved = await save('select tenant_id, total_score as score from exam_attempt where tenant_id = :tenantId', { datasourceId });
    const result = await run(saved.data?.saveReportDefinition.id ?? '', { tenantId: 'elsewhere' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.runReport.rows).toEqual([{ tenant_id: 'elsewhere', score: 7 }]);
    const missing = await save('select tenant_id from exam_attempt', { datasourceId: '1' });
    const refused = await run(missing.data?.saveReportDefinition.id ?? '', { tenantId: 'elsewhere' });
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('should refuse a SQL dataset to a tenant administrator even when one exists in the tenant', async () => {
    const tenantAdmin = (await graphqlToken(app.http, a.tenant.tenantId, 'admin', 'admin-pass')).accessToken;
    const em = app.application.orm.em.fork();
    const definition = em.create(ReportDefinition, {
      tenantId: a.tenant.tenantId,
      code: 'planted-sql',
      name: 'planted',
      datasetKind: DatasetKind.SQL,
      sqlText: 'select tenant_id from exam_attempt',
      paramsSchema: { fields: [] },
      layout: LAYOUT,
      state: ReportState.PUBLISHED,
      version: 1,
    });
    await em.flush();
    const result = await graphql(app.http, RUN, { id: definition.id, params: {} }, { token: tenantAdmin, language: 'en' });
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
