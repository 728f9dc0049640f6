/** One column of a table as the metadata reader sees it (both dialects reduced to one shape). */
export interface TableColumn {
  /** Column name. */
  name: string;
  /** Base type, lower case, without length (varchar, bigint, datetime, ...). */
  dataType: string;
  /** Full declared type (varchar(64), tinyint(1), decimal(10,2), ...). */
  columnType: string;
  nullable: boolean;
  defaultValue: string | null;
  maxLength: number | null;
  primaryKey: boolean;
  autoIncrement: boolean;
  comment: string;
}

/** A table of a datasource: name and comment. */
export interface TableSummary {
  name: string;
  comment: string;
}

/** Reads `varchar(64)` as base type `varchar` and length 64 (SQLite declares types as free text). */
export function parseDeclaredType(declared: string): { dataType: string; maxLength: number | null } {
  const match = /^\s*([A-Za-z ]+?)\s*(?:\(\s*(\d+)\s*(?:,\s*\d+\s*)?\))?\s*(?:unsigned)?\s*$/i.exec(declared);
  const dataType = (match?.[1] ?? declared).trim().toLowerCase();
  const length = match?.[2] ? Number(match[2]) : null;
  const textual = /char|text/.test(dataType);
  return { dataType, maxLength: textual ? length : null };
}
