import { Type, type EntityProperty, type Platform } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';

/**
 * Snowflake ids as strings in JavaScript: BIGINT on MySQL/MariaDB (the driver returns big numbers as
 * strings), TEXT on the embedded SQLite file, whose driver would round 64-bit integers to doubles.
 */
export class IdType extends Type<string | null, string | null> {
  override convertToDatabaseValue(value: string | null): string | null {
    return value === null || value === undefined ? null : String(value);
  }

  override convertToJSValue(value: string | number | bigint | null): string | null {
    return value === null || value === undefined ? null : String(value);
  }

  override compareAsType(): string {
    return 'string';
  }

  override getColumnType(_prop: EntityProperty, platform: Platform): string {
    return platform instanceof BaseSqlitePlatform ? 'text' : 'bigint';
  }
}
