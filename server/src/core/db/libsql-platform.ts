import { LibSqlPlatform } from '@mikro-orm/libsql';

/**
 * The table constraints after a SQLite `CREATE TABLE`'s columns (`, primary key (...)`, `, unique (...)`,
 * `, constraint ... foreign key (...)`, ...) removed: what is left lists only columns.
 */
export function withoutTableConstraints(createTable: string): string {
  return createTable.replace(/,\s*(?:constraint\s+\S+\s+)?(?:primary\s+key|unique|check|foreign\s+key)\s*\(.*\)\s*\)\s*$/is, ')');
}

interface TableDefinitionParser {
  parseTableDefinition(sql: string, columns: unknown[]): unknown;
}

/**
 * libSQL's platform, with one repair to how the schema is read back: MikroORM takes a generated column's expression
 * from the table's `CREATE TABLE` text, and for the last column it also takes the table constraints after it
 * (`... virtual, primary key (id)`), so a migrated database never matched its entities. Columns that keep a value only
 * while the row is live (`whileLive`) are generated and stand last once added by a migration.
 */
export class GeneratedColumnsLibSqlPlatform extends LibSqlPlatform {
  constructor() {
    super();
    const helper = this.getSchemaHelper() as unknown as TableDefinitionParser;
    const parse = helper.parseTableDefinition.bind(helper);
    helper.parseTableDefinition = (sql, columns) => parse(withoutTableConstraints(sql), columns);
  }
}
