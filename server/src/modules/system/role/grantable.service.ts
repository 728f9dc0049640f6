import { isPlatformActor } from '../../../core/auth/platform';
import type { SignedInContext } from '../../../core/http/request-context';
import type { TreeNode } from '../../../core/graphql/tree-node.types';
import { treeNodesOf } from '../../../core/graphql/tree-node.types';
import { menusWithAncestors } from '../menu/menu-ancestors';
import { Menu } from '../menu/menu.entity';
import type { MenuService } from '../menu/menu.service';
import { ApiScope } from '../scope/api-scope.entity';
import { DataScope } from '../scope/data-scope.entity';
import { RoleScope, SCOPE_CATEGORY } from './role-scope.entity';

export interface Grantable {
  menus: Menu[];
  dataScopes: DataScope[];
  apiScopes: ApiScope[];
}

/**
 * What the caller may grant: platform administrators everything; anyone else the menus and buttons
 * their roles hold (plus the ancestors, which trees need) and the scope rules of those menus — but
 * never more than they hold: where the caller is itself bound by data scopes of a resource only those
 * rules, and only the API scopes the caller holds (without one, an API-protected resource is closed).
 */
export class GrantableService {
  constructor(private readonly menuService: MenuService) {}

  async of(context: SignedInContext): Promise<Grantable> {
    const { em, actor } = context;
    const all = await em.find(Menu, {}, { orderBy: { sort: 'asc', id: 'asc' } });
    let menus = all;
    if (!isPlatformActor(actor)) {
      const codes = new Set(await this.menuService.permissionCodes(context));
      menus = menusWithAncestors(
        all.filter((menu) => codes.has(menu.code)),
        all,
      );
    }
    const menuIds = menus.map((menu) => menu.id);
    const order = { menuId: 'asc', scopeType: 'asc', id: 'asc' } as const;
    let dataScopes = menuIds.length === 0 ? [] : await em.find(DataScope, { menuId: { $in: menuIds } }, { orderBy: order });
    let apiScopes = menuIds.length === 0 ? [] : await em.find(ApiScope, { menuId: { $in: menuIds } }, { orderBy: order });
    if (!isPlatformActor(actor)) {
      const held = actor.roleIds.length === 0 ? [] : await em.find(RoleScope, { roleId: { $in: actor.roleIds } });
      const heldData = new Set(held.filter((grant) => grant.scopeCategory === SCOPE_CATEGORY.data).map((grant) => grant.scopeId));
      const heldApi = new Set(held.filter((grant) => grant.scopeCategory === SCOPE_CATEGORY.api).map((grant) => grant.scopeId));
      const boundResources = new Set(dataScopes.filter((scope) => heldData.has(scope.id)).map((scope) => scope.resourceCode));
      dataScopes = dataScopes.filter((scope) => !boundResources.has(scope.resourceCode) || heldData.has(scope.id));
      apiScopes = apiScopes.filter((scope) => heldApi.has(scope.id));
    }
    return { menus, dataScopes, apiScopes };
  }

  /** Menus (with buttons) and the two scope trees: menus owning rules, with the rules as children. */
  async trees(context: SignedInContext): Promise<{ menu: TreeNode[]; dataScope: TreeNode[]; apiScope: TreeNode[] }> {
    const grantable = await this.of(context);
    return {
      menu: treeNodesOf(
        grantable.menus,
        (menu) => menu.name,
        (menu) => menu.code,
      ),
      dataScope: scopeTree(grantable.menus, grantable.dataScopes),
      apiScope: scopeTree(grantable.menus, grantable.apiScopes),
    };
  }
}

function scopeTree(menus: Menu[], scopes: Array<{ id: string; menuId: string; scopeName: string }>): TreeNode[] {
  const owners = new Set(scopes.map((scope) => scope.menuId));
  const menuNodes = menus
    .filter((menu) => owners.has(menu.id))
    .map((menu) => ({ id: menu.id, parentId: menu.parentId, title: menu.name, hasChildren: true, code: menu.code }));
  const scopeNodes = scopes.map((scope) => ({ id: scope.id, parentId: scope.menuId, title: scope.scopeName, hasChildren: false }));
  return [...menuNodes, ...scopeNodes];
}
