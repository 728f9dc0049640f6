import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { TreeNode } from '../../../core/graphql/tree-node.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { MenuAdminQueryService } from './menu-admin-query.service';
import { MenuFilter, MenuInput } from './menu-admin.inputs';
import type { MenuAdminService } from './menu-admin.service';
import { MenuView } from './menu-admin.types';

@Resolver()
export class MenuAdminResolver {
  constructor(
    private readonly queries: MenuAdminQueryService,
    private readonly menus: MenuAdminService,
  ) {}

  @Authorized('menu')
  @Query(() => [MenuView], { description: 'Every menu and button matching the filter, flat (nest by parentId).' })
  async menuList(
    @Arg('filter', () => MenuFilter, { nullable: true }) filter: MenuFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<MenuView[]> {
    return this.queries.list(signedIn(context), filter, false);
  }

  @Authorized('menu')
  @Query(() => [MenuView], { description: 'Every menu (no buttons) matching the filter, flat (nest by parentId).' })
  async menuMenuList(
    @Arg('filter', () => MenuFilter, { nullable: true }) filter: MenuFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<MenuView[]> {
    return this.queries.list(signedIn(context), filter, true);
  }

  @Authorized('menu', 'data_scope', 'api_scope')
  @Query(() => [MenuView], { description: 'Menus and buttons one level below parentId (every level without it), with hasChildren.' })
  async menuLazyList(
    @Arg('parentId', () => ID, { nullable: true }) parentId: string | null,
    @Arg('filter', () => MenuFilter, { nullable: true }) filter: MenuFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<MenuView[]> {
    return this.queries.lazyList(signedIn(context), parentId, filter, false);
  }

  @Authorized('menu', 'data_scope', 'api_scope')
  @Query(() => [MenuView], { description: 'Menus (no buttons) one level below parentId (every level without it), with hasChildren.' })
  async menuLazyMenuList(
    @Arg('parentId', () => ID, { nullable: true }) parentId: string | null,
    @Arg('filter', () => MenuFilter, { nullable: true }) filter: MenuFilter | null,
    @Ctx() context: RequestContext,
  ): Promise<MenuView[]> {
    return this.queries.lazyList(signedIn(context), parentId, filter, true);
  }

  @Authorized('menu')
  @Query(() => MenuView, { description: 'One menu with its parent name and dictionary labels.' })
  async menuDetail(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<MenuView> {
    return this.queries.detail(signedIn(context), id);
  }

  @Authorized('menu', 'tenant_package', 'data_scope', 'api_scope')
  @Query(() => [TreeNode], {
    description: 'Every menu (no buttons) as tree nodes (flat; nest by parentId); for the menu, tenant package and scope pages.',
  })
  async menuTree(@Ctx() context: RequestContext): Promise<TreeNode[]> {
    return this.queries.tree(signedIn(context));
  }

  @Authorized('menu_add', 'menu_edit')
  @Mutation(() => MenuView, { description: 'Adds (no id) or changes (with id) a menu or button (platform administrators only).' })
  async submitMenu(@Arg('input', () => MenuInput) input: MenuInput, @Ctx() context: RequestContext): Promise<MenuView> {
    return this.menus.submit(signedIn(context), input);
  }

  @Authorized('menu_delete')
  @Mutation(() => Int, { description: 'Deletes menus without children (platform administrators only); returns how many were deleted.' })
  async removeMenus(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.menus.remove(signedIn(context), ids);
  }
}
