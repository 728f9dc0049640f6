import { User } from '../../../src/modules/system/user/user.entity';
import { ReportDefinition } from '../../../src/modules/report/definition/report-definition.entity';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { buildReportTenant, REPORT_READER, reportUser, type ReportTenant } from './report-fixture';

const RUN = `
    query ($id: ID, $code: String, $params: JSONObject) {
      runReport(id: $id, code: $code, params: $params) { runId columns { key label format } rows truncated rowCount }
    }
  `;
const LIST = 'query ($filter: ReportDefinitionFilter) { reportDefinitions(filter: $filter) { total records { id code state version } } }';
const DETAIL = 'query ($id: ID!) { reportDefinition(id: $id) { id code } }';
const SAVE = 'mutation ($input: ReportDefinitionInput!) { saveReportDefinition(input: $input) { id code state version } }';
const PUBLISH = 'mutation ($id: ID!) { publishReportDefinition(id: $id) { id state version } }';
const VERSIONS = 'query ($id: ID!) { reportDefinitionVersions(id: $id) { version snapshot } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeReportDefinitions(ids: $ids) }';
const RUNS =
  'query ($id: ID) { reportRuns(definitionId: $id) { total records { ' +
  'definitionId rowCount truncated format paramsHash createUser createUserName } } }';

type Row = Record<string, unknown>;
interface RunData {
  runReport: { runId: string; columns: Array<{ key: string; label: string }>; rows: Row[]; truncated: boolean; rowCount: number };
}

const DEPT_LAYOUT = { columns: [{ key: 'deptName', label: { 'zh-CN': '部门', en: 'Department' } }] };
const EXAM_PARAMS = { fields: [{ name: 'examinationId', type: 'id', required: true, label: { 'zh-CN': '考试', en: 'Examination' } }] };

