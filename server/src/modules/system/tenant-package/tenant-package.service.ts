import { requirePlatform } from '../../../core/auth/platform';
import type { FilterQuery } from '@mikro-orm/core';
import { splitIds } from '../../../core/auth/actor';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { Menu } from '../menu/menu.entity';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import type { MenuService } from '../menu/menu.service';
import { Tenant } from '../tenant/tenant.entity';
import { assertIds, type TenantService } from '../tenant/tenant.service';
import { TenantPackage } from './tenant-package.entity';
import type { TenantPackageFilter, TenantPackageInput } from './tenant-package.inputs';

const SORTABLE = ['packageName', 'createTime', 'updateTime'] as const;

/** Tenant packages (menu bundles) and which package a tenant has: platform administrator only. */
export class TenantPackageService {
  constructor(
    private readonly menus: MenuService,
    private readonly tenants: TenantService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  async page(
    context: SignedInContext,
    filter: TenantPackageFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<TenantPackage>> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant_package');
    const where: FilterQuery<TenantPackage> = {};
    if (filter?.packageName) {
      where.packageName = { $like: containsPattern(filter.packageName) };
    }
    return findPage(
      context.platformEm,
      TenantPackage,
      where,
      page,
      orderByOf<TenantPackage>(sort, SORTABLE, { createTime: 'desc', id: 'desc' }),
    );
  }

  async select(context: SignedInContext): Promise<TenantPackage[]> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant_package');
    return context.platformEm.find(TenantPackage, {}, { orderBy: { packageName: 'asc', id: 'asc' }, limit: 5000 });
  }

  async detail(context: SignedInContext, id: string): Promise<TenantPackage> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant_package');
    const found = isId(id) ? await context.platformEm.findOne(TenantPackage, { id }) : null;
    if (!found) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return found;
  }

  /** Adds or changes a package; every menu id must name an existing menu. */
  async submit(context: SignedInContext, input: TenantPackageInput): Promise<TenantPackage> {
    requirePlatform(context);
    await this.menus.require(context, input.id ? 'tenant_package_edit' : 'tenant_package_add');
    const em = context.platformEm;
    const menuIds = [...new Set(splitIds(input.menuId))];
    if (menuIds.length === 0) {
      throw new AppError('VALIDATION', 'tenantPackage.menuRequired', {}, [{ field: 'menuId', messageKey: 'tenantPackage.menuRequired' }]);
    }
    const known = new Set((await em.find(Menu, { id: { $in: menuIds } }, { fields: ['id'] })).map((menu) => menu.id));
    const unknown = menuIds.find((id) => !known.has(id));
    if (unknown) {
      throw new AppError('VALIDATION', 'tenantPackage.menuUnknown', { id: unknown }, [
        { field: 'menuId', messageKey: 'tenantPackage.menuUnknown', params: { id: unknown } },
      ]);
    }
    const fields = { packageName: input.packageName.trim(), menuId: menuIds.join(','), remark: input.remark ?? null };
    let found: TenantPackage;
    if (input.id) {
      found = await this.detail(context, input.id);
      Object.assign(found, fields);
    } else {
      found = em.create(TenantPackage, fields);
    }
    await em.flush();
    if (input.id) {
      const bound = await em.find(Tenant, { packageId: found.id }, { fields: ['tenantId'] });
      this.invalidation.publish({ topic: 'tenants', tenantIds: bound.map((tenant) => tenant.tenantId) });
    }
    return found;
  }

  /** Soft-deletes packages no tenant uses (a deleted package would silently lift its tenants' limits). */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant_package_delete');
    assertIds(ids);
    const em = context.platformEm;
    const users = await em.find(Tenant, { packageId: { $in: ids } }, { limit: 10 });
    if (users.length > 0) {
      throw new AppError('CONFLICT', 'tenantPackage.inUse', { tenants: users.map((tenant) => tenant.tenantName).join(', ') });
    }
    return em.nativeUpdate(TenantPackage, { id: { $in: ids } }, { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() });
  }

  /** The package of a tenant (by tenant row id), or null when it has none. */
  async ofTenant(context: SignedInContext, tenantRowId: string): Promise<TenantPackage | null> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant_package');
    const tenant = await this.tenants.load(context.platformEm, tenantRowId);
    return tenant.packageId ? context.platformEm.findOne(TenantPackage, { id: tenant.packageId }) : null;
  }

  /** Binds a package to a tenant (by tenant code), or clears it with null. */
  async bindTenant(context: SignedInContext, tenantId: string, packageId: string | null): Promise<Tenant> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant_package');
    const em = context.platformEm;
    const tenant = await this.tenants.loadByCode(em, tenantId);
    if (packageId) {
      await this.detail(context, packageId);
    }
    tenant.packageId = packageId;
    await em.flush();
    this.invalidation.publish({ topic: 'tenants', tenantIds: [tenant.tenantId] });
    return tenant;
  }
}
