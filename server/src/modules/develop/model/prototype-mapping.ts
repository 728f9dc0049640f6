import { camelCase } from '../generator/codegen-names';
import type { TableColumn } from './table-column';

/** A proposed prototype row for one column (pure data; the service stores it as a ModelPrototype). */
export interface PrototypeProposal {
  jdbcName: string;
  jdbcType: string;
  jdbcComment: string;
  propertyName: string;
  propertyType: 'string' | 'number' | 'boolean' | 'Date' | 'unknown';
  propertyEntity: 'ID' | 'String' | 'Int' | 'Float' | 'Boolean' | 'DateTimeISO' | 'JSON';
  isList: boolean;
  isForm: boolean;
  isRow: boolean;
  isRequired: boolean;
  isQuery: boolean;
  componentType: string;
  dictCode: string;
  queryType: string;
  maxLength: number | null;
  sort: number;
}

export const COMPONENT_TYPES = ['input', 'textarea', 'number', 'select', 'radio', 'checkbox', 'switch', 'date', 'datetime'] as const;
export const QUERY_TYPES = ['equal', 'notequal', 'gt', 'ge', 'lt', 'le', 'between', 'like', 'likeleft', 'likeright'] as const;
export const PROPERTY_TYPES = ['string', 'number', 'boolean', 'Date', 'unknown'] as const;
export const PROPERTY_ENTITIES = ['ID', 'String', 'Int', 'Float', 'Boolean', 'DateTimeISO', 'JSON'] as const;

/** Columns the base entities carry: never in a form, list or search of generated code. */
export const MANAGED_COLUMNS: ReadonlySet<string> = new Set<string>([
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'is_deleted',
]);
const INTEGER_TYPES = new Set(['tinyint', 'smallint', 'mediumint', 'int', 'integer']);
const FLOAT_TYPES = new Set(['float', 'double', 'real', 'double precision']);
const DECIMAL_TYPES = new Set(['decimal', 'numeric']);
const DATE_TIME_TYPES = new Set(['datetime', 'timestamp']);
const LONG_TEXT_TYPES = new Set(['text', 'tinytext', 'mediumtext', 'longtext', 'clob']);
/** Texts longer than this take a whole form row as a textarea. */
const LONG_VARCHAR = 500;

/** The common prefix of a table name (up to and including the first underscore), e.g. blade_ of blade_notice. */
export function tablePrefixOf(tableName: string): string {
  const cut = tableName.indexOf('_');
  return cut > 0 && cut < tableName.length - 1 ? tableName.slice(0, cut + 1) : '';
}

type TypeMapping = Pick<PrototypeProposal, 'propertyType' | 'propertyEntity' | 'componentType' | 'queryType'>;

/** Column type to TS / GraphQL type, component and search operator (reference develop-report-sms.md §2.2). */
export function mapColumnType(column: TableColumn): TypeMapping {
  const type = column.dataType;
  const flag = /^(tinyint\(1\)|bit\(1\)|bool|boolean)$/.test(column.columnType.toLowerCase().replace(/\s+/g, ''));
  if (flag || type === 'boolean' || type === 'bool') {
    return { propertyType: 'boolean', propertyEntity: 'Boolean', componentType: 'switch', queryType: 'equal' };
  }
  if (type === 'bigint' || (/char|text/.test(type) && /^(?:id|.+_id)$/i.test(column.name))) {
    return { propertyType: 'string', propertyEntity: 'ID', componentType: 'input', queryType: 'equal' };
  }
  if (INTEGER_TYPES.has(type)) {
    return { propertyType: 'number', propertyEntity: 'Int', componentType: 'number', queryType: 'equal' };
  }
  if (FLOAT_TYPES.has(type)) {
    return { propertyType: 'number', propertyEntity: 'Float', componentType: 'number', queryType: 'equal' };
  }
  if (DECIMAL_TYPES.has(type)) {
    return { propertyType: 'string', propertyEntity: 'String', componentType: 'number', queryType: 'equal' };
  }
  if (DATE_TIME_TYPES.has(type)) {
    return { propertyType: 'Date', propertyEntity: 'DateTimeISO', componentType: 'datetime', queryType: 'between' };
  }
  if (type === 'date') {
    return { propertyType: 'string', propertyEntity: 'String', componentType: 'date', queryType: 'between' };
  }
  if (type === 'json') {
    return { propertyType: 'unknown', propertyEntity: 'JSON', componentType: 'textarea', queryType: 'equal' };
  }
  if (LONG_TEXT_TYPES.has(type) || (column.maxLength ?? 0) > LONG_VARCHAR) {
    return { propertyType: 'string', propertyEntity: 'String', componentType: 'textarea', queryType: 'like' };
  }
  return { propertyType: 'string', propertyEntity: 'String', componentType: 'input', queryType: 'like' };
}

/** Binary columns are never exposed. */
function isBinary(column: TableColumn): boolean {
  return /blob|binary/.test(column.dataType);
}

/**
 * One proposed prototype row per column: managed columns (id, tenant, audit, soft delete) and binary columns
 * stay out of list, form and search; NOT NULL without a default is required; `is_*` integer flags
 * use the yes_no dictionary like BladeX's 1/2 columns.
 */
export function proposePrototype(column: TableColumn, sort: number): PrototypeProposal {
  const mapped = mapColumnType(column);
  const managed = column.primaryKey || MANAGED_COLUMNS.has(column.name.toLowerCase()) || isBinary(column);
  const dictCode = dictCodeOf(column, mapped);
  const componentType = dictCode ? 'select' : mapped.componentType;
  const shown = !managed && mapped.propertyEntity !== 'JSON';
  return {
    jdbcName: column.name,
    jdbcType: column.columnType,
    jdbcComment: column.comment,
    propertyName: camelCase(column.name),
    ...mapped,
    componentType,
    queryType: dictCode ? 'equal' : mapped.queryType,
    dictCode,
    isList: shown && componentType !== 'textarea',
    isForm: shown,
    isRow: componentType === 'textarea',
    isRequired: shown && !column.nullable && column.defaultValue === null && !column.autoIncrement,
    isQuery: false,
    maxLength: column.maxLength,
    sort,
  };
}

function dictCodeOf(column: TableColumn, mapped: TypeMapping): string {
  if (mapped.propertyEntity !== 'Int') {
    return '';
  }
  if (/^is_/i.test(column.name)) {
    return 'yes_no';
  }
  return '';
}

/** Proposals for every column of a table, in column order. */
export function proposePrototypes(columns: readonly TableColumn[]): PrototypeProposal[] {
  return columns.map((column, index) => proposePrototype(column, index + 1));
}
