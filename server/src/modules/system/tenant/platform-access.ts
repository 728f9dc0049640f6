import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../menu/menu.service';

/**
 * Tenants, packages, clients and datasources affect every tenant: only the platform administrator
 * (tenant 000000, role alias administrator) manages them. The permission code is checked as well.
 */
export async function requirePlatformAdministrator(menus: MenuService, context: SignedInContext, code: string): Promise<void> {
  if (!context.actor.isAdministrator) {
    throw new AppError('FORBIDDEN', 'platform.administratorOnly');
  }
  await menus.require(context, code);
}
