import type { ModelPrototypeDraftsQuery, ModelPrototypeInput } from '../../../generated/graphql';
import { serverFieldErrors } from '../../../shared/ui/crud/server-field-errors';

/** One row of the prototype grid: a column's settings as the server proposed or stored them. */
export type PrototypeRow = ModelPrototypeDraftsQuery['modelPrototypeDrafts'][number];

/** Choices of the grid's selects (as the server accepts them, prototype-mapping.ts). */
export const PROPERTY_TYPES = ['string', 'number', 'boolean', 'Date', 'unknown'] as const;
export const COMPONENT_TYPES = ['input', 'textarea', 'number', 'select', 'radio', 'checkbox', 'switch', 'date', 'datetime'] as const;
export const QUERY_TYPES = ['equal', 'notequal', 'gt', 'ge', 'lt', 'le', 'between', 'like', 'likeleft', 'likeright'] as const;

/** GraphQL types that fit each TS type; the first is taken when the TS type changes to one the current does not fit. */
const ENTITIES_OF_TYPE: Record<string, readonly string[]> = {
  string: ['String', 'ID'],
  number: ['Float', 'Int'],
  boolean: ['Boolean'],
  Date: ['DateTimeISO'],
  unknown: ['JSON'],
};

/** The row after a change of one field; a new TS type brings a GraphQL type that fits it. */
export function changeRow<Key extends keyof PrototypeRow>(row: PrototypeRow, key: Key, value: PrototypeRow[Key]): PrototypeRow {
  const next = { ...row, [key]: value };
  if (key === 'propertyType') {
    const fitting = ENTITIES_OF_TYPE[String(value)] ?? ['String'];
    next.propertyEntity = fitting.includes(row.propertyEntity) ? row.propertyEntity : (fitting[0] ?? 'String');
  }
  return next;
}

/** The grid as submitModelPrototypes takes it: stored rows keep their id, proposals are added. */
export function toPrototypeInputs(rows: readonly PrototypeRow[]): ModelPrototypeInput[] {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    modelId: row.modelId,
    jdbcName: row.jdbcName,
    jdbcType: row.jdbcType,
    jdbcComment: row.jdbcComment,
    propertyName: row.propertyName,
    propertyType: row.propertyType,
    propertyEntity: row.propertyEntity,
    componentType: row.componentType,
    queryType: row.queryType,
    isForm: row.isForm,
    isList: row.isList,
    isQuery: row.isQuery,
    isRequired: row.isRequired,
    isRow: row.isRow,
    maxLength: row.maxLength ?? null,
    dictCode: row.dictCode.trim(),
    sort: row.sort,
  }));
}

/** The server's field messages of a refused save by row index and field (`list.3.dictCode`). */
export function rowErrors(error: unknown): Map<number, Record<string, string>> {
  const result = new Map<number, Record<string, string>>();
  for (const { field, message } of serverFieldErrors(error)) {
    const match = /(?:^|\.)(\d+)\.(\w+)$/.exec(field);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      const index = Number(match[1]);
      result.set(index, { ...(result.get(index) ?? {}), [match[2]]: message });
    }
  }
  return result;
}
