import type { Services } from '../app/services';
import { DEFAULT_SUCCESS_MESSAGE, NULL_DATA_MESSAGE, dataEnvelope, envelope } from './legacy-envelope';
import { readIdList, readParam, requireParam } from './legacy-params';
import type { LegacyRoute } from './legacy-route';
import { legacyMenuForest, type MenuItemData } from './legacy-shapes';
import { LEGACY_TENANT_INFO, LEGACY_USER_INFO, LEGACY_USER_UNLOCK } from './operations/auth.operations';
import { LEGACY_MENU_BUTTONS, LEGACY_MENU_ROUTES, LEGACY_TOP_MENU } from './operations/menu.operations';
import { createCaptchaHandler, createClearCacheHandler, createLogoutHandler } from './raw/oauth.handlers';
import { createOauthTokenHandler } from './raw/oauth-token.handler';

const emptyList = () => envelope(200, [], NULL_DATA_MESSAGE);

/** THE table of legacy paths (under /api). Each capability adds its rows here. */
export function legacyRoutes(services: Services): LegacyRoute[] {
  return [
    // blade-auth
    { kind: 'raw', method: 'POST', path: '/blade-auth/oauth/token', handle: createOauthTokenHandler(services.auth) },
    { kind: 'raw', method: 'GET', path: '/blade-auth/oauth/captcha', handle: createCaptchaHandler(services) },
    { kind: 'raw', method: 'GET', path: '/blade-auth/oauth/logout', handle: createLogoutHandler(services) },
    { kind: 'raw', method: 'POST', path: '/blade-auth/oauth/logout', handle: createLogoutHandler(services) },
    { kind: 'raw', method: 'GET', path: '/blade-auth/oauth/clear-cache', handle: createClearCacheHandler(services) },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-auth/oauth/user-info',
      operation: LEGACY_USER_INFO,
      reshape: (data) => dataEnvelope(data['me'], {}),
    },
    // blade-system: tenant lookup for the login page
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/tenant/info',
      operation: LEGACY_TENANT_INFO,
      variables: (request) => ({ domain: requireParam(request, 'domain', 255) }),
      reshape: (data) => envelope(200, data['tenantInfo'] ?? {}, DEFAULT_SUCCESS_MESSAGE),
    },
    // blade-system: the caller's menus
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
    // blade-user
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-user/unlock',
      operation: LEGACY_USER_UNLOCK,
      variables: (request) => ({ userIds: readIdList(request, 'userIds') }),
      reshape: () => envelope(200, {}, DEFAULT_SUCCESS_MESSAGE),
    },
  ];
}
