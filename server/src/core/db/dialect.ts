import { LockMode, type EntityManager, type EntityName } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';
import { isId } from '../ids/snowflake';

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

/**
 * Inside a transaction, before its first write: locks these rows of `entity` for the rest of the transaction (in id
 * order, so two transactions locking the same rows never deadlock on each other). The change that follows is then one
 * after the other per row - e.g. every change to a question's options locks the question first. Returns the ids that
 * exist (after the caller's filters; malformed ids are none). Nothing to lock on SQLite, whose transactions already
 * run one at a time.
 */
export async function lockRows(em: EntityManager, entity: EntityName<{ id: string }>, ids: string[]): Promise<Set<string>> {
  // Numeric order of the decimal ids, as the index has them.
  const sorted = [...new Set(ids.filter(isId))].sort((one, two) => one.length - two.length || (one < two ? -1 : one > two ? 1 : 0));
  if (sorted.length === 0) {
    return new Set();
  }
  const rows = await em.find(
    entity,
    { id: { $in: sorted } },
    { fields: ['id'], orderBy: { id: 'asc' }, disableIdentityMap: true, ...writeLock(em) },
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Inside a transaction, as its first read: locks every row of `entity` the caller's filters let it see (e.g. its
 * tenant's departments) until the transaction ends. For trees and small code lists whose changes check the whole set -
 * a move must not make a cycle, a child must not land under a parent being removed, a code must stay unique: such
 * changes then run one after the other, and the reads after this lock see the set as the previous change committed it.
 * Nothing to lock on SQLite, whose transactions already run one at a time.
 */
export async function lockAll(em: EntityManager, entity: EntityName<{ id: string }>): Promise<void> {
  if (!isSqlite(em)) {
    await em.find(entity, {}, { fields: ['id'], orderBy: { id: 'asc' }, disableIdentityMap: true, ...writeLock(em) });
  }
}
