import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { pickBodyFields } from '../legacy-params';

/** The prototype flags BladeX keeps as 0/1 integers. */
export const PROTOTYPE_FLAGS = ['isList', 'isForm', 'isRow', 'isRequired', 'isQuery'] as const;
/** The fields of a legacy prototype body the GraphQL input knows. */
export const PROTOTYPE_FIELDS = [
  'id',
  'modelId',
  'jdbcName',
  'jdbcType',
  'jdbcComment',
  'propertyName',
  'propertyType',
  'propertyEntity',
  ...PROTOTYPE_FLAGS,
  'componentType',
  'dictCode',
  'queryType',
  'maxLength',
  'sort',
];

/** BladeX's short Java types and this product's TypeScript / GraphQL types of a property. */
const JAVA_TYPES: Record<string, { propertyType: string; propertyEntity: string }> = {
  String: { propertyType: 'string', propertyEntity: 'String' },
  Long: { propertyType: 'string', propertyEntity: 'ID' },
  Integer: { propertyType: 'number', propertyEntity: 'Int' },
  Double: { propertyType: 'number', propertyEntity: 'Float' },
  BigDecimal: { propertyType: 'string', propertyEntity: 'String' },
  Boolean: { propertyType: 'boolean', propertyEntity: 'Boolean' },
  Date: { propertyType: 'Date', propertyEntity: 'DateTimeISO' },
  LocalDateTime: { propertyType: 'Date', propertyEntity: 'DateTimeISO' },
};

/** The short Java type Saber shows for a column's base type (table-info's `propertyType`). */
export function javaTypeOf(dataType: string): string {
  if (dataType === 'bigint') {
    return 'Long';
  }
  if (/^(tinyint|smallint|mediumint|int|integer)$/.test(dataType)) {
    return 'Integer';
  }
  if (/^(decimal|numeric)$/.test(dataType)) {
    return 'BigDecimal';
  }
  if (/^(float|double|real)$/.test(dataType)) {
    return 'Double';
  }
  if (/^(datetime|timestamp|date)$/.test(dataType)) {
    return 'LocalDateTime';
  }
  return dataType === 'boolean' ? 'Boolean' : 'String';
}

/** A legacy prototype row into the GraphQL input: 0/1 flags as booleans, Java type names as this product's types. */
export function prototypeInput(source: Record<string, unknown>): Record<string, unknown> {
  const row = pickBodyFields(source, PROTOTYPE_FIELDS);
  for (const flag of PROTOTYPE_FLAGS) {
    row[flag] = row[flag] === true || row[flag] === 1 || row[flag] === '1';
  }
  const java = JAVA_TYPES[String(row['propertyType'] ?? '')];
  if (java) {
    Object.assign(row, java);
  } else if (typeof row['propertyEntity'] === 'string' && row['propertyEntity'].startsWith('java.')) {
    row['propertyEntity'] = JAVA_TYPES[row['propertyEntity'].split('.').pop() ?? '']?.propertyEntity ?? 'String';
  }
  for (const text of ['jdbcComment', 'dictCode']) {
    row[text] = row[text] ?? '';
  }
  return row;
}

/** The JSON array body of model-prototype/submit-list. */
export function readPrototypeList(request: Request): Array<Record<string, unknown>> {
  const body: unknown = request.body;
  if (!Array.isArray(body) || body.length === 0 || body.length > 500) {
    throw new AppError('VALIDATION', 'errors.bodyMissing');
  }
  return body.map((element: unknown) => {
    if (!element || typeof element !== 'object' || Array.isArray(element)) {
      throw new AppError('VALIDATION', 'errors.bodyMissing');
    }
    return prototypeInput(element as Record<string, unknown>);
  });
}

/** A prototype in BladeX's shape: flags as 0/1, and Saber's `name`/`comment` read by its model dialog. */
export function legacyPrototype<T extends { jdbcName: string; jdbcComment: string } & Record<(typeof PROTOTYPE_FLAGS)[number], boolean>>(
  row: T,
): Record<string, unknown> {
  const flags = Object.fromEntries(PROTOTYPE_FLAGS.map((flag) => [flag, row[flag] ? 1 : 0]));
  return { ...row, ...flags, name: row.jdbcName, comment: row.jdbcComment };
}
