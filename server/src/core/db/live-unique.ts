import { UniqueConstraintViolationException, type EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/core';
import type { AppError } from '../errors/app-error';

/**
 * The `generated` option of a column that holds `property`'s value while the row is live and NULL once it is
 * soft-deleted (`isDeleted` set). A unique index over it makes the database refuse a second live row with the same
 * value (a code, an account) while removed rows keep theirs: NULLs never collide. Check-then-insert races (a form
 * submitted twice, two staff at once) then end in CONFLICT instead of duplicates, on MySQL/MariaDB and SQLite alike.
 * Declare it `hidden`, not nullable (the column is NULL-able by nature; MikroORM would otherwise print `null` after the
 * expression and could not read it back):
 *
 *     @Unique({ name: 'blade_user_tenant_live_account_unique', properties: ['tenantId', 'liveAccount'] })
 *     @Property<User>({ type: 'string', length: 45, hidden: true, generated: whileLive('account') })
 *     liveAccount?: Opt<string> | null;
 */
export function whileLive<T>(property: keyof T & string): (columns: Record<keyof T, string>) => string {
  return (columns) => `(case when ${columns['isDeleted' as keyof T]} = 0 then ${columns[property]} end) virtual`;
}

/**
 * Runs `work`, a write after the service's own "is it free?" check; when a unique key refuses it (a request sent at the
 * same time took the value in between), the caller gets `conflict()` - the check's own translated error - instead of
 * the generic one. Keep the check: it answers the common case and names the field; the key closes the race.
 */
export async function refusingDuplicates<T>(work: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof UniqueConstraintViolationException ? conflict() : error;
  }
}

/**
 * The older form, for tables whose unique key is over the raw value (removed rows keep theirs: parameter keys, client ids,
 * bank codes): before `ownId`'s row (undefined: a new row) takes the value `where` names, refuses with `conflict()` when a
 * live row holds it and deletes for good a removed row that holds it. Write with `refusingDuplicates(..., conflict)`: a
 * request sent at the same time that took the value in between gets the same error.
 */
export async function freeUniqueValue<T extends { id: string; isDeleted: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  ownId: string | null | undefined,
  conflict: () => AppError,
): Promise<void> {
  const holder = await em.findOne(entity, where, { filters: { notDeleted: false } });
  if (!holder || holder.id === ownId) {
    return;
  }
  if (holder.isDeleted === 0) {
    throw conflict();
  }
  await em.nativeDelete(entity, { id: holder.id } as FilterQuery<T>, { filters: { notDeleted: false } });
  em.getUnitOfWork().unsetIdentity(holder);
}
