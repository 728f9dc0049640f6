import type { Services } from '../app/services';
import { legacyAudit, legacyPage, type AuditData, type PageData } from './legacy-format';
import { DEFAULT_SUCCESS_MESSAGE, NULL_DATA_MESSAGE, dataEnvelope, envelope } from './legacy-envelope';
import { readBody, readIdList, readPage, readParam, requireParam } from './legacy-params';
import type { LegacyRoute } from './legacy-route';
import { legacyMenuForest, type MenuItemData } from './legacy-shapes';
import { LEGACY_TENANT_INFO, LEGACY_USER_INFO, LEGACY_USER_UNLOCK } from './operations/auth.operations';
import { LEGACY_MENU_BUTTONS, LEGACY_MENU_ROUTES, LEGACY_TOP_MENU } from './operations/menu.operations';
import { LEGACY_PARAM_DETAIL, LEGACY_PARAM_LIST, LEGACY_PARAM_REMOVE, LEGACY_PARAM_SUBMIT } from './operations/param.operations';
import { createCaptchaHandler, createClearCacheHandler, createLogoutHandler } from './raw/oauth.handlers';
import { createOauthTokenHandler } from './raw/oauth-token.handler';

const emptyList = () => envelope(200, [], NULL_DATA_MESSAGE);
const statusOk = () => envelope(200, {}, DEFAULT_SUCCESS_MESSAGE);

export interface LegacyRouteOptions {
  /** Zone of the yyyy-MM-dd HH:mm:ss date strings. */
  timeZone: string;
}

interface ParamData extends AuditData {
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark?: string | null;
}

/** THE table of legacy paths (under /api). Each capability adds its rows here. */
export function legacyRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  const param = (row: ParamData) => ({ ...legacyAudit(row, options.timeZone), paramName: row.paramName, paramKey: row.paramKey, paramValue: row.paramValue, remark: row.remark ?? '' });
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
      public: true,
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
      reshape: statusOk,
    },
    // blade-system: params
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/param/list',
      operation: LEGACY_PARAM_LIST,
      variables: (request) => ({ page: readPage(request), filter: { paramName: readParam(request, 'paramName') || undefined, paramKey: readParam(request, 'paramKey') || undefined } }),
      reshape: (data) => envelope(200, legacyPage(data['params'] as PageData<ParamData>, param), DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/param/detail',
      operation: LEGACY_PARAM_DETAIL,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, param(data['param'] as ParamData), DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-system/param/submit',
      operation: LEGACY_PARAM_SUBMIT,
      variables: (request) => ({ input: readBody(request, ['id', 'paramName', 'paramKey', 'paramValue', 'remark']) }),
      reshape: statusOk,
    },
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-system/param/remove',
      operation: LEGACY_PARAM_REMOVE,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    },
  ];
}
