import type { Options } from '@mikro-orm/core';

type FilterMap = NonNullable<Options['filters']>;

export const TENANT_FILTER = 'tenant';
export const NOT_DELETED_FILTER = 'notDeleted';

export interface TenantFilterParams {
  tenantId: string;
}

/**
 * The two default filters. The tenant filter throws when no tenant id was given, so a query on a
 * tenant-owned table without a tenant fails instead of returning every tenant's rows.
 */
export function buildFilters(tenantEntityNames: string[]): FilterMap {
  return {
    [TENANT_FILTER]: {
      name: TENANT_FILTER,
      default: true,
      entity: tenantEntityNames,
      cond: (args: Partial<TenantFilterParams>) => {
        if (!args.tenantId) {
          throw new Error('tenant filter used without a tenant id');
        }
        return { tenantId: args.tenantId };
      },
    },
    [NOT_DELETED_FILTER]: { name: NOT_DELETED_FILTER, default: true, cond: { isDeleted: 0 } },
  };
}
