import { z } from 'zod';
import type { ReportDefinitionInput, ReportDefinitionQuery } from '../../../generated/graphql';
import {
  ALIGNS,
  CHART_KINDS,
  COLUMN_FORMATS,
  PARAM_TYPES,
  layoutOf,
  paramFieldsOf,
  type ReportChartLayout,
  type ReportColumnLayout,
  type ReportParamField,
} from '../report-layout';

const KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const key = (message: string) => z.string().trim().regex(KEY, message);
const label = z.string().trim().min(1, 'report:designer.validation.labelRequired').max(100, 'report:designer.validation.tooLong');

const paramRow = z.object({
  name: key('report:designer.validation.keyInvalid'),
  labelZh: label,
  labelEn: label,
  type: z.enum(PARAM_TYPES),
  required: z.boolean(),
  defaultValue: z.string().max(255, 'report:designer.validation.tooLong'),
});

const columnRow = z.object({
  key: key('report:designer.validation.keyInvalid'),
  labelZh: label,
  labelEn: label,
  format: z.enum(COLUMN_FORMATS),
  align: z.enum(ALIGNS),
  width: z.union([
    z.number().int().min(40, 'report:designer.validation.width').max(800, 'report:designer.validation.width'),
    z.literal(''),
  ]),
});

/** The designer's form: the definition's fields, parameter rows, column rows and the chart. */
export const reportDesignSchema = z.object({
  name: z.string().trim().min(1, 'report:designer.validation.nameRequired').max(100, 'report:designer.validation.tooLong'),
  code: z.string().trim().min(1, 'report:designer.validation.codeRequired').max(64, 'report:designer.validation.tooLong'),
  description: z.string().max(500, 'report:designer.validation.tooLong'),
  datasetKind: z.enum(['GRAPHQL', 'SQL']),
  datasetRef: z.string(),
  sqlText: z.string(),
  rowLimit: z.number().int().min(1, 'report:designer.validation.rowLimit').max(50000, 'report:designer.validation.rowLimit'),
  timeoutMs: z.number().int().min(100, 'report:designer.validation.timeout').max(60000, 'report:designer.validation.timeout'),
  params: z.array(paramRow).max(20),
  columns: z.array(columnRow).min(1, 'report:designer.validation.columnsRequired').max(50),
  chartKind: z.union([z.enum(CHART_KINDS), z.literal('')]),
  chartX: z.string(),
  chartSeries: z.array(z.string()).max(8),
});

export type ReportDesignValues = z.infer<typeof reportDesignSchema>;
export type ParamRowValues = ReportDesignValues['params'][number];
export type ColumnRowValues = ReportDesignValues['columns'][number];
type Definition = ReportDefinitionQuery['reportDefinition'];

export const emptyParam = (): ParamRowValues => ({ name: '', labelZh: '', labelEn: '', type: 'string', required: false, defaultValue: '' });
export const emptyColumn = (): ColumnRowValues => ({ key: '', labelZh: '', labelEn: '', format: 'text', align: 'left', width: '' });

export const newReportValues = (): ReportDesignValues => ({
  name: '',
  code: '',
  description: '',
  datasetKind: 'GRAPHQL',
  datasetRef: '',
  sqlText: '',
  rowLimit: 1000,
  timeoutMs: 10000,
  params: [],
  columns: [emptyColumn()],
  chartKind: '',
  chartX: '',
  chartSeries: [],
});

/** The form's values of a stored definition. */
export function designValuesOf(definition: Definition): ReportDesignValues {
  const layout = layoutOf(definition.layout);
  return {
    name: definition.name,
    code: definition.code,
    description: definition.description ?? '',
    datasetKind: definition.datasetKind,
    datasetRef: definition.datasetRef ?? '',
    sqlText: definition.sqlText ?? '',
    rowLimit: definition.rowLimit,
    timeoutMs: definition.timeoutMs,
    params: paramFieldsOf(definition.paramsSchema).map((field) => ({
      name: field.name,
      labelZh: field.label['zh-CN'],
      labelEn: field.label.en,
      type: field.type,
      required: field.required === true,
      defaultValue: field.defaultValue === null || field.defaultValue === undefined ? '' : String(field.defaultValue),
    })),
    columns: layout.columns.map((column) => ({
      key: column.key,
      labelZh: column.label['zh-CN'],
      labelEn: column.label.en,
      format: column.format ?? 'text',
      align: column.align ?? 'left',
      width: column.width ?? '',
    })),
    chartKind: layout.chart?.kind ?? '',
    chartX: layout.chart?.xKey ?? '',
    chartSeries: layout.chart?.seriesKeys ?? [],
  };
}

function paramOf(row: ParamRowValues): ReportParamField {
  const field: ReportParamField = { name: row.name.trim(), type: row.type, label: { 'zh-CN': row.labelZh.trim(), en: row.labelEn.trim() } };
  if (row.required) {
    field.required = true;
  }
  if (row.defaultValue !== '') {
    field.defaultValue = row.defaultValue;
  }
  return field;
}

function columnOf(row: ColumnRowValues): ReportColumnLayout {
  return {
    key: row.key.trim(),
    label: { 'zh-CN': row.labelZh.trim(), en: row.labelEn.trim() },
    format: row.format,
    align: row.align,
    ...(row.width === '' ? {} : { width: row.width }),
  };
}

/** The saveReportDefinition input of the form (SQL only for the SQL kind, the registered dataset otherwise). */
export function designInput(values: ReportDesignValues, id: string | undefined): ReportDefinitionInput {
  const chart: ReportChartLayout | null =
    values.chartKind === '' ? null : { kind: values.chartKind, xKey: values.chartX, seriesKeys: values.chartSeries };
  const sql = values.datasetKind === 'SQL';
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    code: values.code.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    datasetKind: values.datasetKind,
    datasetRef: sql ? null : values.datasetRef,
    sqlText: sql ? values.sqlText : null,
    rowLimit: values.rowLimit,
    timeoutMs: values.timeoutMs,
    paramsSchema: { fields: values.params.map(paramOf) },
    layout: { columns: values.columns.map(columnOf), chart },
  };
}
