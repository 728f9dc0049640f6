/**
 * The whitelisted GraphQL datasets reports are built on (reference/develop-report-sms.md §3.3): committed query
 * documents, keyed. A report runs one in-process with the caller's context, so the queried fields' own
 * permissions and the tenant filter apply; tenants cannot send documents of their own. `rowPath` names the
 * field of the result holding the rows (a list, or one object read as one row).
 */
export interface ReportDataset {
  key: string;
  label: { 'zh-CN': string; en: string };
  document: string;
  rowPath: readonly string[];
}

export const REPORT_DATASETS: readonly ReportDataset[] = [
  {
    key: 'exam-dept-results',
    label: { 'zh-CN': '考试成绩（按部门）', en: 'Examination results by department' },
    document: `query ReportExamDeptResults($examinationId: ID!) {
  examDeptResults(examinationId: $examinationId) { deptId deptName started graded mean passRate max min }
}`,
    rowPath: ['examDeptResults'],
  },
  {
    key: 'exam-attendance',
    label: { 'zh-CN': '考生出勤', en: 'Candidate attendance' },
    document: `query ReportExamAttendance($examinationId: ID!) {
  examStats(examinationId: $examinationId) { examinationId absent started submitted graded passRate }
}`,
    rowPath: ['examStats'],
  },
  {
    key: 'exam-item-analysis',
    label: { 'zh-CN': '试题难度与区分度', en: 'Question facility and discrimination' },
    document: `query ReportExamItemAnalysis($examinationId: ID!) {
  itemStats(examinationId: $examinationId) {
    questionId questionType stem responses maxScore meanScore facility upperLowerIndex discrimination omitRate
  }
}`,
    rowPath: ['itemStats'],
  },
  {
    key: 'paper-pass-rates',
    label: { 'zh-CN': '通过率趋势（同一试卷）', en: 'Pass rates over time (same paper)' },
    document: `query ReportPaperPassRates($examinationId: ID!) {
  paperExamComparison(examinationId: $examinationId) { examinations { examinationId name openAt graded mean passRate } }
}`,
    rowPath: ['paperExamComparison', 'examinations'],
  },
];

export function datasetOf(key: string | null | undefined): ReportDataset | undefined {
  return REPORT_DATASETS.find((dataset) => dataset.key === key);
}
