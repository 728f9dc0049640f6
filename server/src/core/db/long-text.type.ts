import { Type, type EntityProperty, type Platform } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';

/**
 * Long text (rich-text HTML, stack traces): MEDIUMTEXT on MySQL/MariaDB, whose TEXT stops at 64 KB,
 * and TEXT on the embedded SQLite file, which has no such limit.
 */
export class LongTextType extends Type<string | null, string | null> {
  override compareAsType(): string {
    return 'string';
  }

  override getColumnType(_prop: EntityProperty, platform: Platform): string {
    return platform instanceof BaseSqlitePlatform ? 'text' : 'mediumtext';
  }
}