describe('reports: definitions on whitelisted datasets, runs and their log', () => {
  let app: TestApp;
  let a: ReportTenant;
  let b: ReportTenant;
  let readerA: string;
  let readerB: string;
  let editorA: string;

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    a = await buildReportTenant(orm);
    b = await buildReportTenant(orm);
    readerA = await reportUser(orm, app.http, a.tenant, REPORT_READER);
    readerB = await reportUser(orm, app.http, b.tenant, REPORT_READER);
    editorA = await reportUser(orm, app.http, a.tenant, [...REPORT_READER, 'report_add', 'report_edit', 'report_delete']);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const run = (token: string | undefined, variables: Record<string, unknown>, language?: string) =>
    graphql<RunData>(app.http, RUN, variables, { token, language });

  it('should refuse anonymous callers and callers without the report codes', async () => {
    const anonymous = await run(undefined, { code: 'exam-attendance', params: { examinationId: a.exam.exam.id } });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const anonymousList = await graphql(app.http, LIST, {});
    expect(anonymousList.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const nobody = await reportUser(app.application.orm, app.http, a.tenant, ['exam', 'exam_score']);
    const refused = await run(nobody, { code: 'exam-attendance', params: { examinationId: a.exam.exam.id } });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const refusedList = await graphql(app.http, LIST, {}, { token: nobody });
    expect(refusedList.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('should apply the dataset query’s own permission: report codes without exam_score read nothing', async () => {
    const reportOnly = await reportUser(app.application.orm, app.http, a.tenant, ['report', 'report_list', 'report_run']);
    const refused = await run(reportOnly, { code: 'exam-attendance', params: { examinationId: a.exam.exam.id } });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(refused.data?.runReport).toBeUndefined();
  });

  it('should list the built-in reports, published, in each tenant', async () => {
    const list = await graphql<{ reportDefinitions: { total: number; records: Array<{ code: string; state: string; version: number }> } }>(
      app.http,
      LIST,
      {},
      { token: readerA },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.reportDefinitions.records.map((row) => row.code).sort()).toEqual([
      'exam-attendance',
      'exam-results-by-dept',
      'pass-rates-over-time',
      'question-facility',
    ]);
    expect(list.data?.reportDefinitions.records.every((row) => row.state === 'PUBLISHED' && row.version === 1)).toBe(true);
  });

  it('should give a tenant added by the platform administrator the built-in reports, published', async () => {
    const platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const added = await graphql<{ submitTenant: { tenantId: string } }>(
      app.http,
      'mutation ($input: TenantInput!) { submitTenant(input: $input) { tenantId } }',
      { input: { tenantName: '报表学校', linkman: '李四' } },
      { token: platform },
    );
    expect(added.errors).toBeUndefined();
    const tenantId = added.data?.submitTenant.tenantId ?? '';
    const rows = await app.application.orm.em.fork().find(ReportDefinition, { tenantId }, { filters: false, orderBy: { code: 'asc' } });
    expect(rows.map((row) => [row.code, row.state, row.version])).toEqual([
      ['exam-attendance', 'published', 1],
      ['exam-results-by-dept', 'published', 1],
      ['pass-rates-over-time', 'published', 1],
      ['question-facility', 'published', 1],
    ]);
  });

  it('should compute the built-in reports on the seeded fixture', async () => {
    const params = { examinationId: a.exam.exam.id };
    const byDept = await run(readerA, { code: 'exam-results-by-dept', params }, 'en');
    expect(byDept.errors).toBeUndefined();
    expect(byDept.data?.runReport.columns.map((column) => column.label)).toEqual([
      'Department',
      'Started',
      'Graded',
      'Mean',
      'Pass rate',
      'Highest',
      'Lowest',
    ]);
    expect(byDept.data?.runReport.rows).toEqual([
      { deptName: `Dept ${a.tenant.tenantId}`, started: 4, graded: 4, mean: 1.5, passRate: 0.5, max: 3, min: 0 },
    ]);
    const attendance = await run(readerA, { code: 'exam-attendance', params });
    expect(attendance.data?.runReport.rows).toEqual([{ absent: 0, started: 4, submitted: 4, graded: 4, passRate: 0.5 }]);
    expect(attendance.data?.runReport.columns[0]?.label).toBe('缺考');
    const items = await run(readerA, { code: 'question-facility', params });
    expect(items.data?.runReport.rows.map((row) => [row.responses, row.facility])).toEqual([
      [4, 0.75],
      [4, 0.5],
      [4, 0.25],
    ]);
    expect(items.data?.runReport.rows[0]?.upperLowerIndex).toBe(1);
    const trend = await run(readerA, { code: 'pass-rates-over-time', params });
    expect(trend.data?.runReport.rows).toHaveLength(1);
    expect(trend.data?.runReport.rows[0]).toMatchObject({ graded: 4, mean: 1.5, passRate: 0.5 });
    expect(trend.data?.runReport).toMatchObject({ truncated: false, rowCount: 1 });
  });

  it('should never return another tenant’s rows nor run or show its definitions', async () => {
    // Tenant B's own report with tenant A's examination: the examination is not found in B.
    const crossRows = await run(readerB, { code: 'exam-results-by-dept', params: { examinationId: a.exam.exam.id } });
    expect(crossRows.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(crossRows.data ?? null)).not.toContain(a.tenant.tenantId);
    const own = await run(readerB, { code: 'exam-results-by-dept', params: { examinationId: b.exam.exam.id } });
    expect(own.data?.runReport.rows).toEqual([expect.objectContaining({ deptName: `Dept ${b.tenant.tenantId}`, started: 4 })]);
    const definitionOfA = await app.application.orm.em
      .fork()
      .findOneOrFail(ReportDefinition, { tenantId: a.tenant.tenantId, code: 'exam-attendance' }, { filters: false });
    const crossRun = await run(readerB, { id: definitionOfA.id, params: { examinationId: b.exam.exam.id } });
    expect(crossRun.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const crossDetail = await graphql(app.http, DETAIL, { id: definitionOfA.id }, { token: readerB });
    expect(crossDetail.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('should refuse missing or malformed parameters with translated messages', async () => {
    const missing = await run(readerA, { code: 'exam-attendance', params: {} }, 'en');
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Please fill in the parameter: examinationId',
      extensions: { code: 'VALIDATION' },
    });
    const malformed = await run(readerA, { code: 'exam-attendance', params: { examinationId: 'x; drop' } });
    expect(malformed.errors?.[0]).toMatchObject({ message: '参数值不正确: examinationId', extensions: { code: 'VALIDATION' } });
    const neither = await run(readerA, {});
    expect(neither.errors?.[0]?.extensions.code).toBe('VALIDATION');
  });

  it('should save a draft, refuse it to readers until published, version it and log its runs', async () => {
    const input = {
      code: 'dept-mean',
      name: '部门平均分',
      datasetKind: 'GRAPHQL',
      datasetRef: 'exam-dept-results',
      paramsSchema: EXAM_PARAMS,
      layout: DEPT_LAYOUT,
      rowLimit: 10,
    };
    const saved = await graphql<{ saveReportDefinition: { id: string; state: string; version: number } }>(
      app.http,
      SAVE,
      { input },
      { token: editorA },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveReportDefinition).toMatchObject({ state: 'DRAFT', version: 0 });
    const id = saved.data?.saveReportDefinition.id ?? '';
    const params = { examinationId: a.exam.exam.id };
    const draft = await run(readerA, { id, params });
    expect(draft.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const preview = await run(editorA, { id, params });
    expect(preview.data?.runReport.rows).toEqual([{ deptName: `Dept ${a.tenant.tenantId}` }]);
    const published = await graphql<{ publishReportDefinition: { state: string; version: number } }>(
      app.http,
      PUBLISH,
      { id },
      { token: editorA },
    );
    expect(published.data?.publishReportDefinition).toEqual({ id, state: 'PUBLISHED', version: 1 });
    const ran = await run(readerA, { id, params });
    expect(ran.data?.runReport.rowCount).toBe(1);
    const versions = await graphql<{ reportDefinitionVersions: Array<{ version: number; snapshot: Row }> }>(
      app.http,
      VERSIONS,
      { id },
      { token: readerA },
    );
    expect(versions.data?.reportDefinitionVersions).toEqual([
      { version: 1, snapshot: expect.objectContaining({ code: 'dept-mean', rowLimit: 10 }) },
    ]);
    const runs = await graphql<{ reportRuns: { total: number; records: Array<Row> } }>(app.http, RUNS, { id }, { token: readerA });
    expect(runs.data?.reportRuns.total).toBe(2);
    expect(runs.data?.reportRuns.records[0]).toMatchObject({ definitionId: id, rowCount: 1, truncated: false, format: 'json' });
    // Who ran it, by name (the log's users, read in one query).
    const runner = await app.application.orm.em
      .fork()
      .findOneOrFail(User, { id: String(runs.data?.reportRuns.records[0]?.['createUser']) }, { filters: false });
    expect(runs.data?.reportRuns.records[0]?.['createUserName']).toBe(runner.realName || runner.name || runner.account);
    const runsOfB = await graphql<{ reportRuns: { total: number } }>(app.http, RUNS, { id }, { token: readerB });
    expect(runsOfB.data?.reportRuns.total).toBe(0);
    const duplicate = await graphql(app.http, SAVE, { input }, { token: editorA, language: 'en' });
    expect(duplicate.errors?.[0]).toMatchObject({ message: 'The report code already exists: dept-mean', extensions: { code: 'CONFLICT' } });
    const crossRemove = await graphql<{ removeReportDefinitions: number }>(app.http, REMOVE, { ids: [id] }, { token: readerB });
    expect(crossRemove.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const removed = await graphql<{ removeReportDefinitions: number }>(app.http, REMOVE, { ids: [id] }, { token: editorA });
    expect(removed.data?.removeReportDefinitions).toBe(1);
    const gone = await graphql(app.http, DETAIL, { id }, { token: editorA });
    expect(gone.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('should offer the registered datasets and cut a GraphQL dataset at the row limit', async () => {
    const datasets = await graphql<{ reportDatasets: Array<{ key: string; label: string; variables: string[] }> }>(
      app.http,
      '{ reportDatasets { key label variables } }',
      {},
      { token: editorA, language: 'en' },
    );
    expect(datasets.data?.reportDatasets.map((dataset) => dataset.key)).toEqual([
      'exam-dept-results',
      'exam-attendance',
      'exam-item-analysis',
      'paper-pass-rates',
    ]);
    expect(datasets.data?.reportDatasets[2]).toEqual({
      key: 'exam-item-analysis',
      label: 'Question facility and discrimination',
      variables: ['examinationId'],
    });
    const input = {
      code: 'two-items',
      name: '两题',
      datasetKind: 'GRAPHQL',
      datasetRef: 'exam-item-analysis',
      paramsSchema: EXAM_PARAMS,
      layout: { columns: [{ key: 'facility', label: { 'zh-CN': '难度', en: 'Facility' }, format: 'number' }] },
      rowLimit: 2,
    };
    const saved = await graphql<{ saveReportDefinition: { id: string } }>(app.http, SAVE, { input }, { token: editorA });
    const result = await run(editorA, { id: saved.data?.saveReportDefinition.id, params: { examinationId: a.exam.exam.id } });
    expect(result.data?.runReport).toMatchObject({ truncated: true, rowCount: 2, rows: [{ facility: 0.75 }, { facility: 0.5 }] });
  });

  it('should refuse an unknown dataset, a layout with paths and a SQL dataset from a tenant, saving nothing', async () => {
    const before = await app.application.orm.em.fork().count(ReportDefinition, {}, { filters: false });
    const base = {
      code: 'bad',
      name: 'bad',
      datasetKind: 'GRAPHQL',
      datasetRef: 'exam-dept-results',
      paramsSchema: EXAM_PARAMS,
      layout: DEPT_LAYOUT,
    };
    const unknown = await graphql(app.http, SAVE, { input: { ...base, datasetRef: 'users' } }, { token: editorA, language: 'en' });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Unknown dataset: users', extensions: { code: 'VALIDATION' } });
    const pathLayout = { columns: [{ key: 'user.password', label: { 'zh-CN': 'x', en: 'x' } }] };
    const badLayout = await graphql(app.http, SAVE, { input: { ...base, layout: pathLayout } }, { token: editorA });
    expect(badLayout.errors?.[0]).toMatchObject({ message: '布局定义格式不正确', extensions: { code: 'VALIDATION' } });
    const sql = { ...base, datasetKind: 'SQL', datasetRef: null, sqlText: 'select id from exam_attempt' };
    const tenantSql = await graphql(app.http, SAVE, { input: sql }, { token: editorA, language: 'en' });
    expect(tenantSql.errors?.[0]).toMatchObject({
      message: 'SQL datasets are for the platform administrator only',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await app.application.orm.em.fork().count(ReportDefinition, {}, { filters: false })).toBe(before);
  });

  it('should save a new report code once when the form is sent several times at once', async () => {
    const input = {
      code: 'same-time',
      name: '同时',
      datasetKind: 'GRAPHQL',
      datasetRef: 'exam-dept-results',
      paramsSchema: EXAM_PARAMS,
      layout: DEPT_LAYOUT,
    };
    const saves = await Promise.all([1, 2, 3, 4].map(() => graphql(app.http, SAVE, { input }, { token: editorA, language: 'en' })));
    expect(saves.filter((save) => !save.errors)).toHaveLength(1);
    expect(saves.flatMap((save) => save.errors ?? [])).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ message: 'The report code already exists: same-time' })),
    );
    const stored = await app.application.orm.em.fork().count(ReportDefinition, { code: 'same-time' }, { filters: false });
    expect(stored).toBe(1);
  });
});
