import type { EntityManager } from '@mikro-orm/core';

/**
 * Runs `work` in one database transaction on this EntityManager (same filters and write scope as the
 * request) and flushes at the end; any error rolls everything back.
 */
export async function inTransaction<T>(em: EntityManager, work: () => Promise<T>): Promise<T> {
  if (em.isInTransaction()) {
    const nested = await work();
    await em.flush();
    return nested;
  }
  await em.begin();
  try {
    const result = await work();
    await em.commit();
    return result;
  } catch (error) {
    try {
      await em.rollback();
    } catch {
      // knex has already rolled back after the failed statement ("Transaction query already complete"): the
      // statement's own error (e.g. SQLITE_BUSY, a deadlock) is the one the caller must see.
    }
    throw error;
  }
}
