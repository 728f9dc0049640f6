import { isPlatformTenant } from '../../../core/auth/platform';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM_TENANT_ID, TENANT_ADMIN_ALIAS, splitIds } from '../../../core/auth/actor';
import { AppError } from '../../../core/errors/app-error';
import { Menu } from '../menu/menu.entity';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import type { ParamService } from '../param/param.service';
import { RoleMenu } from '../role/role-menu.entity';
import { Role } from '../role/role.entity';
import { TenantPackage } from '../tenant-package/tenant-package.entity';
import { Tenant } from './tenant.entity';

export const DEFAULT_MENU_CODE_PARAM = 'tenant.default.menuCode';

/**
 * What a training institution needs on day one, as menu codes of this product (each with all its
 * sub-menus and buttons): home, notices (desk), users, roles, departments, posts, business
 * dictionaries, top menus, logs, resources (object storage, attachments), the whole exam area and the
 * workflow task lists (`work`: apply for leave, claim, approve) and administration (`flow`: the tenant's own models,
 * deployments and instances), and the reports (`report`: list, run, design, export).
 * The seeded value of tenant.default.menuCode and the fallback when that parameter is missing or empty.
 */
export const TENANT_DEFAULT_MENU_CODES = 'home,desk,user,role,dept,post,dictbiz,topmenu,log,resource,exam,work,flow,report';

/** Values of tenant.default.menuCode seeded by earlier versions; the base seed upgrades them while unchanged. */
export const EARLIER_DEFAULT_MENU_CODES = [
  'home',
  'home,desk,user,role,dept,post,dictbiz,topmenu,log,resource,exam',
  'home,desk,user,role,dept,post,dictbiz,topmenu,log,resource,exam,work,flow',
];

/** Digest stored on tenants provisioned by an earlier version: matches no menu set, so the next sign-in applies the current one. */
const ADOPTED_DIGEST = 'adopted';

/**
 * The menus of a tenant's `admin` role (contract §3.9): the tenant package's menus when a package is
 * bound, otherwise every menu whose code is in tenant.default.menuCode plus all its descendants.
 *
 * A tenant provisioned here remembers a digest of the menu set its admin role was given
 * (`Tenant.adminMenuDigest`). At each sign-in of one of its users (`follow`), the set is worked out
 * again from the current parameter, package and menu tree; when it differs, the admin role's grants are
 * replaced by it once (a conditional update of the digest elects one sign-in when several race).
 * Tenants without a digest (the platform tenant, seeded tenants) keep their grants as configured.
 * Grants a platform administrator changes by hand last until the parameter or the package changes.
 */
