import { isPlatformActor } from '../../../core/auth/platform';
import type { EntityManager } from '@mikro-orm/core';
import type { Actor } from '../../../core/auth/actor';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { RoleMenu } from '../role/role-menu.entity';
import type { TenantPackageMenus } from '../tenant-package/tenant-package-menus';
import { TopMenuSetting } from '../top-menu/top-menu-setting.entity';
import { TopMenu } from '../top-menu/top-menu.entity';
import { Menu } from './menu.entity';

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

const CACHE_TTL_MS = 60_000;
/** The code of those who change role grants (tenant-wide cache clearing). */
const GRANT_CODE = 'role_grant';

/** The caller's menus, buttons and permission codes, as granted to the caller's roles. */
export class MenuService {
  private readonly grantCache = new Map<string, { expires: number; menuIds: Set<string> }>();
  private readonly codeCache = new Map<string, { expires: number; codes: Set<string> }>();

  constructor(private readonly packages: TenantPackageMenus) {}

  /**
   * Category-1 menus granted to the caller plus their ancestors, sorted; optionally limited to a top menu.
   * Without a top menu, a non-administrator's grants are cut to the menus of the tenant's package (§6.3).
   */
  async routes(context: SignedInContext, topMenuId?: string | null): Promise<Menu[]> {
    const { em, actor } = context;
    const all = await this.allMenus(context.platformEm);
    const menus = all.filter((menu) => menu.category === MENU_CATEGORY.menu);
    let selected: Menu[];
    if (isPlatformActor(actor) && !topMenuId) {
      selected = menus;
    } else {
      const granted = isPlatformActor(actor) ? new Set(menus.map((menu) => menu.id)) : await this.grantedMenuIds(em, actor);
      const packageIds = isPlatformActor(actor) || topMenuId ? null : await this.packages.menuIdsOf(context.platformEm, actor.tenantId);
      selected = withAncestors(
        menus.filter((menu) => granted.has(menu.id) && (!packageIds || packageIds.has(menu.id))),
        menus,
      );
      if (topMenuId) {
        const settings = await em.find(TopMenuSetting, { topMenuId });
        const allowed = new Set(settings.map((setting) => setting.menuId));
        selected = selected.filter((menu) => allowed.has(menu.id));
        selected = withAncestors(selected, menus);
      }
    }
    return sortMenus(selected);
  }

  /** Granted buttons and their direct parents (administrators: every button). */
  async buttons(context: SignedInContext): Promise<Menu[]> {
    const { em, actor } = context;
    const all = await this.allMenus(context.platformEm);
    const granted = isPlatformActor(actor) ? null : await this.grantedMenuIds(em, actor);
    const buttons = all.filter((menu) => menu.category === MENU_CATEGORY.button && (granted === null || granted.has(menu.id)));
    const parentIds = new Set(buttons.map((button) => button.parentId));
    const parents = all.filter((menu) => parentIds.has(menu.id));
    return sortMenus([...parents, ...buttons]);
  }

  /** Permission codes of the caller: codes of every menu and button granted to its roles. */
  async permissionCodes(context: SignedInContext): Promise<string[]> {
    const { em, actor } = context;
    const all = await this.allMenus(context.platformEm);
    const granted = isPlatformActor(actor) ? null : await this.grantedMenuIds(em, actor);
    return all.filter((menu) => granted === null || granted.has(menu.id)).map((menu) => menu.code);
  }

  /**
   * Checked on every guarded request (twice: the GraphQL auth checker and the service). The caller's code
   * set is kept like the grants (same key, lifetime and clearCache), so a check does not read and hydrate
   * the whole menu table each time.
   */
  async hasPermission(context: SignedInContext, codes: string[]): Promise<boolean> {
    if (isPlatformActor(context.actor)) {
      return true;
    }
    const key = grantKey(context.actor);
    const cached = this.codeCache.get(key);
    let owned = cached && cached.expires > Date.now() ? cached.codes : undefined;
    if (!owned) {
      owned = new Set(await this.permissionCodes(context));
      this.codeCache.set(key, { expires: Date.now() + CACHE_TTL_MS, codes: owned });
    }
    return codes.some((code) => owned.has(code));
  }

  /** Throws FORBIDDEN unless the caller holds one of the codes (administrators hold all). */
  async require(context: SignedInContext, ...codes: string[]): Promise<void> {
    if (!(await this.hasPermission(context, codes))) {
      throw new AppError('FORBIDDEN', 'errors.forbidden');
    }
  }

  async topMenus(context: SignedInContext): Promise<TopMenu[]> {
    return context.em.find(TopMenu, {}, { orderBy: { sort: 'asc', id: 'asc' } });
  }

  clearCache(): void {
    this.grantCache.clear();
    this.codeCache.clear();
  }

  /**
   * "Clear cache" asked for by a caller: an administrator flushes every tenant's entries, a holder of
   * `role_grant` (who changes grants) its tenant's, anyone else only its own (so a student cannot make
   * the server reload every tenant's grants). Returns how many entries were dropped.
   */
  async clearCacheFor(context: SignedInContext): Promise<number> {
    const { actor } = context;
    let matches: (key: string) => boolean;
    if (isPlatformActor(actor)) {
      matches = () => true;
    } else if (await this.hasPermission(context, [GRANT_CODE])) {
      matches = (key) => key.startsWith(`${actor.tenantId}:`);
    } else {
      const own = grantKey(actor);
      matches = (key) => key === own;
    }
    let dropped = 0;
    for (const cache of [this.grantCache, this.codeCache]) {
      for (const key of [...cache.keys()]) {
        if (matches(key)) {
          cache.delete(key);
          dropped += 1;
        }
      }
    }
    return dropped;
  }

  private async allMenus(em: EntityManager): Promise<Menu[]> {
    return em.find(Menu, {}, { orderBy: { sort: 'asc', id: 'asc' } });
  }

  private async grantedMenuIds(em: EntityManager, actor: Actor): Promise<Set<string>> {
    const key = grantKey(actor);
    const cached = this.grantCache.get(key);
    if (cached && cached.expires > Date.now()) {
      return cached.menuIds;
    }
    const grants = actor.roleIds.length === 0 ? [] : await em.find(RoleMenu, { roleId: { $in: actor.roleIds } });
    const menuIds = new Set(grants.map((grant) => grant.menuId));
    this.grantCache.set(key, { expires: Date.now() + CACHE_TTL_MS, menuIds });
    return menuIds;
  }
}

function withAncestors(selected: Menu[], all: Menu[]): Menu[] {
  const byId = new Map(all.map((menu) => [menu.id, menu]));
  const result = new Map(selected.map((menu) => [menu.id, menu]));
  for (const menu of selected) {
    let parent = byId.get(menu.parentId);
    while (parent && !result.has(parent.id)) {
      result.set(parent.id, parent);
      parent = byId.get(parent.parentId);
    }
  }
  return [...result.values()];
}

function sortMenus(menus: Menu[]): Menu[] {
  return [...menus].sort((left, right) => left.sort - right.sort || left.id.localeCompare(right.id));
}

/** Cache key of a caller's grants: tenant and the sorted role ids. */
function grantKey(actor: Actor): string {
  return `${actor.tenantId}:${[...actor.roleIds].sort().join(',')}`;
}
