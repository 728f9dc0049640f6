import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import { MENU_CATEGORY } from '../menu/menu.service';
import { Menu } from '../menu/menu.entity';

/** The menu a rule is attached to must be an existing menu (not a button). */
export async function requireScopeMenu(em: EntityManager, menuId: string): Promise<Menu> {
  const menu = await em.findOne(Menu, { id: menuId, category: MENU_CATEGORY.menu });
  if (!menu) {
    throw new AppError('VALIDATION', 'scope.menuRequired', {}, [{ field: 'menuId', messageKey: 'scope.menuRequired' }]);
  }
  return menu;
}
