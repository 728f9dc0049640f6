import type { EntityManager, EntityName, RequiredEntityData } from '@mikro-orm/core';
import type { BaseEntity } from '../core/db/base.entity';

/**
 * Inserts rows by fixed id unless a row with that id exists (even soft-deleted), so seeds are
 * idempotent and never undo an administrator's change.
 */
export async function insertMissing<T extends BaseEntity>(
  em: EntityManager,
  entity: EntityName<T>,
  rows: Array<RequiredEntityData<T> & { id: string }>,
): Promise<number> {
  if (rows.length === 0) {
    return 0;
  }
  const existing = await em.find(entity, { id: { $in: rows.map((row) => row.id) } } as never, {
    filters: { tenant: false, notDeleted: false },
    fields: ['id'] as never,
  });
  const present = new Set(existing.map((row) => row.id));
  let inserted = 0;
  for (const row of rows) {
    if (!present.has(row.id)) {
      em.create(entity, row);
      inserted += 1;
    }
  }
  await em.flush();
  return inserted;
}
