import { Type, type EntityProperty, type Platform } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';

/**
 * A JSON value kept as long text: MEDIUMTEXT on MySQL/MariaDB (a frozen paper can pass TEXT's 64 KB),
 * TEXT on SQLite. Both dialects read it back as a string, parsed here.
 */
export class LongJsonType<T> extends Type<T, string | null> {
  override convertToDatabaseValue(value: T): string | null {
    return value === null || value === undefined ? null : JSON.stringify(value);
  }

  override convertToJSValue(value: string | null): T {
    return (value === null || value === undefined ? null : JSON.parse(value)) as T;
  }

  override compareAsType(): string {
    return 'string';
  }

  override ensureComparable(): boolean {
    return true;
  }

  override getColumnType(_prop: EntityProperty, platform: Platform): string {
    return platform instanceof BaseSqlitePlatform ? 'text' : 'mediumtext';
  }
}
