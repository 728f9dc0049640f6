import { lockAll } from '../../../core/db/dialect';
import { inTransaction } from '../../../core/db/transaction';
import { removeTreeRows } from '../../../core/db/tree-rows';
import { isPlatformActor } from '../../../core/auth/platform';
import type { FilterQuery } from '@mikro-orm/core';
import { ADMINISTRATOR_ALIAS, TENANT_ADMIN_ALIAS, splitIds } from '../../../core/auth/actor';
import { containsPattern } from '../../../core/db/list-query';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { AppError } from '../../../core/errors/app-error';
import type { TreeNode } from '../../../core/graphql/tree-node.types';
import { treeNodesOf } from '../../../core/graphql/tree-node.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { checkIdList, requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../menu/menu.service';
import { withDataScope, type DataScopeRules } from '../scope/data-scope-rules.service';
import { User } from '../user/user.entity';
import { Role } from './role.entity';
import type { RoleFilter, RoleInput } from './role.inputs';
import { toRoleView, type RoleView } from './role.types';

/** Data-scope resource code of the role list. */
export const ROLE_RESOURCE = 'role';

const ORDER = { sort: 'asc', id: 'asc' } as const;

/** Roles of the caller's tenant. */
export class RoleService {
  constructor(
    private readonly menus: MenuService,
    private readonly dataScopes: DataScopeRules,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /** Roles matching the filter, flat (nest by parentId) with parent names; restricted by the data scope. */
  async list(context: SignedInContext, filter: RoleFilter | null | undefined): Promise<RoleView[]> {
    await this.menus.require(context, 'role');
    const where: FilterQuery<Role> = {};
    if (filter?.roleName) {
      where.roleName = { $like: containsPattern(filter.roleName) };
    }
    if (filter?.roleAlias) {
      where.roleAlias = { $like: containsPattern(filter.roleAlias) };
    }
    const rows = await context.em.find(Role, withDataScope(where, await this.dataScopes.conditionFor<Role>(context, ROLE_RESOURCE)), {
      orderBy: ORDER,
    });
    return this.views(context, rows);
  }

  async detail(context: SignedInContext, id: string): Promise<RoleView> {
    await this.menus.require(context, 'role');
    const [view] = await this.views(context, [await this.find(context, id)]);
    if (!view) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return view;
  }

  /** The caller's tenant's roles as tree nodes; callers who are no (tenant) administrators do not see `admin` roles. */
  async tree(context: SignedInContext): Promise<TreeNode[]> {
    const rows = await context.em.find(Role, {}, { orderBy: ORDER });
    const aliases = context.actor.roleAliases;
    const seesAdmin = isPlatformActor(context.actor) || aliases.includes(TENANT_ADMIN_ALIAS) || aliases.includes(ADMINISTRATOR_ALIAS);
    return treeNodesOf(
      rows.filter((role) => seesAdmin || role.roleAlias !== TENANT_ADMIN_ALIAS),
      (role) => role.roleName,
      (role) => role.roleAlias,
    );
  }

  /** The tree of the tenant that owns `roleId` — always the caller's, since other tenants' roles are not found. */
  async treeById(context: SignedInContext, roleId: string): Promise<TreeNode[]> {
    await this.find(context, roleId);
    return this.tree(context);
  }

  /** Roles of a user (userId) or with the given ids, of the caller's tenant (role switcher, forms). */
  async select(context: SignedInContext, userId: string | null | undefined, roleIds: string[] | null | undefined): Promise<RoleView[]> {
    let ids = checkIdList(roleIds, 'roleIds');
    if (userId) {
      if (!isId(userId)) {
        throw new AppError('VALIDATION', 'errors.paramType', { name: 'userId' });
      }
      if (userId !== context.actor.userId) {
        // Another user's roles: for those who manage users or roles (the switcher asks for the caller's own).
        await this.menus.require(context, 'user', 'role');
      }
      const user = await context.em.findOne(User, { id: userId });
      ids = [...ids, ...splitIds(user?.roleId)];
    }
    if (ids.length === 0) {
      return [];
    }
    return this.views(context, await context.em.find(Role, { id: { $in: ids } }, { orderBy: ORDER }));
  }

  /**
   * Adds (role_add) or changes (role_edit) a role of the caller's tenant. Only platform administrators
   * create or change `administrator` roles; the parent must be another role of the tenant, never the
   * role itself or one below it.
   */
  async submit(context: SignedInContext, input: RoleInput): Promise<RoleView> {
    await this.menus.require(context, input.id ? 'role_edit' : 'role_add');
    const { em, actor } = context;
    const alias = input.roleAlias.trim();
    if (!isPlatformActor(actor) && alias === ADMINISTRATOR_ALIAS) {
      throw new AppError('FORBIDDEN', 'role.createAdministrator');
    }
    // The tenant's role tree changes one change at a time, each checked against the tree as the one before left it.
    const role = await inTransaction(em, async () => {
      await lockAll(em, Role);
      const existing = input.id ? await this.find(context, input.id) : null;
      if (existing && !isPlatformActor(actor) && existing.roleAlias === ADMINISTRATOR_ALIAS) {
        throw new AppError('FORBIDDEN', 'role.changeAdministrator');
      }
      const parentId = await this.checkedParent(context, input.parentId, existing);
      const row = existing ?? new Role();
      em.persist(row);
      row.parentId = parentId;
      row.roleName = input.roleName.trim();
      row.roleAlias = alias;
      row.sort = input.sort ?? row.sort;
      return row;
    });
    this.invalidation.publish({ topic: 'roles', tenantId: actor.tenantId, roleIds: [role.id] });
    const [view] = await this.views(context, [role]);
    if (!view) {
      throw new AppError('INTERNAL', 'errors.internal');
    }
    return view;
  }

  /** Soft-deletes roles; refused while one has a child role not deleted with it. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'role_delete');
    const list = requireIdList(ids);
    const roles = await context.em.find(Role, { id: { $in: list } });
    if (!isPlatformActor(context.actor) && roles.some((role) => role.roleAlias === ADMINISTRATOR_ALIAS)) {
      throw new AppError('FORBIDDEN', 'role.changeAdministrator');
    }
    const removed = await removeTreeRows(
      context.em,
      Role,
      roles.map((role) => role.id),
      context.actor.userId,
    );
    this.invalidation.publish({ topic: 'roles', tenantId: context.actor.tenantId, roleIds: roles.map((role) => role.id) });
    return removed;
  }

  async find(context: SignedInContext, id: string): Promise<Role> {
    const role = isId(id) ? await context.em.findOne(Role, { id }) : null;
    if (!role) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return role;
  }

  private async checkedParent(context: SignedInContext, parentId: string | undefined, self: Role | null): Promise<string> {
    if (!parentId || parentId === '0') {
      return '0';
    }
    if (self && parentId === self.id) {
      throw new AppError('VALIDATION', 'errors.parentSelf', {}, [{ field: 'parentId', messageKey: 'errors.parentSelf' }]);
    }
    const all = await context.em.find(Role, {});
    const byId = new Map(all.map((role) => [role.id, role]));
    if (!byId.has(parentId)) {
      // Other tenants' roles are filtered out, so they are "not found" here.
      throw new AppError('VALIDATION', 'errors.parentNotFound', {}, [{ field: 'parentId', messageKey: 'errors.parentNotFound' }]);
    }
    let cursor = byId.get(parentId);
    const seen = new Set<string>();
    while (self && cursor && !seen.has(cursor.id)) {
      if (cursor.id === self.id) {
        throw new AppError('VALIDATION', 'errors.parentDescendant', {}, [{ field: 'parentId', messageKey: 'errors.parentDescendant' }]);
      }
      seen.add(cursor.id);
      cursor = byId.get(cursor.parentId);
    }
    return parentId;
  }

  private async views(context: SignedInContext, roles: Role[]): Promise<RoleView[]> {
    const names = new Map(roles.map((role) => [role.id, role.roleName]));
    const missing = [...new Set(roles.map((role) => role.parentId))].filter((id) => id !== '0' && !names.has(id));
    if (missing.length > 0) {
      for (const parent of await context.em.find(Role, { id: { $in: missing } })) {
        names.set(parent.id, parent.roleName);
      }
    }
    return roles.map((role) => toRoleView(role, names));
  }
}
