import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import { treeNodesOf, type TreeNode } from '../../../core/graphql/tree-node.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { checkIdList, requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import { MENU_CATEGORY, type MenuService } from '../menu/menu.service';
import type { GrantableService } from '../role/grantable.service';
import { TopMenuSetting } from './top-menu-setting.entity';
import { TopMenu } from './top-menu.entity';
import type { TopMenuFilter, TopMenuGrantInput, TopMenuInput } from './top-menu.inputs';
import { toTopMenuView, type TopMenuView } from './top-menu.types';

/** Top menus of the caller's tenant and the menus shown under each. */
export class TopMenuAdminService {
  constructor(
    private readonly menus: MenuService,
    private readonly grantable: GrantableService,
  ) {}

  async page(context: SignedInContext, filter: TopMenuFilter | null | undefined, page: PageInput): Promise<PageResult<TopMenuView>> {
    await this.menus.require(context, 'topmenu');
    const where: FilterQuery<TopMenu> = {};
    if (filter?.name) {
      where.name = { $like: containsPattern(filter.name) };
    }
    if (filter?.code) {
      where.code = { $like: containsPattern(filter.code) };
    }
    const result = await findPage(context.em, TopMenu, where, page, { sort: 'asc', id: 'asc' });
    return { ...result, records: result.records.map(toTopMenuView) };
  }

  async detail(context: SignedInContext, id: string): Promise<TopMenuView> {
    await this.menus.require(context, 'topmenu');
    return toTopMenuView(await this.find(context, id));
  }

  async submit(context: SignedInContext, input: TopMenuInput): Promise<TopMenuView> {
    await this.menus.require(context, input.id ? 'topmenu_edit' : 'topmenu_add');
    const topMenu = input.id ? await this.find(context, input.id) : new TopMenu();
    context.em.persist(topMenu);
    topMenu.code = input.code.trim();
    topMenu.name = input.name.trim();
    topMenu.source = input.source?.trim() ?? '';
    topMenu.sort = input.sort ?? topMenu.sort;
    await context.em.flush();
    return toTopMenuView(topMenu);
  }

  /** Soft-deletes top menus and drops their menu settings. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'topmenu_delete');
    const list = requireIdList(ids);
    const count = await context.em.nativeUpdate(
      TopMenu,
      { id: { $in: list } },
      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
    );
    await context.em.nativeDelete(TopMenuSetting, { topMenuId: { $in: list } });
    return count;
  }

  /** Menus (no buttons) the caller may put under a top menu: those it may grant (GrantableService). */
  async grantTree(context: SignedInContext): Promise<TreeNode[]> {
    await this.menus.require(context, 'topmenu_setting');
    return treeNodesOf(
      await this.grantableMenus(context),
      (menu) => menu.name,
      (menu) => menu.code,
    );
  }

  /** Menu ids configured for these top menus. */
  async keys(context: SignedInContext, topMenuIds: string[]): Promise<string[]> {
    await this.menus.require(context, 'topmenu_setting');
    const ids = checkIdList(topMenuIds, 'topMenuIds');
    if (ids.length === 0) {
      return [];
    }
    const settings = await context.em.find(TopMenuSetting, { topMenuId: { $in: ids } }, { orderBy: { id: 'asc' } });
    return [...new Set(settings.map((setting) => setting.menuId))];
  }

  /** Replaces the menus of the top menus; only menus from the caller's grant tree. */
  async grant(context: SignedInContext, input: TopMenuGrantInput): Promise<number> {
    await this.menus.require(context, 'topmenu_setting');
    const em = context.em;
    const topMenuIds = requireIdList(input.topMenuIds, 'topMenuIds');
    const menuIds = checkIdList(input.menuIds, 'menuIds');
    const topMenus = await em.find(TopMenu, { id: { $in: topMenuIds } });
    if (topMenus.length !== topMenuIds.length) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    const allowed = new Set((await this.grantableMenus(context)).map((menu) => menu.id));
    if (!menuIds.every((id) => allowed.has(id))) {
      throw new AppError('FORBIDDEN', 'role.grantNotHeld');
    }
    for (const setting of await em.find(TopMenuSetting, { topMenuId: { $in: topMenuIds } })) {
      em.remove(setting);
    }
    for (const topMenuId of topMenuIds) {
      for (const menuId of menuIds) {
        em.create(TopMenuSetting, { topMenuId, menuId } as TopMenuSetting);
      }
    }
    await em.flush();
    return topMenuIds.length;
  }

  private async grantableMenus(context: SignedInContext) {
    const { menus } = await this.grantable.of(context);
    return menus.filter((menu) => menu.category === MENU_CATEGORY.menu);
  }

  private async find(context: SignedInContext, id: string): Promise<TopMenu> {
    const topMenu = isId(id) ? await context.em.findOne(TopMenu, { id }) : null;
    if (!topMenu) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return topMenu;
  }
}
