import { Type, type EntityProperty, type Platform } from '@mikro-orm/core';

/**
 * A JSON value kept in a TEXT column (both dialects read it back the same way: MariaDB's JSON is a
 * LONGTEXT alias the driver returns as a string, SQLite has no JSON type at all). Values are arrays or
 * objects, never bare strings.
 */
export class JsonTextType<T> extends Type<T, string | null> {
  /** A string is taken as already-serialized JSON text: LIKE patterns of queries pass through unchanged. */
  override convertToDatabaseValue(value: T | string): string | null {
    if (typeof value === 'string') {
      return value;
    }
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

  override getColumnType(_prop: EntityProperty, _platform: Platform): string {
    return 'text';
  }
}
