import ExcelJS from 'exceljs';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { pdfText } from './pdf-text';
import { buildReportTenant, REPORT_READER, reportUser, type ReportTenant } from './report-fixture';

const EXPORT = `
    query ($id: ID, $code: String, $params: JSONObject, $format: ReportExportFormat!) {
      exportReport(id: $id, code: $code, params: $params, format: $format) { filename mime contentBase64 rows truncated }
    }
  `;
const RUNS = 'query { reportRuns { records { format rowCount } } }';

interface ExportData {
  exportReport: { filename: string; mime: string; contentBase64: string; rows: number; truncated: boolean };
}

describe('report exports (Excel and PDF)', () => {
  let app: TestApp;
  let a: ReportTenant;
  let b: ReportTenant;
  let exporter: string;

  beforeAll(async () => {
    app = await startTestApp();
    a = await buildReportTenant(app.application.orm);
    b = await buildReportTenant(app.application.orm);
    exporter = await reportUser(app.application.orm, app.http, a.tenant, [...REPORT_READER, 'report_export']);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const exportAs = (token: string | undefined, format: 'XLSX' | 'PDF', variables: Record<string, unknown>, language?: string) =>
    graphql<ExportData>(app.http, EXPORT, { format, ...variables }, { token, language });

  it('should export a built-in report as a workbook whose cells hold the numbers', async () => {
    const result = await exportAs(exporter, 'XLSX', { code: 'exam-results-by-dept', params: { examinationId: a.exam.exam.id } }, 'en');
    expect(result.errors).toBeUndefined();
    const file = result.data?.exportReport;
    // Titled in the reader's language while the built-in name is unchanged.
    expect(file).toMatchObject({ filename: 'Examination results by department.xlsx', rows: 1, truncated: false });
    const workbook = new ExcelJS.Workbook();
    const bytes = Buffer.from(file?.contentBase64 ?? '', 'base64');
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Department', 'Started', 'Graded', 'Mean', 'Pass rate', 'Highest', 'Lowest']);
    expect(sheet?.getRow(2).values).toEqual([undefined, `Dept ${a.tenant.tenantId}`, 4, 4, 1.5, 0.5, 3, 0]);
    expect(sheet?.getCell('E2').numFmt).toBe('0.0%');
    expect(sheet?.rowCount).toBe(2);
  });

  it('should export a PDF whose extracted text holds the Chinese labels and the values', async () => {
    const result = await exportAs(exporter, 'PDF', { code: 'question-facility', params: { examinationId: a.exam.exam.id } });
    expect(result.errors).toBeUndefined();
    const pdf = Buffer.from(result.data?.exportReport.contentBase64 ?? '', 'base64');
    expect(result.data?.exportReport.mime).toBe('application/pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of ['试题难度与区分度', '题干', '难度', '区分度', '未作答率', '0.75', '0.25', '25.0%']) {
      expect(text).toContain(expected);
    }
    const runs = await graphql<{ reportRuns: { records: Array<{ format: string; rowCount: number }> } }>(
      app.http,
      RUNS,
      {},
      { token: exporter },
    );
    expect(runs.data?.reportRuns.records.map((run) => run.format).sort()).toEqual(['pdf', 'xlsx']);
  });

  it('should refuse anonymous callers, callers without report_export and other tenants’ examinations', async () => {
    const params = { examinationId: a.exam.exam.id };
    expect((await exportAs(undefined, 'PDF', { code: 'exam-attendance', params })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const reader = await reportUser(app.application.orm, app.http, a.tenant, REPORT_READER);
    expect((await exportAs(reader, 'XLSX', { code: 'exam-attendance', params })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const exporterB = await reportUser(app.application.orm, app.http, b.tenant, [...REPORT_READER, 'report_export']);
    const cross = await exportAs(exporterB, 'XLSX', { code: 'exam-attendance', params });
    expect(cross.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(cross.data?.exportReport).toBeUndefined();
  });

  it('should limit how many exports one user starts a minute', async () => {
    const user = await reportUser(app.application.orm, app.http, a.tenant, [...REPORT_READER, 'report_export']);
    const codes: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const result = await exportAs(user, 'XLSX', { code: 'exam-attendance', params: { examinationId: a.exam.exam.id } }, 'en');
      codes.push(result.errors?.[0]?.extensions.code ?? 'OK');
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('OK'));
    expect(codes[10]).toBe('RATE_LIMITED');
  });
});
