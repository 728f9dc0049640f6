import { z } from 'zod';

/** A column, parameter or series key: a plain identifier (never a path or an expression). */
const KEY = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/);
const LABEL = z.object({ 'zh-CN': z.string().min(1).max(100), en: z.string().min(1).max(100) }).strict();
const FORMAT = z.enum(['text', 'integer', 'number', 'percent', 'datetime']);

export const PARAM_TYPES = ['id', 'string', 'int', 'number', 'boolean', 'date'] as const;
export type ReportParamType = (typeof PARAM_TYPES)[number];

const PARAM_FIELD = z
  .object({
    name: KEY,
    type: z.enum(PARAM_TYPES),
    required: z.boolean().optional(),
    label: LABEL,
    defaultValue: z
      .union([z.string().max(255), z.number(), z.boolean()])
      .nullable()
      .optional(),
  })
  .strict();

/** The parameters a report asks for; the viewer builds its form from them, runs validate against them. */
export const PARAMS_SCHEMA = z.object({ fields: z.array(PARAM_FIELD).max(20) }).strict();
export type ReportParamsSchema = z.infer<typeof PARAMS_SCHEMA>;
export type ReportParamField = z.infer<typeof PARAM_FIELD>;

const COLUMN = z
  .object({
    key: KEY,
    label: LABEL,
    format: FORMAT.optional(),
    align: z.enum(['left', 'center', 'right']).optional(),
    width: z.number().int().min(40).max(800).optional(),
  })
  .strict();

const CHART = z
  .object({
    kind: z.enum(['bar', 'line', 'area', 'pie', 'donut']),
    xKey: KEY,
    seriesKeys: z.array(KEY).min(1).max(8),
    stacked: z.boolean().optional(),
  })
  .strict();

const KPI = z
  .object({ key: KEY, label: LABEL, aggregate: z.enum(['sum', 'avg', 'count', 'min', 'max']), format: FORMAT.optional() })
  .strict();

/** What the viewer shows: table columns, an optional chart and KPI tiles. No paths, URLs or expressions. */
export const LAYOUT = z
  .object({
    columns: z.array(COLUMN).min(1).max(50),
    chart: CHART.nullable().optional(),
    kpis: z.array(KPI).max(8).optional(),
  })
  .strict();
export type ReportLayout = z.infer<typeof LAYOUT>;
export type ReportColumnLayout = z.infer<typeof COLUMN>;
