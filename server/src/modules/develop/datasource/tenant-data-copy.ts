import { wrap, type EntityManager, type MikroORM } from '@mikro-orm/core';
import type { TenantScopedEntity } from '../../../core/db/base.entity';
import { User } from '../../system/user/user.entity';

export type TenantEntityClass = new (...args: never[]) => TenantScopedEntity;

const BATCH = 500;

/**
 * Copies every row of one tenant (all tenant-owned tables, soft-deleted rows and lazy columns included,
 * same ids) from one database to another in one transaction on the target. Skipped when the target
 * already holds users of that tenant: an earlier binding left its data there and it is kept as it is.
 * The source rows stay where they are (nothing is deleted across databases).
 */
export async function copyTenantRows(
  source: MikroORM,
  target: MikroORM,
  tenantId: string,
  entities: TenantEntityClass[],
): Promise<boolean> {
  const from = source.em.fork({ useContext: false });
  const to = target.em.fork({ useContext: false });
  if ((await to.count(User, { tenantId }, { filters: { tenant: { tenantId }, notDeleted: false } })) > 0) {
    return false;
  }
  await to.transactional(async (tx) => {
    for (const entity of entities) {
      await copyTable(from, tx, entity, tenantId);
    }
  });
  return true;
}

async function copyTable(from: EntityManager, to: EntityManager, entity: TenantEntityClass, tenantId: string): Promise<void> {
  const props = from.getMetadata().get(entity.name).props;
  const lazy = props.filter((prop) => prop.lazy).map((prop) => prop.name);
  // Generated columns (live-row keys) take no value: the target database computes them.
  const generated = props.filter((prop) => prop.generated).map((prop) => prop.name);
  const stored = (row: object): Record<string, unknown> => {
    const pojo = { ...wrap(row).toPOJO() } as Record<string, unknown>;
    for (const name of generated) {
      delete pojo[name];
    }
    return pojo;
  };
  for (let offset = 0; ; offset += BATCH) {
    const rows = await from.find(entity, { tenantId } as never, {
      filters: { tenant: { tenantId }, notDeleted: false },
      populate: lazy as never,
      orderBy: { id: 'asc' } as never,
      limit: BATCH,
      offset,
    });
    if (rows.length > 0) {
      await to.insertMany(entity, rows.map(stored) as never);
    }
    from.clear();
    if (rows.length < BATCH) {
      return;
    }
  }
}