export class TenantAdminMenus {
  constructor(
    private readonly params: ParamService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /** Menu ids the admin role of a tenant with this package (or none) gets, sorted. */
  async menuIdsFor(platformEm: EntityManager, packageId: string | null): Promise<string[]> {
    const ids = packageId ? await this.packageMenuIds(platformEm, packageId) : await this.defaultMenuIds(platformEm);
    return ids.sort();
  }

  /** Brings the admin role of a provisioned tenant up to date with its parameter or package (sign-in). */
  async follow(platformEm: EntityManager, tenantEm: EntityManager, tenant: Tenant): Promise<void> {
    const previous = tenant.adminMenuDigest;
    if (!previous || isPlatformTenant(tenant.tenantId)) {
      return;
    }
    let menuIds: string[];
    try {
      menuIds = await this.menuIdsFor(platformEm, tenant.packageId ?? null);
    } catch (error) {
      // A parameter naming no menu or a deleted package must not lock a tenant out: keep its grants.
      if (error instanceof AppError) {
        return;
      }
      throw error;
    }
    const digest = menuDigest(menuIds);
    if (digest === previous) {
      return;
    }
    const claimed = await platformEm.nativeUpdate(Tenant, { id: tenant.id, adminMenuDigest: previous }, { adminMenuDigest: digest });
    if (claimed === 0) {
      return;
    }
    try {
      await replaceAdminGrants(tenantEm, tenant.tenantId, menuIds);
    } catch (error) {
      await platformEm.nativeUpdate(Tenant, { id: tenant.id, adminMenuDigest: digest }, { adminMenuDigest: previous });
      throw error;
    }
    tenant.adminMenuDigest = digest;
    this.invalidation.publish({ topic: 'tenants', tenantIds: [tenant.tenantId] });
  }

  private async packageMenuIds(em: EntityManager, packageId: string): Promise<string[]> {
    const found = await em.findOne(TenantPackage, { id: packageId });
    if (!found) {
      throw new AppError('NOT_FOUND', 'errors.notFound', {}, [{ field: 'packageId', messageKey: 'errors.notFound' }]);
    }
    const ids = splitIds(found.menuId);
    const menus = ids.length === 0 ? [] : await em.find(Menu, { id: { $in: ids } }, { fields: ['id'] });
    return menus.map((menu) => menu.id);
  }

  /** Menus whose code is in tenant.default.menuCode (or the default list), plus all their descendants. */
  private async defaultMenuIds(em: EntityManager): Promise<string[]> {
    const value = (await this.params.valueOf(em, DEFAULT_MENU_CODE_PARAM))?.trim() || TENANT_DEFAULT_MENU_CODES;
    const all = await em.find(Menu, {}, { fields: ['id', 'parentId', 'code'] });
    const selected = withDescendants(all, new Set(splitCodes(value)));
    if (selected.length === 0) {
      throw new AppError('NOT_CONFIGURED', 'tenant.menuCodeUnknown');
    }
    return selected;
  }
}

/** Replaces the grants of the tenant's admin role (alias `admin`) by exactly these menus, in one transaction. */
async function replaceAdminGrants(tenantEm: EntityManager, tenantId: string, menuIds: string[]): Promise<void> {
  await tenantEm.transactional(async (tx) => {
    const role = await tx.findOne(Role, { roleAlias: TENANT_ADMIN_ALIAS }, { orderBy: { sort: 'asc', id: 'asc' } });
    if (!role) {
      return;
    }
    const existing = await tx.find(RoleMenu, { roleId: role.id });
    const wanted = new Set(menuIds);
    for (const grant of existing) {
      if (!wanted.delete(grant.menuId)) {
        tx.remove(grant);
      }
    }
    for (const menuId of wanted) {
      tx.create(RoleMenu, { tenantId, roleId: role.id, menuId });
    }
  });
}

export function splitCodes(value: string): string[] {
  return value
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** Ids of the menus with these codes and of every menu below them. */
export function withDescendants(all: Array<Pick<Menu, 'id' | 'parentId' | 'code'>>, codes: Set<string>): string[] {
  const selected = new Set(all.filter((menu) => codes.has(menu.code)).map((menu) => menu.id));
  let grew = selected.size > 0;
  while (grew) {
    grew = false;
    for (const menu of all) {
      if (!selected.has(menu.id) && selected.has(menu.parentId)) {
        selected.add(menu.id);
        grew = true;
      }
    }
  }
  return [...selected];
}

/** Digest of a menu set, as stored on the tenant. */
export function menuDigest(menuIds: string[]): string {
  return createHash('sha256')
    .update([...menuIds].sort().join(','))
    .digest('hex');
}

/**
 * Upgrade step of the base seed (runs on every start): a tenant provisioned before tenants remembered
 * their menu digest, whose admin role still holds exactly what the earlier default gave (home only),
 * follows the parameter from its next sign-in. Tenants whose admin role was configured differently are
 * left alone. Reads the main database only (tenants with a dedicated datasource are skipped).
 */
export async function adoptEarlierProvisionedTenants(em: EntityManager): Promise<number> {
  const candidates = await em.find(Tenant, {
    adminMenuDigest: null,
    packageId: null,
    tenantId: { $ne: PLATFORM_TENANT_ID },
    datasourceId: null,
  });
  if (candidates.length === 0) {
    return 0;
  }
  const all = await em.find(Menu, {}, { fields: ['id', 'parentId', 'code'] });
  // Each earlier default is one menu set: a role holding exactly one of them was given it by that default.
  const earlierSets = EARLIER_DEFAULT_MENU_CODES.map((value) => new Set(withDescendants(all, new Set(splitCodes(value)))));
  let adopted = 0;
  for (const tenant of candidates) {
    const filters = { tenant: { tenantId: tenant.tenantId } };
    const roles = await em.find(Role, { tenantId: tenant.tenantId, roleAlias: TENANT_ADMIN_ALIAS }, { filters });
    if (roles.length !== 1 || !roles[0]) {
      continue;
    }
    const grants = await em.find(RoleMenu, { roleId: roles[0].id }, { filters });
    const held = new Set(grants.map((grant) => grant.menuId));
    if (earlierSets.some((earlier) => held.size === earlier.size && [...held].every((id) => earlier.has(id)))) {
      adopted += await em.nativeUpdate(Tenant, { id: tenant.id, adminMenuDigest: null }, { adminMenuDigest: ADOPTED_DIGEST });
    }
  }
  return adopted;
}
