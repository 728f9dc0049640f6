import { lockAll } from '../../../core/db/dialect';
import { inTransaction } from '../../../core/db/transaction';
import { removeTreeRows } from '../../../core/db/tree-rows';
import { requirePlatform } from '../../../core/auth/platform';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import type { MenuAdminQueryService } from './menu-admin-query.service';
import type { MenuInput } from './menu-admin.inputs';
import { toMenuView, type MenuView } from './menu-admin.types';
import { Menu } from './menu.entity';
import { MENU_CATEGORY, type MenuService } from './menu.service';

/** Menu administration writes: the menu tree is global, so only platform administrators change it. */
export class MenuAdminService {
  constructor(
    private readonly menus: MenuService,
    private readonly queries: MenuAdminQueryService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /**
   * Adds (menu_add) or changes (menu_edit) a menu or button. Codes are unique, and so are the names
   * of menus (category 1); the parent must be a menu, never the node itself or one below it.
   */
  async submit(context: SignedInContext, input: MenuInput): Promise<MenuView> {
    await this.requireWrite(context, input.id ? 'menu_edit' : 'menu_add');
    const em = context.em;
    // Menus change one at a time: codes stay unique and a move never makes a cycle, checked against the committed menus.
    const { menu, existing } = await inTransaction(em, async () => {
      await lockAll(em, Menu);
      const existing = input.id ? await this.queries.find(context, input.id) : null;
      const code = input.code.trim();
      const name = input.name.trim();
      const clashes = await em.find(Menu, {
        $or: [{ code }, ...(input.category === MENU_CATEGORY.menu ? [{ name, category: MENU_CATEGORY.menu }] : [])],
      });
      if (clashes.some((menu) => menu.id !== existing?.id)) {
        throw new AppError('CONFLICT', 'menu.exists', {}, [{ field: 'code', messageKey: 'menu.exists' }]);
      }
      const parentId = await this.checkedParent(context, input.parentId, existing);
      const menu = existing ?? em.create(Menu, { code, name, parentId });
      menu.parentId = parentId;
      menu.code = code;
      menu.name = name;
      menu.alias = input.alias?.trim() ?? '';
      menu.path = input.path?.trim() ?? '';
      menu.source = input.source?.trim() ?? '';
      menu.sort = input.sort ?? menu.sort;
      menu.category = input.category;
      menu.action = input.action ?? menu.action;
      menu.isOpen = input.isOpen ?? menu.isOpen;
      menu.remark = input.remark ?? null;
      return { menu, existing };
    });
    this.changed();
    return toMenuView(menu, existing ? (await em.count(Menu, { parentId: menu.id })) > 0 : false);
  }

  /** Soft-deletes menus; refused while one has a child not deleted with it. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.requireWrite(context, 'menu_delete');
    const list = requireIdList(ids);
    const count = await removeTreeRows(context.em, Menu, list, context.actor.userId);
    this.changed();
    return count;
  }

  private async requireWrite(context: SignedInContext, code: string): Promise<void> {
    requirePlatform(context, 'menu.platformOnly');
    await this.menus.require(context, code);
  }

  private async checkedParent(context: SignedInContext, parentId: string | undefined, self: Menu | null): Promise<string> {
    if (!parentId || parentId === '0') {
      return '0';
    }
    if (self && parentId === self.id) {
      throw new AppError('VALIDATION', 'errors.parentSelf', {}, [{ field: 'parentId', messageKey: 'errors.parentSelf' }]);
    }
    const all = await context.em.find(Menu, {});
    const byId = new Map(all.map((menu) => [menu.id, menu]));
    const parent = byId.get(parentId);
    if (!parent) {
      throw new AppError('VALIDATION', 'errors.parentNotFound', {}, [{ field: 'parentId', messageKey: 'errors.parentNotFound' }]);
    }
    if (parent.category !== MENU_CATEGORY.menu) {
      throw new AppError('VALIDATION', 'menu.parentNotMenu', {}, [{ field: 'parentId', messageKey: 'menu.parentNotMenu' }]);
    }
    const seen = new Set<string>();
    for (let cursor: Menu | undefined = parent; self && cursor && !seen.has(cursor.id); cursor = byId.get(cursor.parentId)) {
      if (cursor.id === self.id) {
        throw new AppError('VALIDATION', 'errors.parentDescendant', {}, [{ field: 'parentId', messageKey: 'errors.parentDescendant' }]);
      }
      seen.add(cursor.id);
    }
    return parentId;
  }

  private changed(): void {
    this.invalidation.publish({ topic: 'menus' });
  }
}
