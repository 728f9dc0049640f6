import { NULL_DATA_MESSAGE, dataEnvelope, envelope } from '../legacy-envelope';
import { readParam } from '../legacy-params';
import type { LegacyRoute } from '../legacy-route';
import { legacyMenuForest, type MenuItemData } from '../legacy-shapes';
import { LEGACY_MENU_BUTTONS, LEGACY_MENU_ROUTES, LEGACY_TOP_MENU } from '../operations/menu.operations';

const emptyList = () => envelope(200, [], NULL_DATA_MESSAGE);

/** blade-system/menu: the caller's routes, buttons and top menus. */
export function menuRoutes(): LegacyRoute[] {
  return [
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/menu/routes',
      operation: LEGACY_MENU_ROUTES,
      variables: (request) => ({ topMenuId: readParam(request, 'topMenuId', 19) || null }),
      reshape: (data) => dataEnvelope(legacyMenuForest(data['myMenus'] as MenuItemData[]), []),
      anonymous: emptyList,
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/menu/buttons',
      operation: LEGACY_MENU_BUTTONS,
      reshape: (data) => dataEnvelope(legacyMenuForest(data['myButtons'] as MenuItemData[]), []),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/menu/top-menu',
      operation: LEGACY_TOP_MENU,
      reshape: (data) => dataEnvelope(data['myTopMenus'], []),
      anonymous: emptyList,
    },
  ];
}
