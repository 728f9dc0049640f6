import { AppError } from '../../../core/errors/app-error';
import type { ReportParamField, ReportParamsSchema } from '../definition/report-layout';

export type ParamValue = string | number | boolean | null;

const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function coerce(field: ReportParamField, raw: unknown): ParamValue | undefined {
  switch (field.type) {
    case 'id':
      return (typeof raw === 'string' || typeof raw === 'number') && /^\d{1,19}$/.test(String(raw)) ? String(raw) : undefined;
    case 'string':
      return typeof raw === 'string' && raw.length <= 255 ? raw : undefined;
    case 'int': {
      const value = typeof raw === 'string' && /^-?\d{1,9}$/.test(raw) ? Number(raw) : raw;
      return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
    }
    case 'number': {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    }
    case 'boolean':
      return typeof raw === 'boolean' ? raw : raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'date':
      return typeof raw === 'string' && DATE.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
  }
}

/**
 * The run's parameter values, checked against the definition's schema: unknown names are dropped, a missing
 * required one or a value of the wrong type is a translated validation error naming the field.
 */
export function validateParams(schema: ReportParamsSchema, input: Record<string, unknown> | null | undefined): Record<string, ParamValue> {
  const values: Record<string, ParamValue> = {};
  for (const field of schema.fields) {
    const raw = input?.[field.name] ?? field.defaultValue ?? null;
    if (raw === null || raw === '') {
      if (field.required) {
        throw new AppError('VALIDATION', 'report.paramRequired', { name: field.name }, [
          { field: field.name, messageKey: 'report.paramRequired', params: { name: field.name } },
        ]);
      }
      values[field.name] = null;
      continue;
    }
    const value = coerce(field, raw);
    if (value === undefined) {
      throw new AppError('VALIDATION', 'report.paramInvalid', { name: field.name }, [
        { field: field.name, messageKey: 'report.paramInvalid', params: { name: field.name } },
      ]);
    }
    values[field.name] = value;
  }
  return values;
}
