import type { Services } from '../../app/services';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope } from '../legacy-envelope';
import { requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute } from '../legacy-route';
import { createCaptchaHandler, createClearCacheHandler, createLogoutHandler, createSaberCaptchaHandler } from '../raw/oauth.handlers';
import { createOauthTokenHandler, createSaberTokenHandler } from '../raw/oauth-token.handler';
import { LegacyTenantInfoDocument, LegacyUserInfoDocument } from '../generated/operations';

/** blade-auth, and the tenant lookup of the login page. */
export function authRoutes(services: Services): LegacyRoute[] {
  return [
    { kind: 'raw', method: 'POST', path: '/blade-auth/oauth/token', handle: createOauthTokenHandler(services.auth) },
    { kind: 'raw', method: 'GET', path: '/blade-auth/oauth/captcha', handle: createCaptchaHandler(services) },
    // The open-source Saber 2.8 generation: same service path, its own parameter names and answer shape.
    { kind: 'raw', method: 'POST', path: '/blade-auth/token', handle: createSaberTokenHandler(services.auth) },
    { kind: 'raw', method: 'GET', path: '/blade-auth/captcha', handle: createSaberCaptchaHandler(services) },
    { kind: 'raw', method: 'GET', path: '/blade-auth/oauth/logout', handle: createLogoutHandler(services) },
    { kind: 'raw', method: 'POST', path: '/blade-auth/oauth/logout', handle: createLogoutHandler(services) },
    { kind: 'raw', method: 'GET', path: '/blade-auth/oauth/clear-cache', handle: createClearCacheHandler(services) },
    operationRoute({
      method: 'GET',
      path: '/blade-auth/oauth/user-info',
      operation: LegacyUserInfoDocument,
      reshape: (data) => dataEnvelope<object>(data.me, {}),
    }),
    // blade-system: tenant lookup for the login page
    operationRoute({
      method: 'GET',
      path: '/blade-system/tenant/info',
      public: true,
      operation: LegacyTenantInfoDocument,
      variables: (request) => ({ domain: requireParam(request, 'domain', 255) }),
      reshape: (data) => envelope(200, data.tenantInfo ?? {}, DEFAULT_SUCCESS_MESSAGE),
    }),
  ];
}
