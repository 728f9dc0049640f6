import { IsolationLevel, type EntityManager } from '@mikro-orm/core';
import { isSqlite } from './dialect';

export interface InTransactionOptions {
  /**
   * MySQL/MariaDB: READ COMMITTED instead of REPEATABLE READ - every read sees what committed before it, and a locking
   * read of a row that is not there locks no gap of the index. For writers that already run one at a time on a row lock
   * of their own (e.g. an examination's): their "is there a row?" reads would otherwise lock the end of a unique index,
   * and two such writers of different rows deadlock when both insert there. The embedded database has one isolation;
   * a call inside a transaction already running keeps that transaction's.
   */
  readCommitted?: boolean;
}

/**
 * Runs `work` in one database transaction on this EntityManager (same filters and write scope as the
 * request) and flushes at the end; any error rolls everything back.
 */
export async function inTransaction<T>(em: EntityManager, work: () => Promise<T>, options: InTransactionOptions = {}): Promise<T> {
  if (em.isInTransaction()) {
    const nested = await work();
    await em.flush();
    return nested;
  }
  await em.begin(options.readCommitted && !isSqlite(em) ? { isolationLevel: IsolationLevel.READ_COMMITTED } : {});
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
