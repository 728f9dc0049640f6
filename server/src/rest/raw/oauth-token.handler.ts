import type { Request, Response } from 'express';
import { AppError } from '../../core/errors/app-error';
import { toErrorShape } from '../../core/errors/error-shape';
import type { RequestContext } from '../../core/http/request-context';
import type { AuthService } from '../../modules/auth/auth.service';
import type { IssuedTokens } from '../../modules/auth/session.service';
import type { Client } from '../../modules/system/client/client.entity';
import { envelope, sendEnvelope } from '../legacy-envelope';
import { readHeader, readParam, requireParam } from '../legacy-params';
import { legacyStatusOf } from '../legacy-status';

/** Errors the legacy token endpoint reports as HTTP 200 {error_code, error_description}; the rest use R. */
const DESCRIPTION_ERRORS: Record<string, number> = { BAD_CREDENTIALS: 400, TOKEN_INVALID: 400, NO_ROLE: 400, ACCOUNT_PENDING: 400, CLIENT_INVALID: 401 };

function parseBasic(request: Request): { clientId: string; secret: string } {
  const header = request.get('authorization') ?? '';
  const match = /^basic(?:\s+|%20)(.+)$/i.exec(header.trim());
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  if (separator <= 0 || decoded.length > 300) {
    throw new AppError('CLIENT_INVALID', 'auth.clientInvalid');
  }
  return { clientId: decoded.slice(0, separator), secret: decoded.slice(separator + 1) };
}

/** The token map of the legacy contract (§2.2), in its key order. */
export function legacyTokenMap(issued: IssuedTokens): Record<string, unknown> {
  const { claims, user } = issued;
  return {
    tenant_id: claims.tenant_id,
    user_id: claims.user_id,
    dept_id: claims.dept_id,
    post_id: claims.post_id,
    role_id: claims.role_id,
    oauth_id: '',
    account: claims.account,
    user_name: claims.user_name,
    nick_name: claims.nick_name,
    real_name: claims.real_name,
    role_name: claims.role_name,
    avatar: user.avatar ?? '',
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    token_type: 'bearer',
    expires_in: issued.expiresIn,
    detail: claims.detail,
    license: 'powered by bladex',
  };
}

/** POST /api/blade-auth/oauth/token: password, captcha and refresh_token grants. */
export function createOauthTokenHandler(auth: AuthService) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    try {
      const grantType = readParam(request, 'grant_type', 32) ?? 'password';
      const tenantId = requireParam(request, 'tenantId', 12);
      let client: Client;
      try {
        const basic = parseBasic(request);
        client = await auth.authenticateClient(context.platformEm, basic.clientId, basic.secret);
      } catch (error) {
        throw error instanceof AppError ? error : new AppError('CLIENT_INVALID', 'auth.clientInvalid');
      }
      let issued: IssuedTokens;
      if (grantType === 'password' || grantType === 'captcha') {
        issued = await auth.login(context, client, {
          tenantId,
          account: requireParam(request, 'username', 45),
          passwordMd5: requireParam(request, 'password', 128),
          grantType,
          captchaKey: readHeader(request, 'captcha-key', 64),
          captchaCode: readHeader(request, 'captcha-code', 16),
          deptId: readHeader(request, 'dept-id', 19),
          roleId: readHeader(request, 'role-id', 19),
        });
      } else if (grantType === 'refresh_token') {
        issued = await auth.refresh(context, client, {
          refreshToken: requireParam(request, 'refresh_token', 200),
          deptId: readHeader(request, 'dept-id', 19),
          roleId: readHeader(request, 'role-id', 19),
        });
        if (issued.tenant.tenantId !== tenantId) {
          throw new AppError('TOKEN_INVALID', 'auth.tokenInvalid');
        }
      } else if (grantType === 'social' || grantType === 'authorization_code') {
        throw new AppError('NOT_CONFIGURED', 'auth.grantNotConfigured', { grantType });
      } else {
        throw new AppError('UNAUTHENTICATED', 'auth.grantUnknown');
      }
      response.status(200).json(legacyTokenMap(issued));
    } catch (error) {
      const shape = toErrorShape(error, context.language);
      const errorCode = DESCRIPTION_ERRORS[shape.code];
      if (errorCode !== undefined) {
        response.status(200).json({ error_code: errorCode, error_description: shape.message });
        return;
      }
      if (shape.unexpected) {
        context.logger.error({ err: error }, 'token endpoint failed');
      }
      const status = legacyStatusOf(shape.code);
      sendEnvelope(response, status.httpStatus, envelope(status.code, {}, shape.message));
    }
  };
}
