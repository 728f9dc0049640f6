import { isPlatformActor } from '../../../core/auth/platform';
import type { Actor } from '../../../core/auth/actor';
import { coversCaller, ReadCache, SHARED_SCOPE, type CacheScope } from '../../../core/cache/read-cache';
import type { CacheInvalidation, InvalidationEvent } from '../../../core/cache/invalidation';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { RoleMenu } from '../role/role-menu.entity';
import type { TenantPackageMenus } from '../tenant-package/tenant-package-menus';
import { TopMenuSetting } from '../top-menu/top-menu-setting.entity';
import { TopMenu } from '../top-menu/top-menu.entity';
import { Menu } from './menu.entity';

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

const CACHE_TTL_MS = 60_000;
/** Role selections kept per process (each: grants, codes, routes, buttons). */
const CALLER_CAPACITY = 5_000;
/** The code of those who change role grants (tenant-wide cache clearing). */
const GRANT_CODE = 'role_grant';
const TREE_KEY = 'menus';

/**
 * The caller's menus, buttons and permission codes, as granted to the caller's roles. Everything it reads is
 * kept per process (the menu tree, each tenant's package, each role selection's grants, codes, routes and
 * buttons) and dropped by the invalidation events that change it: menus, grants and roles, tenants.
 */
export class MenuService {
  private readonly tree = new ReadCache<Menu[]>({ capacity: 4, ttlMs: CACHE_TTL_MS });
  private readonly packageMenus = new ReadCache<Set<string> | null>({ capacity: CALLER_CAPACITY, ttlMs: CACHE_TTL_MS });
  private readonly grants = new ReadCache<Set<string>>({ capacity: CALLER_CAPACITY, ttlMs: CACHE_TTL_MS });
  private readonly codes = new ReadCache<Set<string>>({ capacity: CALLER_CAPACITY, ttlMs: CACHE_TTL_MS });
  private readonly lists = new ReadCache<Menu[]>({ capacity: CALLER_CAPACITY, ttlMs: CACHE_TTL_MS });

  constructor(
    private readonly packages: TenantPackageMenus,
    private readonly invalidation: CacheInvalidation,
  ) {
    invalidation.subscribe((event) => this.invalidate(event));
  }

  /**
   * Category-1 menus granted to the caller plus their ancestors, sorted; optionally limited to a top menu.
   * Without a top menu, a non-administrator's grants are cut to the menus of the tenant's package (§6.3).
   */
  async routes(context: SignedInContext, topMenuId?: string | null): Promise<Menu[]> {
    const { actor } = context;
    if (topMenuId) {
      const settings = await context.em.find(TopMenuSetting, { topMenuId });
      const allowed = new Set(settings.map((setting) => setting.menuId));
      const menus = (await this.allMenus(context)).filter((menu) => menu.category === MENU_CATEGORY.menu);
      const granted = isPlatformActor(actor) ? null : await this.grantedMenuIds(context);
      const selected = withAncestors(
        menus.filter((menu) => granted === null || granted.has(menu.id)),
        menus,
      ).filter((menu) => allowed.has(menu.id));
      return sortMenus(withAncestors(selected, menus));
    }
    return this.lists.through(callerScope(actor), `routes:${callerKey(actor)}`, async () => {
      const menus = (await this.allMenus(context)).filter((menu) => menu.category === MENU_CATEGORY.menu);
      if (isPlatformActor(actor)) {
        return sortMenus(menus);
      }
      const granted = await this.grantedMenuIds(context);
      const packageIds = await this.packageMenuIds(context);
      return sortMenus(
        withAncestors(
          menus.filter((menu) => granted.has(menu.id) && (!packageIds || packageIds.has(menu.id))),
          menus,
        ),
      );
    });
  }

  /** Granted buttons and their direct parents (administrators: every button). */
  async buttons(context: SignedInContext): Promise<Menu[]> {
    const { actor } = context;
    return this.lists.through(callerScope(actor), `buttons:${callerKey(actor)}`, async () => {
      const all = await this.allMenus(context);
      const granted = isPlatformActor(actor) ? null : await this.grantedMenuIds(context);
      const buttons = all.filter((menu) => menu.category === MENU_CATEGORY.button && (granted === null || granted.has(menu.id)));
      const parentIds = new Set(buttons.map((button) => button.parentId));
      const parents = all.filter((menu) => parentIds.has(menu.id));
      return sortMenus([...parents, ...buttons]);
    });
  }

