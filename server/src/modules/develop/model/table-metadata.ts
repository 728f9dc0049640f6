import type { EntityManager } from '@mikro-orm/core';
import { LibSqlPlatform } from '@mikro-orm/libsql';
import { parseDeclaredType, type TableColumn, type TableSummary } from './table-column';

/**
 * Reads table metadata of one connection, only through the catalogue with bound parameters (reference
 * develop-report-sms.md §2.7): MySQL/MariaDB `information_schema` scoped to the connection's own schema
 * (`DATABASE()`), SQLite/libSQL `sqlite_master` and `pragma_table_info(?)`. No statement is built from a name.
 */
export class TableMetadata {
  constructor(private readonly em: EntityManager) {}

  private get sqlite(): boolean {
    return this.em.getPlatform() instanceof LibSqlPlatform;
  }

  private async rows(sql: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
    return this.em.getConnection().execute<Array<Record<string, unknown>>>(sql, params, 'all');
  }

  /** Every base table of the connection's own schema, by name. */
  async tables(): Promise<TableSummary[]> {
    const rows = this.sqlite
      ? await this.rows("select name as name, '' as comment from sqlite_master where type = ? and name not like ? order by name", [
          'table',
          'sqlite%',
        ])
      : await this.rows(
          'select table_name as name, table_comment as comment from information_schema.tables' +
            ' where table_schema = database() and table_type = ? order by table_name',
          ['BASE TABLE'],
        );
    return rows.map((row) => ({ name: String(row['name']), comment: String(row['comment'] ?? '') }));
  }

  /** Columns of a table of the connection's own schema, in column order (empty when there is no such table). */
  async columns(tableName: string): Promise<TableColumn[]> {
    return this.sqlite ? this.sqliteColumns(tableName) : this.mysqlColumns(tableName);
  }

  private async sqliteColumns(tableName: string): Promise<TableColumn[]> {
    const rows = await this.rows('select cid, name, type, "notnull" as required, dflt_value, pk from pragma_table_info(?) order by cid', [
      tableName,
    ]);
    const keys = rows.filter((row) => Number(row['pk']) > 0).length;
    return rows.map((row) => {
      const declared = String(row['type'] ?? '');
      const parsed = parseDeclaredType(declared);
      // SQLite keeps every string as text of any length: read it as a plain string column, not a long text.
      const dataType = parsed.dataType === 'text' ? 'varchar' : parsed.dataType;
      const { maxLength } = parsed;
      const primaryKey = Number(row['pk']) > 0;
      return {
        name: String(row['name']),
        dataType,
        columnType: declared.toLowerCase(),
        nullable: Number(row['required']) === 0 && !primaryKey,
        defaultValue: row['dflt_value'] === null || row['dflt_value'] === undefined ? null : String(row['dflt_value']),
        maxLength,
        primaryKey,
        // SQLite: a single integer primary key is the rowid, filled in by the database.
        autoIncrement: primaryKey && keys === 1 && dataType === 'integer',
        comment: '',
      };
    });
  }

  private async mysqlColumns(tableName: string): Promise<TableColumn[]> {
    const rows = await this.rows(
      'select column_name as name, data_type as data_type, column_type as column_type, is_nullable as nullable,' +
        ' column_default as default_value, character_maximum_length as max_length, column_key as column_key,' +
        ' extra as extra, column_comment as comment from information_schema.columns' +
        ' where table_schema = database() and table_name = ? order by ordinal_position',
      [tableName],
    );
    return rows.map((row) => ({
      name: String(row['name']),
      dataType: String(row['data_type']).toLowerCase(),
      columnType: String(row['column_type']).toLowerCase(),
      nullable: row['nullable'] === 'YES',
      defaultValue: row['default_value'] === null || row['default_value'] === undefined ? null : String(row['default_value']),
      maxLength: row['max_length'] === null || row['max_length'] === undefined ? null : Number(row['max_length']),
      primaryKey: row['column_key'] === 'PRI',
      autoIncrement: String(row['extra'] ?? '').includes('auto_increment'),
      comment: String(row['comment'] ?? ''),
    }));
  }
}
