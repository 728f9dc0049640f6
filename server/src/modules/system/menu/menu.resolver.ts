import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import type { MenuService } from './menu.service';
import { MenuItem, TopMenuItem, toMenuItem, toTopMenuItem } from './menu.types';

@Resolver()
export class MenuResolver {
  constructor(private readonly menus: MenuService) {}

  @Authorized()
  @Query(() => [MenuItem], { description: 'Menus the caller may open (with their ancestors), sorted; optionally those of one top menu.' })
  async myMenus(
    @Arg('topMenuId', () => ID, { nullable: true, description: 'Limit to the menus of this top menu.' }) topMenuId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<MenuItem[]> {
    const menus = await this.menus.routes(signedIn(context), topMenuId);
    return menus.map(toMenuItem);
  }

  @Authorized()
  @Query(() => [MenuItem], { description: 'Buttons granted to the caller and their parent menus.' })
  async myButtons(@Ctx() context: RequestContext): Promise<MenuItem[]> {
    const buttons = await this.menus.buttons(signedIn(context));
    return buttons.map(toMenuItem);
  }

  @Authorized()
  @Query(() => [String], { description: 'Permission codes of the caller (menu and button codes).' })
  async myPermissions(@Ctx() context: RequestContext): Promise<string[]> {
    return this.menus.permissionCodes(signedIn(context));
  }

  @Authorized()
  @Query(() => [TopMenuItem], { description: 'Top menus of the caller’s tenant.' })
  async myTopMenus(@Ctx() context: RequestContext): Promise<TopMenuItem[]> {
    const topMenus = await this.menus.topMenus(signedIn(context));
    return topMenus.map(toTopMenuItem);
  }
}
