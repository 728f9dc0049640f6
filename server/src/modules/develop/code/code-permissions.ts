import { requirePlatform } from '../../../core/auth/platform';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';

/** Permission codes that may read code generation records (the code page and its dialogs). */
export const CODE_READ_CODES = ['code', 'code_view', 'code_add', 'code_edit'];

/** Code records and generation are platform work: the platform administrator first, then one of the codes. */
export async function requireCodeAccess(
  menus: Pick<MenuService, 'require'>,
  context: SignedInContext,
  codes: readonly string[],
): Promise<void> {
  requirePlatform(context);
  await menus.require(context, ...codes);
}
