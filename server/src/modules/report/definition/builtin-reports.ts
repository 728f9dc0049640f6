import type { ReportLayout, ReportParamsSchema } from './report-layout';

type LocalizedText = Record<'zh-CN' | 'en', string>;

/** A built-in report: what a training institution asks for first, on the registered datasets. */
export interface BuiltinReport {
  code: string;
  /** Stored in Chinese (the seed language); shown in the reader's language while the stored text is unchanged. */
  name: LocalizedText;
  description: LocalizedText;
  datasetRef: string;
  paramsSchema: ReportParamsSchema;
  layout: ReportLayout;
}

const EXAMINATION_PARAM: ReportParamsSchema = {
  fields: [{ name: 'examinationId', type: 'id', required: true, label: { 'zh-CN': '考试', en: 'Examination' } }],
};

export const BUILTIN_REPORTS: readonly BuiltinReport[] = [
  {
    code: 'exam-results-by-dept',
    name: { 'zh-CN': '考试成绩（按部门）', en: 'Examination results by department' },
    description: {
      'zh-CN': '每个部门的参考人数、已评分人数、平均分、通过率、最高分与最低分',
      en: 'Per department: candidates, graded, average score, pass rate, highest and lowest score',
    },
    datasetRef: 'exam-dept-results',
    paramsSchema: EXAMINATION_PARAM,
    layout: {
      columns: [
        { key: 'deptName', label: { 'zh-CN': '部门', en: 'Department' } },
        { key: 'started', label: { 'zh-CN': '参考人数', en: 'Started' }, format: 'integer', align: 'right' },
        { key: 'graded', label: { 'zh-CN': '已评分', en: 'Graded' }, format: 'integer', align: 'right' },
        { key: 'mean', label: { 'zh-CN': '平均分', en: 'Mean' }, format: 'number', align: 'right' },
        { key: 'passRate', label: { 'zh-CN': '通过率', en: 'Pass rate' }, format: 'percent', align: 'right' },
        { key: 'max', label: { 'zh-CN': '最高分', en: 'Highest' }, format: 'number', align: 'right' },
        { key: 'min', label: { 'zh-CN': '最低分', en: 'Lowest' }, format: 'number', align: 'right' },
      ],
      chart: { kind: 'bar', xKey: 'deptName', seriesKeys: ['mean'] },
    },
  },
  {
    code: 'exam-attendance',
    name: { 'zh-CN': '考生出勤', en: 'Candidate attendance' },
    description: {
      'zh-CN': '名单内缺考、已开始、已交卷与已评分的人数',
      en: 'On the roster: absent, started, submitted and graded',
    },
    datasetRef: 'exam-attendance',
    paramsSchema: EXAMINATION_PARAM,
    layout: {
      columns: [
        { key: 'absent', label: { 'zh-CN': '缺考', en: 'Absent' }, format: 'integer', align: 'right' },
        { key: 'started', label: { 'zh-CN': '已开始', en: 'Started' }, format: 'integer', align: 'right' },
        { key: 'submitted', label: { 'zh-CN': '已交卷', en: 'Submitted' }, format: 'integer', align: 'right' },
        { key: 'graded', label: { 'zh-CN': '已评分', en: 'Graded' }, format: 'integer', align: 'right' },
        { key: 'passRate', label: { 'zh-CN': '通过率', en: 'Pass rate' }, format: 'percent', align: 'right' },
      ],
      kpis: [
        { key: 'started', label: { 'zh-CN': '已开始', en: 'Started' }, aggregate: 'sum', format: 'integer' },
        { key: 'submitted', label: { 'zh-CN': '已交卷', en: 'Submitted' }, aggregate: 'sum', format: 'integer' },
      ],
    },
  },
  {
    code: 'question-facility',
    name: { 'zh-CN': '试题难度与区分度', en: 'Question facility and discrimination' },
    description: {
      'zh-CN': '难度（平均得分率）与区分度（高分组 27% 减低分组 27%）',
      en: 'Facility (average share of marks) and discrimination (top 27% minus bottom 27%)',
    },
    datasetRef: 'exam-item-analysis',
    paramsSchema: EXAMINATION_PARAM,
    layout: {
      columns: [
        { key: 'stem', label: { 'zh-CN': '题干', en: 'Stem' }, width: 320 },
        { key: 'responses', label: { 'zh-CN': '作答数', en: 'Responses' }, format: 'integer', align: 'right' },
        { key: 'facility', label: { 'zh-CN': '难度', en: 'Facility' }, format: 'number', align: 'right' },
        { key: 'upperLowerIndex', label: { 'zh-CN': '区分度', en: 'Discrimination' }, format: 'number', align: 'right' },
        { key: 'omitRate', label: { 'zh-CN': '未作答率', en: 'Omit rate' }, format: 'percent', align: 'right' },
      ],
      chart: { kind: 'bar', xKey: 'stem', seriesKeys: ['facility', 'upperLowerIndex'] },
    },
  },
  {
    code: 'pass-rates-over-time',
    name: { 'zh-CN': '通过率趋势', en: 'Pass rates over time' },
    description: {
      'zh-CN': '同一试卷各场考试的通过率与平均分（按开考时间）',
      en: 'Pass rate and average score of each examination on the same paper (by opening time)',
    },
    datasetRef: 'paper-pass-rates',
    paramsSchema: EXAMINATION_PARAM,
    layout: {
      columns: [
        { key: 'name', label: { 'zh-CN': '考试', en: 'Examination' } },
        { key: 'openAt', label: { 'zh-CN': '开考时间', en: 'Opens' }, format: 'datetime' },
        { key: 'graded', label: { 'zh-CN': '已评分', en: 'Graded' }, format: 'integer', align: 'right' },
        { key: 'mean', label: { 'zh-CN': '平均分', en: 'Mean' }, format: 'number', align: 'right' },
        { key: 'passRate', label: { 'zh-CN': '通过率', en: 'Pass rate' }, format: 'percent', align: 'right' },
      ],
      chart: { kind: 'line', xKey: 'name', seriesKeys: ['passRate'] },
    },
  },
];

/**
 * A report's title in `language`: a built-in report still holding its seeded (Chinese) name is shown in the reader's
 * language, a renamed or user-made one keeps its own words (the web app does the same through `seededLabel`).
 */
export function reportTitle(definition: { code: string; name: string }, language: string): string {
  const builtin = BUILTIN_REPORTS.find((report) => report.code === definition.code);
  if (!builtin || builtin.name['zh-CN'] !== definition.name) {
    return definition.name;
  }
  return language === 'en' ? builtin.name.en : builtin.name['zh-CN'];
}
