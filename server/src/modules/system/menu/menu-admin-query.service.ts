import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import { treeNodesOf, type TreeNode } from '../../../core/graphql/tree-node.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { dictLabels } from '../dict/dict-labels';
import type { MenuFilter } from './menu-admin.inputs';
import { toMenuView, type MenuView } from './menu-admin.types';
import { Menu } from './menu.entity';
import { MENU_CATEGORY, type MenuService } from './menu.service';

const ORDER = { sort: 'asc', id: 'asc' } as const;

/** Menu administration reads: the global menu tree with buttons, lazily or whole, and details. */
export class MenuAdminQueryService {
  constructor(private readonly menus: MenuService) {}

  /** Every menu (menusOnly: category 1 only) matching the filter, flat (nest by parentId). */
  async list(context: SignedInContext, filter: MenuFilter | null | undefined, menusOnly: boolean): Promise<MenuView[]> {
    await this.menus.require(context, 'menu');
    const where = filterOf(filter, menusOnly);
    const rows = await context.em.find(Menu, where, { orderBy: ORDER });
    const parents = new Set(rows.map((row) => row.parentId));
    return rows.map((row) => toMenuView(row, parents.has(row.id)));
  }

  /**
   * One level below `parentId` (no parent filter without one), each saying whether it has children.
   * The data-scope and API-scope pages browse menus this way too.
   */
  async lazyList(
    context: SignedInContext,
    parentId: string | null | undefined,
    filter: MenuFilter | null | undefined,
    menusOnly: boolean,
  ): Promise<MenuView[]> {
    await this.menus.require(context, 'menu', 'data_scope', 'api_scope');
    const where = filterOf(filter, menusOnly);
    if (parentId) {
      if (!isId(parentId)) {
        throw new AppError('VALIDATION', 'errors.paramType', { name: 'parentId' });
      }
      where.parentId = parentId;
    }
    const rows = await context.em.find(Menu, where, { orderBy: ORDER });
    const childWhere: FilterQuery<Menu> = menusOnly
      ? { parentId: { $in: rows.map((row) => row.id) }, category: MENU_CATEGORY.menu }
      : { parentId: { $in: rows.map((row) => row.id) } };
    const children = rows.length === 0 ? [] : await context.em.find(Menu, childWhere);
    const withChildren = new Set(children.map((child) => child.parentId));
    return rows.map((row) => toMenuView(row, withChildren.has(row.id)));
  }

  /** One menu with its parent's name and the dictionary labels of category, action and isOpen. */
  async detail(context: SignedInContext, id: string): Promise<MenuView> {
    await this.menus.require(context, 'menu');
    const menu = await this.find(context, id);
    const parent = menu.parentId === '0' ? null : await context.em.findOne(Menu, { id: menu.parentId });
    const hasChildren = (await context.em.count(Menu, { parentId: menu.id })) > 0;
    const [categories, actions, yesNo] = await Promise.all([
      dictLabels(context.em, 'menu_category'),
      dictLabels(context.em, 'button_func'),
      dictLabels(context.em, 'yes_no'),
    ]);
    return toMenuView(menu, hasChildren, {
      parentName: menu.parentId === '0' ? '顶级' : (parent?.name ?? ''),
      categoryName: categories.get(String(menu.category)) ?? '',
      actionName: actions.get(String(menu.action)) ?? '',
      isOpenName: yesNo.get(String(menu.isOpen)) ?? '',
    });
  }

  /** Every menu (category 1) as tree nodes, e.g. for tenant packages. */
  async tree(context: SignedInContext): Promise<TreeNode[]> {
    const rows = await context.em.find(Menu, { category: MENU_CATEGORY.menu }, { orderBy: ORDER });
    return treeNodesOf(
      rows,
      (menu) => menu.name,
      (menu) => menu.code,
    );
  }

  async find(context: SignedInContext, id: string): Promise<Menu> {
    const menu = isId(id) ? await context.em.findOne(Menu, { id }) : null;
    if (!menu) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return menu;
  }
}

interface MenuWhere {
  parentId?: string;
  category?: number;
  name?: { $like: string };
  code?: { $like: string };
  alias?: { $like: string };
}

function filterOf(filter: MenuFilter | null | undefined, menusOnly: boolean): MenuWhere {
  const where: MenuWhere = {};
  if (menusOnly) {
    where.category = MENU_CATEGORY.menu;
  }
  if (filter?.name) {
    where.name = { $like: containsPattern(filter.name) };
  }
  if (filter?.code) {
    where.code = { $like: containsPattern(filter.code) };
  }
  if (filter?.alias) {
    where.alias = { $like: containsPattern(filter.alias) };
  }
  return where;
}
