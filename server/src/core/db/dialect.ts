import { LockMode, type EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';

/** SQLite (the embedded libSQL file) has no row locks: claims there are conditional writes instead of locked reads. */
export function isSqlite(em: Pick<EntityManager, 'getPlatform'>): boolean {
  return em.getPlatform() instanceof BaseSqlitePlatform;
}

/**
 * Options for a read inside a transaction that must see the rows as committed now, not as the transaction's
 * repeatable-read snapshot saw them (MySQL/MariaDB: `LOCK IN SHARE MODE`, held to the end of the transaction): a
 * total recomputed from rows another transaction changed meanwhile would otherwise overwrite that change. SQLite has
 * one writer, so its reads are current already.
 */
export function currentRead(em: EntityManager): { lockMode?: LockMode.PESSIMISTIC_READ } {
  return isSqlite(em) ? {} : { lockMode: LockMode.PESSIMISTIC_READ };
}

/** Options for a read that locks its rows for this transaction's writes (MySQL/MariaDB `FOR UPDATE`; none on SQLite). */
export function writeLock(em: EntityManager): { lockMode?: LockMode.PESSIMISTIC_WRITE } {
  return isSqlite(em) ? {} : { lockMode: LockMode.PESSIMISTIC_WRITE };
}
