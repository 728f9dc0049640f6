import type { Request, Response } from 'express';
import { signedIn } from '../../core/auth/auth-checker';
import type { RequestContext } from '../../core/http/request-context';
import type { Services } from '../../app/services';
import { DEFAULT_SUCCESS_MESSAGE, envelope } from '../legacy-envelope';
import { CLIENT_ERROR_LIMITS, type ClientErrorEntry } from '../../modules/log/error-log.service';

const LEGACY_OK = { success: 'true', msg: 'success' };

/** GET /api/blade-auth/oauth/captcha: raw {key, image}. */
export function createCaptchaHandler(services: Services) {
  return async (_request: Request, response: Response): Promise<void> => {
    response.status(200).json(await services.captcha.issue());
  };
}

/** GET /api/blade-auth/captcha (open-source Saber 2.8): the same captcha in R. */
export function createSaberCaptchaHandler(services: Services) {
  return async (_request: Request, response: Response): Promise<void> => {
    response.status(200).json(envelope(200, await services.captcha.issue(), DEFAULT_SUCCESS_MESSAGE));
  };
}

/** The error-log entries Saber posts to logout: the body itself is the list, or `logs` holds it (array or JSON text). */
export function postedClientErrors(body: unknown): ClientErrorEntry[] {
  let list: unknown = body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    list = (body as Record<string, unknown>)['logs'];
  }
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list.slice(0, 1_000_000));
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) {
    return [];
  }
  const text = (value: unknown): string | null =>
    typeof value === 'string' ? value : value === null || value === undefined ? null : JSON.stringify(value);
  return list
    .slice(0, CLIENT_ERROR_LIMITS.entries)
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object' && !Array.isArray(item))
    .map((item) => ({
      type: text(item['type']),
      message: text(item['message']),
      stack: text(item['stack']),
      info: text(item['info']),
      url: text(item['url']),
      time: text(item['time']),
    }));
}

/**
 * GET|POST /api/blade-auth/oauth/logout: ends the caller's session (a no-op without a valid token). A
 * POST may carry the browser's error log (Saber's sendLogs); it is stored for a signed-in caller.
 */
export function createLogoutHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    if (context.actor) {
      const caller = signedIn(context);
      const entries = request.method === 'POST' ? postedClientErrors(request.body) : [];
      if (entries.length > 0) {
        services.logs.errors.recordClientErrors(caller, entries);
      }
      await services.auth.logout(caller);
    }
    response.status(200).json(LEGACY_OK);
  };
}

/** GET /api/blade-auth/oauth/clear-cache: clears server caches as far as the caller may (MenuService.clearCacheFor). */
export function createClearCacheHandler(services: Services) {
  return async (_request: Request, response: Response, context: RequestContext): Promise<void> => {
    await services.menus.clearCacheFor(signedIn(context));
    response.status(200).json(LEGACY_OK);
  };
}
