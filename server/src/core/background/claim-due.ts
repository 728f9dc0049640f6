import { LockMode, type EntityManager, type EntityName, type FilterQuery, type FindOptions, type Loaded } from '@mikro-orm/core';
import { isSqlite } from '../db/dialect';
import { inTransaction } from '../db/transaction';

/**
 * How every background step takes its share of due rows when several nodes poll the same database (reference/scale.md
 * §1.6): on MySQL/MariaDB the due rows are read `FOR UPDATE SKIP LOCKED` and `claim` runs in that transaction, so
 * concurrent nodes get disjoint rows without waiting on each other; on libSQL (one writer, no row locks) the rows are
 * read plainly. Either way `claim` must write conditionally (`WHERE` on the state read, a claim token or a revision) and
 * count only the rows it changed: that is what makes each unit run once; the lock only keeps nodes off each other's
 * rows. A node that dies inside `claim` leaves no trace (its transaction rolls back) on MySQL; a claim that outlives the
 * transaction (a lease column) is the step's to expire.
 */
export async function claimDue<T extends object, R, F extends string = '*'>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: FindOptions<T, never, F> & { limit: number },
  claim: (rows: Array<Loaded<T, never, F>>) => Promise<R>,
): Promise<R> {
  if (isSqlite(em)) {
    return claim(await em.find(entity, where, options));
  }
  return inTransaction(em, async () => claim(await em.find(entity, where, { ...options, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE })));
}
