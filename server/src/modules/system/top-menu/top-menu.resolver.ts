import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput } from '../../../core/graphql/page.types';
import { TreeNode } from '../../../core/graphql/tree-node.types';
import type { RequestContext } from '../../../core/http/request-context';
import type { TopMenuAdminService } from './top-menu-admin.service';
import { TopMenuFilter, TopMenuGrantInput, TopMenuInput } from './top-menu.inputs';
import { TopMenuPage, TopMenuView } from './top-menu.types';

@Resolver()
export class TopMenuResolver {
  constructor(private readonly topMenuService: TopMenuAdminService) {}

  @Authorized('topmenu')
  @Query(() => TopMenuPage, { description: 'Top menus of the caller’s tenant, one page.' })
  async topMenus(
    @Arg('filter', () => TopMenuFilter, { nullable: true }) filter: TopMenuFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<TopMenuPage> {
    return this.topMenuService.page(signedIn(context), filter, page ?? new PageInput());
  }

  @Authorized('topmenu')
  @Query(() => TopMenuView, { description: 'One top menu.' })
  async topMenu(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<TopMenuView> {
    return this.topMenuService.detail(signedIn(context), id);
  }

  @Authorized('topmenu_add', 'topmenu_edit')
  @Mutation(() => TopMenuView, { description: 'Adds (no id) or changes (with id) a top menu.' })
  async submitTopMenu(@Arg('input', () => TopMenuInput) input: TopMenuInput, @Ctx() context: RequestContext): Promise<TopMenuView> {
    return this.topMenuService.submit(signedIn(context), input);
  }

  @Authorized('topmenu_delete')
  @Mutation(() => Int, { description: 'Deletes top menus; returns how many were deleted.' })
  async removeTopMenus(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.topMenuService.remove(signedIn(context), ids);
  }

  @Authorized('topmenu_setting')
  @Query(() => [TreeNode], { description: 'Menus the caller may put under a top menu (flat; nest by parentId).' })
  async topMenuGrantTree(@Ctx() context: RequestContext): Promise<TreeNode[]> {
    return this.topMenuService.grantTree(signedIn(context));
  }

  @Authorized('topmenu_setting')
  @Query(() => [ID], { description: 'Menu ids configured for these top menus.' })
  async topMenuKeys(@Arg('topMenuIds', () => [ID]) topMenuIds: string[], @Ctx() context: RequestContext): Promise<string[]> {
    return this.topMenuService.keys(signedIn(context), topMenuIds);
  }

  @Authorized('topmenu_setting')
  @Mutation(() => Int, { description: 'Replaces the menus shown under top menus; returns how many top menus were configured.' })
  async grantTopMenus(@Arg('input', () => TopMenuGrantInput) input: TopMenuGrantInput, @Ctx() context: RequestContext): Promise<number> {
    return this.topMenuService.grant(signedIn(context), input);
  }
}
