import type { EntityClass, EntityManager } from '@mikro-orm/core';
import { AppError } from '../errors/app-error';
import { lockAll } from './dialect';
import { inTransaction } from './transaction';

/** A row of a tree table (departments, roles, menus) with the soft-delete columns every table has. */
interface TreeRow {
  id: string;
  parentId: string;
  isDeleted: number;
  updateUser?: string | null;
  updateTime: Date;
}

/**
 * Soft-deletes rows of a tree in one transaction that first locks the whole tree the caller sees (lockAll): refused
 * (VALIDATION errors.hasChildren) while one of them keeps a child not removed with it - a child added at the same time
 * is counted, as it was committed before the lock or waits for it. Returns how many rows were removed.
 */
export async function removeTreeRows(em: EntityManager, entity: EntityClass<TreeRow>, ids: string[], userId: string): Promise<number> {
  return inTransaction(em, async () => {
    await lockAll(em, entity);
    if ((await em.count(entity, { parentId: { $in: ids }, id: { $nin: ids } })) > 0) {
      throw new AppError('VALIDATION', 'errors.hasChildren');
    }
    return em.nativeUpdate(entity, { id: { $in: ids } }, { isDeleted: 1, updateUser: userId, updateTime: new Date() });
  });
}
