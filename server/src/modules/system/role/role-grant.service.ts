import { isPlatformActor } from '../../../core/auth/platform';
import type { EntityManager } from '@mikro-orm/core';
import { ADMINISTRATOR_ALIAS, TENANT_ADMIN_ALIAS } from '../../../core/auth/actor';
import { currentRead, lockRows } from '../../../core/db/dialect';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { checkIdList, requireIdList } from '../../../core/ids/id-list';
import type { MenuService } from '../menu/menu.service';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import type { GrantableService } from './grantable.service';
import { RoleMenu } from './role-menu.entity';
import { RoleScope, SCOPE_CATEGORY } from './role-scope.entity';
import { Role } from './role.entity';
import type { RoleGrantInput } from './role.inputs';
import type { GrantKeys, GrantTree } from './role.types';

/** The role grant dialog: what may be granted, what roles hold, and the grant itself. */
export class RoleGrantService {
  constructor(
    private readonly menus: MenuService,
    private readonly grantable: GrantableService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  async tree(context: SignedInContext): Promise<GrantTree> {
    await this.menus.require(context, 'role_grant');
    return this.grantable.trees(context);
  }

  /** Menu, data-scope and API-scope ids held by roles of the caller's tenant. */
  async keys(context: SignedInContext, roleIds: string[]): Promise<GrantKeys> {
    await this.menus.require(context, 'role_grant');
    const ids = checkIdList(roleIds, 'roleIds');
    if (ids.length === 0) {
      return { menu: [], dataScope: [], apiScope: [] };
    }
    const menuGrants = await context.em.find(RoleMenu, { roleId: { $in: ids } }, { orderBy: { id: 'asc' } });
    const scopeGrants = await context.em.find(RoleScope, { roleId: { $in: ids } }, { orderBy: { id: 'asc' } });
    const unique = (values: string[]) => [...new Set(values)];
    return {
      menu: unique(menuGrants.map((grant) => grant.menuId)),
      dataScope: unique(scopeGrants.filter((grant) => grant.scopeCategory === SCOPE_CATEGORY.data).map((grant) => grant.scopeId)),
      apiScope: unique(scopeGrants.filter((grant) => grant.scopeCategory === SCOPE_CATEGORY.api).map((grant) => grant.scopeId)),
    };
  }

  /**
   * Replaces the menu and scope grants of the roles, then withdraws from every role below them any
   * menu no longer granted. Only platform administrators configure `administrator` and `admin`
   * roles, and nobody grants what they could not grant themselves (GrantableService). One transaction
   * that first locks the roles' rows: everything changes or nothing does, and grants saved at once apply one by one.
   */
  async grant(context: SignedInContext, input: RoleGrantInput): Promise<number> {
    await this.menus.require(context, 'role_grant');
    const { em, actor } = context;
    const roleIds = requireIdList(input.roleIds, 'roleIds');
    const menuIds = checkIdList(input.menuIds, 'menuIds');
    const dataScopeIds = checkIdList(input.dataScopeIds, 'dataScopeIds');
    const apiScopeIds = checkIdList(input.apiScopeIds, 'apiScopeIds');
    const roles = await em.find(Role, {});
    const targets = roles.filter((role) => roleIds.includes(role.id));
    if (targets.length !== roleIds.length) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    if (!isPlatformActor(actor) && targets.some((role) => role.roleAlias === ADMINISTRATOR_ALIAS)) {
      throw new AppError('FORBIDDEN', 'role.grantAdministrator');
    }
    if (!isPlatformActor(actor) && targets.some((role) => role.roleAlias === TENANT_ADMIN_ALIAS)) {
      throw new AppError('FORBIDDEN', 'role.grantAdmin');
    }
    const grantable = await this.grantable.of(context);
    const allowed = (ids: string[], rows: Array<{ id: string }>) => {
      const known = new Set(rows.map((row) => row.id));
      return ids.every((id) => known.has(id));
    };
    if (!allowed(menuIds, grantable.menus) || !allowed(dataScopeIds, grantable.dataScopes) || !allowed(apiScopeIds, grantable.apiScopes)) {
      throw new AppError('FORBIDDEN', 'role.grantNotHeld');
    }
    const descendants = descendantsOf(roles, roleIds);
    await inTransaction(em, async () => {
      // One grant after the other per role: two saves of the dialog at once would otherwise both add what neither saw.
      await lockRows(em, Role, [...roleIds, ...descendants]);
      await this.replaceMenus(em, roleIds, menuIds);
      await this.withdrawFromDescendants(em, descendants, new Set(menuIds));
      await this.replaceScopes(em, roleIds, SCOPE_CATEGORY.data, dataScopeIds);
      await this.replaceScopes(em, roleIds, SCOPE_CATEGORY.api, apiScopeIds);
    });
    this.invalidation.publish({ topic: 'grants', tenantId: actor.tenantId, roleIds: [...roleIds, ...descendants] });
    return roleIds.length;
  }

  private async replaceMenus(em: EntityManager, roleIds: string[], menuIds: string[]): Promise<void> {
    const existing = await em.find(RoleMenu, { roleId: { $in: roleIds } }, currentRead(em));
    const wanted = new Set(menuIds);
    for (const grant of existing) {
      if (!wanted.has(grant.menuId)) {
        em.remove(grant);
      }
    }
    for (const roleId of roleIds) {
      const has = new Set(existing.filter((grant) => grant.roleId === roleId).map((grant) => grant.menuId));
      for (const menuId of menuIds.filter((id) => !has.has(id))) {
        em.create(RoleMenu, { roleId, menuId } as RoleMenu);
      }
    }
  }

  private async withdrawFromDescendants(em: EntityManager, descendantIds: string[], kept: Set<string>): Promise<void> {
    if (descendantIds.length === 0) {
      return;
    }
    for (const grant of await em.find(RoleMenu, { roleId: { $in: descendantIds } }, currentRead(em))) {
      if (!kept.has(grant.menuId)) {
        em.remove(grant);
      }
    }
  }

  private async replaceScopes(em: EntityManager, roleIds: string[], scopeCategory: number, scopeIds: string[]): Promise<void> {
    const existing = await em.find(RoleScope, { roleId: { $in: roleIds }, scopeCategory }, currentRead(em));
    const wanted = new Set(scopeIds);
    for (const grant of existing) {
      if (!wanted.has(grant.scopeId)) {
        em.remove(grant);
      }
    }
    for (const roleId of roleIds) {
      const has = new Set(existing.filter((grant) => grant.roleId === roleId).map((grant) => grant.scopeId));
      for (const scopeId of scopeIds.filter((id) => !has.has(id))) {
        em.create(RoleScope, { roleId, scopeCategory, scopeId } as RoleScope);
      }
    }
  }
}

/** Every role below the given ones (children, grandchildren, ...), excluding the given ones. */
function descendantsOf(roles: Role[], roleIds: string[]): string[] {
  const result = new Set<string>();
  let frontier = new Set(roleIds);
  while (frontier.size > 0) {
    const next = new Set<string>();
    for (const role of roles) {
      if (frontier.has(role.parentId) && !result.has(role.id) && !roleIds.includes(role.id)) {
        result.add(role.id);
        next.add(role.id);
      }
    }
    frontier = next;
  }
  return [...result];
}
