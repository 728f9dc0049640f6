import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { TenantDatabases } from '../core/db/tenant-databases';
import { Tenant } from '../modules/system/tenant/tenant.entity';
import type { SweepDatabases } from '../core/background/sweep-runner';

/**
 * The databases the background sweep covers: the main one and every dedicated database a tenant is bound to
 * (each once, however many tenants share it). Each gets a fresh EntityManager outside any request.
 */
export function sweepDatabases(databases: TenantDatabases): SweepDatabases {
  return async (): Promise<EntityManager[]> => {
    const main = databases.main;
    const bound = await main.em.fork({ useContext: false }).find(Tenant, { datasourceId: { $ne: null } }, { fields: ['tenantId'] });
    const orms = new Set<MikroORM>([main]);
    for (const tenant of bound) {
      orms.add(await databases.ormFor(tenant.tenantId));
    }
    return [...orms].map((orm) => orm.em.fork({ useContext: false }));
  };
}
