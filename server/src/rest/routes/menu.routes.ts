import { NULL_DATA_MESSAGE, dataEnvelope, envelope } from '../legacy-envelope';
import { readParam } from '../legacy-params';
import { operationRoute, type LegacyRoute } from '../legacy-route';
import { legacyMenuForest } from '../legacy-shapes';
import { LegacyMenuButtonsDocument, LegacyMenuRoutesDocument, LegacyTopMenuDocument } from '../generated/operations';

const emptyList = () => envelope(200, [], NULL_DATA_MESSAGE);

/** blade-system/menu: the caller's routes, buttons and top menus. */
export function menuRoutes(): LegacyRoute[] {
  return [
    operationRoute({
      method: 'GET',
      path: '/blade-system/menu/routes',
      operation: LegacyMenuRoutesDocument,
      variables: (request) => ({ topMenuId: readParam(request, 'topMenuId', 19) || null }),
      reshape: (data) => dataEnvelope(legacyMenuForest(data.myMenus), []),
      anonymous: emptyList,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/menu/buttons',
      operation: LegacyMenuButtonsDocument,
      reshape: (data) => dataEnvelope(legacyMenuForest(data.myButtons), []),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/menu/top-menu',
      operation: LegacyTopMenuDocument,
      reshape: (data) => dataEnvelope(data.myTopMenus, []),
      anonymous: emptyList,
    }),
  ];
}
