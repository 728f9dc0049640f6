import type { EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';

/** SQLite (the embedded libSQL file) has no row locks: claims there are conditional writes instead of locked reads. */
export function isSqlite(em: EntityManager): boolean {
  return em.getPlatform() instanceof BaseSqlitePlatform;
}
