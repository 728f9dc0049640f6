import { graphql, HttpResponse } from 'msw';
import zhSeed from '../../i18n/locales/zh-CN/seed.json';
import type {
  ExportReportQuery,
  ExportReportQueryVariables,
  MyMenusQuery,
  MyPermissionsQuery,
  ReportDatasetsQuery,
  ReportDefinitionQuery,
  ReportDefinitionQueryVariables,
  ReportDefinitionsQuery,
  ReportDefinitionVersionsQuery,
  ReportRunsQuery,
  ReportRunsQueryVariables,
  ReportDefinitionsQueryVariables,
  RunReportQuery,
  RunReportQueryVariables,
  StatsExaminationQuery,
  StatsExaminationsQuery,
} from '../../generated/graphql';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import { sessionFixtures } from '../../shared/session/session.mocks';
import type { ReportRow } from './list/report-crud';

const EXAMINATION_PARAM = {
  fields: [{ name: 'examinationId', type: 'id', required: true, label: { 'zh-CN': 'Examination (zh)', en: 'Examination' } }],
};

/** Two reports: the built-in results by department (published, with a bar chart) and a tenant's own draft. */
export const reportFixtures: readonly ReportRow[] = [
  {
    id: '1970000000000000001',
    code: 'exam-results-by-dept',
    // As seeded: stored in Chinese, shown by code in the chosen language.
    name: zhSeed['report.exam-results-by-dept'],
    description: zhSeed['reportDescription.exam-results-by-dept'],
    datasetKind: 'GRAPHQL',
    datasetRef: 'exam-dept-results',
    state: 'PUBLISHED',
    version: 1,
    rowLimit: 1000,
    timeoutMs: 10000,
    paramsSchema: EXAMINATION_PARAM,
    layout: {
      columns: [
        { key: 'deptName', label: { 'zh-CN': 'Department (zh)', en: 'Department' } },
        { key: 'mean', label: { 'zh-CN': 'Mean (zh)', en: 'Mean' }, format: 'number', align: 'right' },
        { key: 'passRate', label: { 'zh-CN': 'Pass rate (zh)', en: 'Pass rate' }, format: 'percent', align: 'right' },
      ],
      chart: { kind: 'bar', xKey: 'deptName', seriesKeys: ['mean'] },
    },
    updateTime: '2026-03-01T08:00:00.000Z',
  },
  {
    id: '1970000000000000002',
    code: 'my-draft',
    name: 'Draft report',
    description: null,
    datasetKind: 'GRAPHQL',
    datasetRef: 'exam-attendance',
    state: 'DRAFT',
    version: 0,
    rowLimit: 1000,
    timeoutMs: 10000,
    paramsSchema: EXAMINATION_PARAM,
    layout: { columns: [{ key: 'started', label: { 'zh-CN': 'Started (zh)', en: 'Started' }, format: 'integer' }] },
    updateTime: '2026-03-02T08:00:00.000Z',
  },
];

export const reportExamination = {
  id: '1950000000000000001',
  name: 'Computer basics midterm',
  status: 'GRADED',
  openAt: '2026-03-02T01:00:00.000Z',
} as const;

/** A run of the results by department: the columns in the caller's language and three departments. */
export const reportResultFixture: RunReportQuery['runReport'] = {
  runId: '1980000000000000001',
  rowCount: 3,
  truncated: true,
  columns: [
    { key: 'deptName', label: 'Department (zh)', format: null, align: null, width: null },
    { key: 'mean', label: 'Mean (zh)', format: 'number', align: 'right', width: null },
    { key: 'passRate', label: 'Pass rate (zh)', format: 'percent', align: 'right', width: null },
  ],
  rows: [
    { deptName: 'Sales', mean: 71.25, passRate: 0.5 },
    { deptName: 'Engineering', mean: 84.5, passRate: 0.875 },
    { deptName: 'Support', mean: 65, passRate: 0.25 },
  ],
};

