import { isPlatformTenant, requirePlatform } from '../../../core/auth/platform';
import type { TenantDatabases } from '../../../core/db/tenant-databases';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import type { MenuService } from '../../system/menu/menu.service';
import type { Tenant } from '../../system/tenant/tenant.entity';
import type { TenantService } from '../../system/tenant/tenant.service';
import type { DatasourceService } from './datasource.service';
import { copyTenantRows, type TenantEntityClass } from './tenant-data-copy';

/** Binds a tenant to a dedicated datasource (or back to the main database): platform administrator only. */
export class TenantDatasourceService {
  constructor(
    private readonly menus: MenuService,
    private readonly databases: TenantDatabases,
    private readonly datasources: DatasourceService,
    private readonly tenants: TenantService,
    private readonly invalidation: CacheInvalidation,
    private readonly tenantEntities: TenantEntityClass[],
  ) {}

  /**
   * From now on the tenant's requests (and its sign-in) use the datasource's database: it is opened and
   * migrated, and the tenant's rows are copied there unless it already holds them. Null unbinds.
   */
  async bind(context: SignedInContext, tenantId: string, datasourceId: string | null): Promise<Tenant> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant_datasource');
    const em = context.platformEm;
    const tenant = await this.tenants.loadByCode(em, tenantId);
    if (isPlatformTenant(tenant.tenantId)) {
      throw new AppError('VALIDATION', 'tenant.platformDatasource');
    }
    if ((tenant.datasourceId ?? null) === datasourceId) {
      return tenant;
    }
    const target = datasourceId ? this.datasources.targetOf(await this.datasources.detail(context, datasourceId)) : null;
    const sourceOrm = await this.databases.ormFor(tenant.tenantId);
    let targetOrm;
    try {
      targetOrm = await this.databases.ormOf(target);
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '').slice(0, 200) : 'unknown';
      throw new AppError('VALIDATION', 'datasource.connectFailed', { reason });
    }
    if (sourceOrm !== targetOrm) {
      await copyTenantRows(sourceOrm, targetOrm, tenant.tenantId, this.tenantEntities);
    }
    tenant.datasourceId = datasourceId;
    await em.flush();
    this.databases.invalidate(tenant.tenantId);
    this.invalidation.publish({ topic: 'tenants', tenantIds: [tenant.tenantId] });
    return tenant;
  }
}
