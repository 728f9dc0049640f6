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
    await em.rollback();
    throw error;
  }
}