export const reportMenu: MyMenusQuery['myMenus'][number] = {
  id: '1164733399669962303',
  parentId: '1164733399669962301',
  code: 'report_list',
  name: zhMenu.report_list,
  alias: 'menu',
  path: '/report/reportlist',
  source: 'file-text',
  sort: 1,
  category: 1,
  action: 0,
  isOpen: 1,
};
export const reportPermissions: readonly string[] = [
  'report_list',
  'report_run',
  'report_add',
  'report_edit',
  'report_delete',
  'report_export',
];

/** The run log of the first (built-in) report: a view and an Excel export. */
export const reportRunFixtures: ReportRunsQuery['reportRuns']['records'] = [
  {
    id: '1970000000000000801',
    createTime: '2026-11-02T03:04:05.000Z',
    createUserName: 'Wang Fang',
    version: 1,
    format: 'xlsx',
    rowCount: 1000,
    truncated: true,
    durationMs: 84,
  },
  {
    id: '1970000000000000802',
    createTime: '2026-11-02T03:00:00.000Z',
    createUserName: 'Li Lei',
    version: 1,
    format: 'json',
    rowCount: 12,
    truncated: false,
    durationMs: 31,
  },
];

/** The feature's default answers. */
export const reportMocks = {
  ReportDatasets: graphql.query<ReportDatasetsQuery>('ReportDatasets', () =>
    HttpResponse.json({
      data: {
        reportDatasets: [
          { key: 'exam-dept-results', label: 'Results by department', variables: ['examinationId'] },
          { key: 'exam-attendance', label: 'Attendance', variables: ['examinationId'] },
        ],
      },
    }),
  ),
  ReportDefinitions: graphql.query<ReportDefinitionsQuery, ReportDefinitionsQueryVariables>('ReportDefinitions', () =>
    HttpResponse.json({
      data: { reportDefinitions: { total: reportFixtures.length, size: 10, current: 1, pages: 1, records: [...reportFixtures] } },
    }),
  ),
  ReportDefinition: graphql.query<ReportDefinitionQuery, ReportDefinitionQueryVariables>('ReportDefinition', ({ variables }) => {
    const row = reportFixtures.find((candidate) => candidate.id === variables.id);
    return row
      ? HttpResponse.json({ data: { reportDefinition: { ...row, sqlText: null } } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  ReportRuns: graphql.query<ReportRunsQuery, ReportRunsQueryVariables>('ReportRuns', ({ variables }) =>
    HttpResponse.json({
      data: {
        reportRuns: {
          total: 2,
          current: 1,
          size: 20,
          records: reportRunFixtures.filter(() => variables.definitionId === reportFixtures[0]?.id),
        },
      },
    }),
  ),
  ReportDefinitionVersions: graphql.query<ReportDefinitionVersionsQuery>('ReportDefinitionVersions', () =>
    HttpResponse.json({
      data: { reportDefinitionVersions: [{ id: '1970000000000000901', version: 1, createTime: '2026-11-01T02:00:00.000Z' }] },
    }),
  ),
  RunReport: graphql.query<RunReportQuery, RunReportQueryVariables>('RunReport', () =>
    HttpResponse.json({ data: { runReport: reportResultFixture } }),
  ),
  ExportReport: graphql.query<ExportReportQuery, ExportReportQueryVariables>('ExportReport', ({ variables }) =>
    HttpResponse.json({
      data: {
        exportReport: {
          filename: variables.format === 'PDF' ? 'report.pdf' : 'report.xlsx',
          mime: variables.format === 'PDF' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          contentBase64: 'JVBERi0=',
          rows: 3,
          truncated: false,
        },
      },
    }),
  ),
};

/** A tenant administrator holding the report menu and its buttons, with one examination to pick. */
export const reportSessionMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () => HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, reportMenu] } })),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...reportPermissions] } }),
  ),
  StatsExaminations: graphql.query<StatsExaminationsQuery>('StatsExaminations', () =>
    HttpResponse.json({ data: { examinations: { total: 1, records: [reportExamination] } } }),
  ),
  StatsExamination: graphql.query<StatsExaminationQuery>('StatsExamination', () =>
    HttpResponse.json({ data: { examination: reportExamination } }),
  ),
};
