import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM_TENANT_ID } from '../../../core/auth/actor';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { MENU_CATEGORY, type MenuService } from '../menu/menu.service';
import { Menu } from '../menu/menu.entity';

/** Scope rules are global: only the platform tenant may read or change them (with the page's codes). */
export async function requireScopeAccess(menus: MenuService, context: SignedInContext, code: string): Promise<void> {
  if (context.actor.tenantId !== PLATFORM_TENANT_ID) {
    throw new AppError('FORBIDDEN', 'scope.platformOnly');
  }
  await menus.require(context, code);
}

/** The menu a rule is attached to must be an existing menu (not a button). */
export async function requireScopeMenu(em: EntityManager, menuId: string): Promise<Menu> {
  const menu = await em.findOne(Menu, { id: menuId, category: MENU_CATEGORY.menu });
  if (!menu) {
    throw new AppError('VALIDATION', 'scope.menuRequired', {}, [{ field: 'menuId', messageKey: 'scope.menuRequired' }]);
  }
  return menu;
}
