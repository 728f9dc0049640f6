import type { Request, Response } from 'express';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext } from '../../core/http/request-context';
import type { Services } from '../../app/services';

const LEGACY_OK = { success: 'true', msg: 'success' };

/** GET /api/blade-auth/oauth/captcha: raw {key, image}. */
export function createCaptchaHandler(services: Services) {
  return async (_request: Request, response: Response, context: RequestContext): Promise<void> => {
    response.status(200).json(await services.captcha.issue(context.platformEm));
  };
}

/** GET|POST /api/blade-auth/oauth/logout: ends the caller's session (a no-op without a valid token). */
export function createLogoutHandler(services: Services) {
  return async (_request: Request, response: Response, context: RequestContext): Promise<void> => {
    if (context.actor) {
      await services.auth.logout({ ...context, actor: context.actor });
    }
    response.status(200).json(LEGACY_OK);
  };
}

/** GET /api/blade-auth/oauth/clear-cache: clears server caches; needs a signed-in caller. */
export function createClearCacheHandler(services: Services) {
  return async (_request: Request, response: Response, context: RequestContext): Promise<void> => {
    if (!context.actor) {
      throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
    }
    services.menus.clearCache();
    response.status(200).json(LEGACY_OK);
  };
}
