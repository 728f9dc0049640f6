import type { CodegenField } from './codegen-job';

/** How a field is edited on the web: text (string value), a number input (number or ''), or a select (string). */
export type WebInput = 'text' | 'textarea' | 'number' | 'select' | 'boolean';

/** A dictionary select (a select or radio column with a dictionary code): its code. */
export const dictOf = (field: CodegenField): string | null =>
  (field.component === 'select' || field.component === 'radio') && field.dictCode ? field.dictCode : null;

export function webInputOf(field: CodegenField): WebInput {
  if (dictOf(field)) {
    return 'select';
  }
  if (field.kind === 'boolean') {
    return 'boolean';
  }
  if (field.kind === 'integer' || field.kind === 'float') {
    return 'number';
  }
  return field.kind === 'text' || field.component === 'textarea' ? 'textarea' : 'text';
}

/** Text the form checks with a pattern (the same patterns as the server's inputs). */
const PATTERNS: Partial<Record<CodegenField['kind'], string>> = {
  id: String.raw`/^\d{1,19}$/`,
  decimal: String.raw`/^-?\d{1,30}(\.\d{1,10})?$/`,
  date: String.raw`/^\d{4}-\d{2}-\d{2}$/`,
  datetime: String.raw`/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/`,
};

/** The zod schema of one form field; messages are keys of the page's namespace. */
export function zodOf(field: CodegenField, namespace: string): string {
  const requiredKey = `'${namespace}:validation.${field.property}Required'`;
  const invalid = `'${namespace}:validation.invalid'`;
  const input = webInputOf(field);
  if (input === 'number') {
    const number = field.kind === 'integer' ? `z.number().int(${invalid})` : 'z.number()';
    const union = `z.union([${number}, z.literal('')])`;
    return field.required ? `${union}.refine((value): boolean => value !== '', ${requiredKey})` : union;
  }
  const parts = ['z.string()'];
  if (input === 'text' || input === 'textarea') {
    parts.push('trim()');
  }
  if (field.required) {
    parts.push(`min(1, ${requiredKey})`);
  }
  if (field.kind === 'string' || field.kind === 'text') {
    parts.push(`max(${field.kind === 'string' ? (field.length ?? 255) : 65535}, '${namespace}:validation.tooLong')`);
  }
  const pattern = input === 'select' || input === 'boolean' ? undefined : PATTERNS[field.kind];
  if (pattern) {
    const check = `${pattern}.test(value)`;
    parts.push(`refine((value) => ${field.required ? check : `value === '' || ${check}`}, ${invalid})`);
  }
  return parts.join('.');
}

/** The form value of a row's field (`row.x`, typed as the GraphQL answer: null when the column is optional). */
export function fromRowOf(field: CodegenField): string {
  const value = `row.${field.property}`;
  const input = webInputOf(field);
  if (field.kind === 'datetime' && input !== 'select') {
    return `formatDateTime(${value})`;
  }
  if (input === 'number') {
    return field.required ? value : `${value} ?? ''`;
  }
  if (field.kind === 'string' || field.kind === 'text' || field.kind === 'id' || field.kind === 'decimal' || field.kind === 'date') {
    return field.required ? value : `${value} ?? ''`;
  }
  return field.required ? `String(${value})` : `${value} == null ? '' : String(${value})`;
}

/** The input value of a form field, as the GraphQL input takes it (an empty optional value is null). */
export function toInputOf(field: CodegenField): string {
  const value = `values.${field.property}`;
  const input = webInputOf(field);
  if (input === 'number') {
    return field.required ? `Number(${value})` : `${value} === '' ? null : ${value}`;
  }
  let converted: string;
  switch (field.kind) {
    case 'integer':
    case 'float':
      converted = `Number(${value})`;
      break;
    case 'boolean':
      converted = `${value} === 'true'`;
      break;
    case 'datetime':
      converted = `instantOf(${value})`;
      break;
    default:
      converted = input === 'select' ? value : `${value}.trim()`;
  }
  if (field.required) {
    return converted;
  }
  const empty = input === 'select' || input === 'boolean' ? `${value} === ''` : `${value}.trim() === ''`;
  return `${empty} ? null : ${converted}`;
}

/** The filter conversion of one search value (`search.x`, text as typed) into the list filter. */
export function filterOf(field: CodegenField, property: string): string[] {
  const value = `search.${property}`;
  const assign = (test: string, converted: string): string[] => [`  if (${test}) {`, `    filter.${property} = ${converted};`, '  }'];
  switch (field.kind) {
    case 'integer':
      return assign(`${value} && /^-?\\d+$/.test(${value})`, `Number(${value})`);
    case 'float':
      return assign(`${value} && Number.isFinite(Number(${value}))`, `Number(${value})`);
    case 'boolean':
      return assign(`${value} === 'true' || ${value} === 'false'`, `${value} === 'true'`);
    case 'datetime':
      return assign(
        `${value} && dayjs(${value}).isValid()`,
        property.endsWith('To') && field.queryType === 'between'
          ? `dayjs(${value}).add(1, 'day').startOf('day').toISOString()`
          : `dayjs(${value}).startOf('day').toISOString()`,
      );
    case 'id':
      return assign(`${value} && /^\\d{1,19}$/.test(${value})`, value);
    default:
      return assign(`${value}?.trim()`, `${value}.trim()`);
  }
}
