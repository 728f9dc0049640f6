import { z } from 'zod';

/**
 * The definition's JSON parts as the server checks them (server/src/modules/report/definition/report-layout.ts):
 * parameters and layout. The viewer and the designer read them through these schemas, never as `unknown` casts.
 */
const LABEL = z.object({ 'zh-CN': z.string(), en: z.string() });
export const COLUMN_FORMATS = ['text', 'integer', 'number', 'percent', 'datetime'] as const;
export const PARAM_TYPES = ['id', 'string', 'int', 'number', 'boolean', 'date'] as const;
export const CHART_KINDS = ['bar', 'line', 'area', 'pie', 'donut'] as const;
export const ALIGNS = ['left', 'center', 'right'] as const;

const PARAM_FIELD = z.object({
  name: z.string(),
  type: z.enum(PARAM_TYPES),
  required: z.boolean().optional(),
  label: LABEL,
  defaultValue: z.union([z.string(), z.number(), z.boolean()]).nullable().optional(),
});

const PARAMS_SCHEMA = z.object({ fields: z.array(PARAM_FIELD) });

const COLUMN = z.object({
  key: z.string(),
  label: LABEL,
  format: z.enum(COLUMN_FORMATS).optional(),
  align: z.enum(ALIGNS).optional(),
  width: z.number().optional(),
});

const CHART = z.object({
  kind: z.enum(CHART_KINDS),
  xKey: z.string(),
  seriesKeys: z.array(z.string()),
  stacked: z.boolean().optional(),
});

const LAYOUT = z.object({ columns: z.array(COLUMN), chart: CHART.nullable().optional() });

export type ReportLabel = z.infer<typeof LABEL>;
export type ReportParamField = z.infer<typeof PARAM_FIELD>;
export type ReportParamType = ReportParamField['type'];
export type ReportColumnLayout = z.infer<typeof COLUMN>;
export type ReportChartLayout = z.infer<typeof CHART>;
export type ReportLayout = z.infer<typeof LAYOUT>;
export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

/** The parameter fields of a definition (none when the JSON is not readable). */
export function paramFieldsOf(paramsSchema: unknown): ReportParamField[] {
  const parsed = PARAMS_SCHEMA.safeParse(paramsSchema);
  return parsed.success ? parsed.data.fields : [];
}

/** The layout of a definition (no columns and no chart when the JSON is not readable). */
export function layoutOf(layout: unknown): ReportLayout {
  const parsed = LAYOUT.safeParse(layout);
  return parsed.success ? parsed.data : { columns: [], chart: null };
}

/** A label in the shown language (the Chinese one for zh-CN, the English one otherwise). */
export function labelIn(label: ReportLabel, language: string): string {
  return language === 'zh-CN' ? label['zh-CN'] : label.en;
}

/** Codes of the reports every tenant gets (server/src/modules/report/definition/builtin-reports.ts). */
export const BUILTIN_REPORT_CODES: ReadonlySet<string> = new Set([
  'exam-results-by-dept',
  'exam-attendance',
  'question-facility',
  'pass-rates-over-time',
]);

/** Address of the viewer and of the designer (none: a new definition). */
export const reportViewerPath = (id: string) => `/report/view/${id}`;
export const reportDesignerPath = (id?: string) => (id === undefined ? '/report/design' : `/report/design/${id}`);
