import { isPlatformTenant, requirePlatform } from '../../../core/auth/platform';
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import type { TenantDatabases } from '../../../core/db/tenant-databases';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext, SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { SessionService } from '../../auth/session.service';
import type { MenuService } from '../menu/menu.service';
import { User } from '../user/user.entity';
import { Tenant } from './tenant.entity';
import type { TenantFilter, TenantInput, TenantSettingInput } from './tenant.inputs';
import type { TenantProvisioning } from './tenant-provisioning';
import type { TenantInfo } from './tenant.types';

const SORTABLE = ['tenantId', 'tenantName', 'linkman', 'accountNumber', 'expireTime', 'createTime', 'updateTime'] as const;

/** Normalized login domain: trimmed, without trailing slashes; empty means none. */
export function normalizeDomain(domain: string | null | undefined): string {
  return (domain ?? '').trim().replace(/\/+$/, '');
}

/**
 * Tenant management (platform administrator only) and the tenant lookups other modules need. Tenants
 * are a platform table: everything here reads the main database (`context.platformEm`).
 */
export class TenantService {
  constructor(
    private readonly menus: MenuService,
    private readonly databases: TenantDatabases,
    private readonly sessions: SessionService,
    private readonly provisioning: TenantProvisioning,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /** The tenant whose login domain is `domain` (the login page's origin), or null. Public. */
  async infoByDomain(context: RequestContext, domain: string): Promise<TenantInfo | null> {
    if (domain.length > 255) {
      throw new AppError('VALIDATION', 'errors.paramTooLong', { name: 'domain' });
    }
    const normalized = normalizeDomain(domain);
    if (!normalized) {
      return null;
    }
    const tenant = await context.platformEm.findOne(Tenant, { domainUrl: normalized, status: 1 });
    if (!tenant) {
      return null;
    }
    return { tenantId: tenant.tenantId, tenantName: tenant.tenantName, domain: normalized, backgroundUrl: tenant.backgroundUrl ?? '' };
  }

  async page(
    context: SignedInContext,
    filter: TenantFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<Tenant>> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant');
    const where: FilterQuery<Tenant> = {};
    if (filter?.tenantId) {
      where.tenantId = { $like: containsPattern(filter.tenantId) };
    }
    if (filter?.tenantName) {
      where.tenantName = { $like: containsPattern(filter.tenantName) };
    }
    if (filter?.linkman) {
      where.linkman = { $like: containsPattern(filter.linkman) };
    }
    return findPage(context.platformEm, Tenant, where, page, orderByOf<Tenant>(sort, SORTABLE, { createTime: 'asc', id: 'asc' }));
  }

  /** Every tenant, for the "tenant" selects of other pages. */
  async select(context: SignedInContext): Promise<Tenant[]> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant');
    return context.platformEm.find(Tenant, {}, { orderBy: { createTime: 'asc', id: 'asc' }, limit: 5000 });
  }

  async detail(context: SignedInContext, id: string): Promise<Tenant> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant');
    return this.load(context.platformEm, id);
  }

  /** Adds a tenant with everything it needs to sign in (no id), or changes its descriptive fields. */
  async submit(context: SignedInContext, input: TenantInput): Promise<Tenant> {
    requirePlatform(context);
    await this.menus.require(context, input.id ? 'tenant_edit' : 'tenant_add');
    const em = context.platformEm;
    const domainUrl = normalizeDomain(input.domainUrl) || null;
    if (domainUrl) {
      const sameDomain = await em.findOne(Tenant, { domainUrl });
      if (sameDomain && sameDomain.id !== input.id) {
        throw new AppError('CONFLICT', 'tenant.domainExists', { domain: domainUrl }, [
          { field: 'domainUrl', messageKey: 'tenant.domainExists', params: { domain: domainUrl } },
        ]);
      }
    }
    const fields = {
      tenantName: input.tenantName.trim(),
      linkman: input.linkman.trim(),
      contactNumber: input.contactNumber ?? null,
      address: input.address ?? null,
      domainUrl,
      backgroundUrl: input.backgroundUrl || null,
    };
    if (!input.id) {
      return this.provisioning.create(context, fields, input.packageId ?? null);
    }
    const tenant = await this.load(em, input.id);
    Object.assign(tenant, fields);
    await em.flush();
    this.invalidation.publish({ topic: 'tenants', tenantIds: [tenant.tenantId] });
    return tenant;
  }

  /** Soft-deletes tenants and all their users, and ends their sessions. The platform tenant is refused. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant_delete');
    assertIds(ids);
    const em = context.platformEm;
    const tenants = await em.find(Tenant, { id: { $in: ids } });
    if (tenants.some((tenant) => isPlatformTenant(tenant.tenantId))) {
      throw new AppError('VALIDATION', 'tenant.removePlatform');
    }
    const tenantIds = tenants.map((tenant) => tenant.tenantId);
    for (const tenantId of tenantIds) {
      const tenantEm = await this.databases.forTenant(tenantId);
      await tenantEm.nativeUpdate(User, { tenantId }, { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() });
    }
    const removed = await em.transactional(async (tx) => {
      await this.sessions.revokeAllOfTenants(tx, tenantIds, 'tenant-removed');
      return tx.nativeUpdate(
        Tenant,
        { id: { $in: tenants.map((tenant) => tenant.id) } },
        { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
      );
    });
    tenantIds.forEach((tenantId) => this.databases.invalidate(tenantId));
    this.invalidation.publish({ topic: 'tenants', tenantIds });
    return removed;
  }

  /** Sets account quota and expiry of tenants (enforced at user creation, sign-in and refresh). */
  async setting(context: SignedInContext, input: TenantSettingInput): Promise<number> {
    requirePlatform(context);
    await this.menus.require(context, 'tenant_setting');
    assertIds(input.ids);
    const accountNumber = input.accountNumber === 0 ? -1 : input.accountNumber;
    return context.platformEm.nativeUpdate(
      Tenant,
      { id: { $in: input.ids } },
      { accountNumber, expireTime: input.expireTime ?? null, updateUser: context.actor.userId, updateTime: new Date() },
    );
  }

  /** A tenant by row id (platform database), or NOT_FOUND. */
  async load(em: EntityManager, id: string): Promise<Tenant> {
    const tenant = isId(id) ? await em.findOne(Tenant, { id }) : null;
    if (!tenant) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return tenant;
  }

  /** A tenant by its code (platform database), or NOT_FOUND. */
  async loadByCode(em: EntityManager, tenantId: string): Promise<Tenant> {
    const tenant = /^\d{6}$/.test(tenantId) ? await em.findOne(Tenant, { tenantId }) : null;
    if (!tenant) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return tenant;
  }
}

export function assertIds(ids: string[]): void {
  if (ids.length === 0) {
    throw new AppError('VALIDATION', 'errors.selectOne');
  }
  if (ids.length > 1000 || !ids.every(isId)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'ids' });
  }
}
