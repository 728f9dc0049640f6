import type { EntityManager } from '@mikro-orm/core';
import { splitIds } from '../../../core/auth/actor';
import type { Menu } from '../menu/menu.entity';
import { Tenant } from '../tenant/tenant.entity';
import { TenantPackage } from './tenant-package.entity';

/**
 * How a tenant package limits its tenants (contract §6.3). Reads the main database only (tenant and
 * package are platform tables): pass `context.platformEm`. No access check: callers are services.
 */
export class TenantPackageMenus {
  /** Menu ids of the package bound to the tenant, or null when the tenant has none (no restriction). */
  async menuIdsOf(platformEm: EntityManager, tenantId: string): Promise<Set<string> | null> {
    const tenant = await platformEm.findOne(Tenant, { tenantId });
    if (!tenant?.packageId) {
      return null;
    }
    const found = await platformEm.findOne(TenantPackage, { id: tenant.packageId });
    return found ? new Set(splitIds(found.menuId)) : null;
  }

  /**
   * Cuts a candidate menu tree (e.g. the role-grant tree of a tenant administrator) down to the package's
   * menus plus all their ancestors and descendants. `all` is the whole menu table the candidates come
   * from; unchanged when the tenant has no package. Call it for non-administrators only.
   */
  async limitToPackage<T extends Pick<Menu, 'id' | 'parentId'>>(
    platformEm: EntityManager,
    tenantId: string,
    candidates: T[],
  ): Promise<T[]> {
    const packageIds = await this.menuIdsOf(platformEm, tenantId);
    if (!packageIds) {
      return candidates;
    }
    return candidates.filter(packageClosure(packageIds, candidates));
  }
}

/** A predicate: the menu is in the package, or is an ancestor or a descendant of a package menu. */
function packageClosure<T extends Pick<Menu, 'id' | 'parentId'>>(packageIds: Set<string>, all: T[]): (menu: T) => boolean {
  const byId = new Map(all.map((item) => [item.id, item]));
  const ancestorsAndSelf = new Set<string>();
  for (const id of packageIds) {
    let node = byId.get(id);
    while (node && !ancestorsAndSelf.has(node.id)) {
      ancestorsAndSelf.add(node.id);
      node = byId.get(node.parentId);
    }
  }
  const below = new Map<string, boolean>();
  const isBelowPackage = (menu: T, depth: number): boolean => {
    const known = below.get(menu.id);
    if (known !== undefined) {
      return known;
    }
    const parent = byId.get(menu.parentId);
    const result = parent !== undefined && depth < 64 && (packageIds.has(parent.id) || isBelowPackage(parent, depth + 1));
    below.set(menu.id, result);
    return result;
  };
  return (menu) => ancestorsAndSelf.has(menu.id) || isBelowPackage(menu, 0);
}
