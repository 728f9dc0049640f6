import type { QUERY_TYPES } from '../model/prototype-mapping';

/**
 * The generator's input (reference develop-report-sms.md §2.2): one table of a model with its prototypes and the
 * code record's options, already checked. Everything that lands in generated code comes from here and passes the
 * checks of codegen-names.ts first.
 */

/** How a column is stored and typed (from the prototype's type and the column's SQL type). */
export type CodegenKind = 'id' | 'string' | 'text' | 'integer' | 'float' | 'decimal' | 'boolean' | 'date' | 'datetime';

/** How the search form filters a query column (BladeX query types). */
export type CodegenQueryType = (typeof QUERY_TYPES)[number];

/** The form component of a column. */
export type CodegenComponent = 'input' | 'textarea' | 'number' | 'select' | 'radio' | 'switch' | 'date' | 'datetime';

export interface CodegenField {
  /** SQL column name (`course_name`). */
  column: string;
  /** Property name (`courseName`). */
  property: string;
  kind: CodegenKind;
  /** Maximum length of a `string` column. */
  length: number | null;
  /** Precision and scale of a `decimal` column. */
  precision: number | null;
  scale: number | null;
  /** NOT NULL without a default: required in the form and the input. */
  required: boolean;
  /** The label: the column comment (Chinese) or the property name. */
  label: string;
  /** English label (humanised property name unless given). */
  labelEn: string;
  isForm: boolean;
  isList: boolean;
  isQuery: boolean;
  queryType: CodegenQueryType;
  component: CodegenComponent;
  /** Dictionary code of a select/radio column. */
  dictCode: string | null;
}

export interface CodegenJob {
  /** The module folder (`school`): server/src/modules/<module>, web/src/features/<module>. */
  moduleName: string;
  /** Legacy service name, the REST path's first segment (`blade-school`). */
  serviceName: string;
  /** SQL table (`school_course`). */
  tableName: string;
  /** Prefix stripped from the table name for the entity's name (`school_`). */
  tablePrefix: string;
  /** What a row is, in Chinese and English (`课程` / `Course`). */
  title: string;
  titleEn: string;
  /** The table has the audit columns of BaseEntity (id, create/update user/dept/time, status, is_deleted). */
  baseEntity: boolean;
  /** The table has tenant_id: the entity is tenant-scoped (the tenant filter applies). */
  tenant: boolean;
  /** The table is new (not in the product's database yet): a migration for it is generated, both dialects. */
  newTable: boolean;
  /** `YYYYMMDDHHmmss` naming the migration of a new table (from the job, never the clock: generation stays pure). */
  migrationStamp: string;
  /** The generated table's own columns (the base and tenant columns are left out by the caller). */
  fields: CodegenField[];
}

/** One generated file: a forward-slash path relative to the repository root, and its text. */
export interface GeneratedFile {
  path: string;
  language: 'typescript' | 'tsx' | 'graphql' | 'json' | 'markdown';
  content: string;
  sha256: string;
}
