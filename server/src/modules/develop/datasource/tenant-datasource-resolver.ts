import type { SecretBox } from '../../../core/auth/secret-box';
import type { TenantDatasourceResolver } from '../../../core/db/tenant-databases';
import { Tenant } from '../../system/tenant/tenant.entity';
import { Datasource } from './datasource.entity';
import { datasourceTarget } from './datasource-target';

/** Reads a tenant's datasource binding from the main database for the database registry. */
export function createTenantDatasourceResolver(box: SecretBox, dataDir: string): TenantDatasourceResolver {
  return async (mainEm, tenantId) => {
    const tenant = await mainEm.findOne(Tenant, { tenantId });
    if (!tenant?.datasourceId) {
      return null;
    }
    const datasource = await mainEm.findOne(Datasource, { id: tenant.datasourceId });
    if (!datasource) {
      // A bound datasource must not silently fall back to the main database.
      throw new Error(`datasource ${tenant.datasourceId} of tenant ${tenantId} does not exist`);
    }
    return datasourceTarget(datasource, datasource.password ? box.open(datasource.password) : '', dataDir);
  };
}