  /** Permission codes of the caller: codes of every menu and button granted to its roles. */
  async permissionCodes(context: SignedInContext): Promise<string[]> {
    return [...(await this.codeSet(context))];
  }

  /**
   * Checked on every guarded request (twice: the GraphQL auth checker and the service): answered from the
   * caller's cached code set.
   */
  async hasPermission(context: SignedInContext, codes: string[]): Promise<boolean> {
    if (isPlatformActor(context.actor)) {
      return true;
    }
    const owned = await this.codeSet(context);
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

  /**
   * "Clear cache" asked for by a caller: an administrator flushes every tenant's entries, a holder of
   * `role_grant` (who changes grants) its tenant's, anyone else only its own (so a student cannot make
   * the server reload every tenant's grants).
   */
  async clearCacheFor(context: SignedInContext): Promise<void> {
    const { actor } = context;
    if (isPlatformActor(actor)) {
      this.invalidation.publish({ topic: 'everything', tenantId: null });
    } else if (await this.hasPermission(context, [GRANT_CODE])) {
      this.invalidation.publish({ topic: 'everything', tenantId: actor.tenantId });
    } else {
      this.invalidation.publish({ topic: 'users', tenantId: actor.tenantId, userIds: [actor.userId] });
    }
  }

  private invalidate(event: InvalidationEvent): void {
    const caches = [this.tree, this.packageMenus, this.grants, this.codes, this.lists];
    if (event.topic === 'menus') {
      caches.forEach((cache) => cache.clear());
      return;
    }
    caches.forEach((cache) => cache.deleteWhere((scope) => coversCaller(event, scope)));
  }

  private async codeSet(context: SignedInContext): Promise<Set<string>> {
    const { actor } = context;
    return this.codes.through(callerScope(actor), callerKey(actor), async () => {
      const all = await this.allMenus(context);
      const granted = isPlatformActor(actor) ? null : await this.grantedMenuIds(context);
      return new Set(all.filter((menu) => granted === null || granted.has(menu.id)).map((menu) => menu.code));
    });
  }

  /*
   * The cached reads below take the request's context, not an EntityManager, and read `context.em` / `context.platformEm`
   * only when they load: a request's EntityManagers are forked on first use, so a request answered from these caches forks
   * none (menu-cache.test.ts checks it).
   */

  /** The whole menu table, shared by every tenant; not attached to any request's EntityManager. */
  private async allMenus(context: SignedInContext): Promise<Menu[]> {
    return this.tree.through({ tenantId: SHARED_SCOPE }, TREE_KEY, () =>
      context.platformEm.find(Menu, {}, { orderBy: { sort: 'asc', id: 'asc' }, disableIdentityMap: true }),
    );
  }

  private async packageMenuIds(context: SignedInContext): Promise<Set<string> | null> {
    const { tenantId } = context.actor;
    return this.packageMenus.through({ tenantId }, 'package', () => this.packages.menuIdsOf(context.platformEm, tenantId));
  }

  private async grantedMenuIds(context: SignedInContext): Promise<Set<string>> {
    const { actor } = context;
    return this.grants.through(callerScope(actor), callerKey(actor), async () => {
      const grants = actor.roleIds.length === 0 ? [] : await context.em.find(RoleMenu, { roleId: { $in: actor.roleIds } });
      return new Set(grants.map((grant) => grant.menuId));
    });
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

/** Cache key of a caller's role selection (the tenant is the scope's): the sorted role ids, and whether platform. */
function callerKey(actor: Actor): string {
  return `${isPlatformActor(actor) ? 'platform' : 'roles'}:${[...actor.roleIds].sort().join(',')}`;
}

function callerScope(actor: Actor): CacheScope {
  return { tenantId: actor.tenantId, roleIds: actor.roleIds };
}
