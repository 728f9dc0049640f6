import type { Request, Response } from 'express';
import { AppError } from '../../core/errors/app-error';
import { toErrorShape } from '../../core/errors/error-shape';
import type { RequestContext } from '../../core/http/request-context';
import type { AuthService } from '../../modules/auth/auth.service';
import type { IssuedTokens } from '../../modules/auth/session.service';
import type { Client } from '../../modules/system/client/client.entity';
import { PLATFORM_TENANT_ID } from '../../core/auth/actor';
import { md5Hex } from '../../core/auth/password';
import { DEFAULT_SUCCESS_MESSAGE, envelope, sendEnvelope } from '../legacy-envelope';
import { readHeader, readParam, requireParam } from '../legacy-params';
import { legacyStatusOf } from '../legacy-status';

/** Errors the legacy token endpoint reports as HTTP 200 {error_code, error_description}; the rest use R. */
const DESCRIPTION_ERRORS: Record<string, number> = {
  BAD_CREDENTIALS: 400,
  TOKEN_INVALID: 400,
  NO_ROLE: 400,
  ACCOUNT_PENDING: 400,
  CLIENT_INVALID: 401,
};

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

/** What one token request asks for, read from either generation's parameter names. */
interface TokenGrant {
  grantType: string;
  tenantId: string;
  /** Read only for the grants that need them (a missing one is refused then). */
  account: () => string;
  passwordMd5: () => string;
  refreshToken: () => string;
}

/**
 * The one token path of both legacy generations: client check, then the password/captcha grant through
 * AuthService.login or the refresh grant through AuthService.refresh (lockout, rate limit, captcha and
 * session rules live there).
 */
async function grantTokens(auth: AuthService, request: Request, context: RequestContext, grant: TokenGrant): Promise<IssuedTokens> {
  let client: Client;
  try {
    const basic = parseBasic(request);
    client = await auth.authenticateClient(context.platformEm, basic.clientId, basic.secret);
  } catch (error) {
    throw error instanceof AppError ? error : new AppError('CLIENT_INVALID', 'auth.clientInvalid');
  }
  const deptId = readHeader(request, 'dept-id', 19);
  const roleId = readHeader(request, 'role-id', 19);
  if (grant.grantType === 'password' || grant.grantType === 'captcha') {
    return auth.login(context, client, {
      tenantId: grant.tenantId,
      account: grant.account(),
      passwordMd5: grant.passwordMd5(),
      grantType: grant.grantType,
      captchaKey: readHeader(request, 'captcha-key', 64),
      captchaCode: readHeader(request, 'captcha-code', 16),
      deptId,
      roleId,
    });
  }
  if (grant.grantType === 'refresh_token') {
    const issued = await auth.refresh(context, client, { refreshToken: grant.refreshToken(), deptId, roleId });
    if (issued.tenant.tenantId !== grant.tenantId) {
      throw new AppError('TOKEN_INVALID', 'auth.tokenInvalid');
    }
    return issued;
  }
  if (grant.grantType === 'social' || grant.grantType === 'authorization_code') {
    throw new AppError('NOT_CONFIGURED', 'auth.grantNotConfigured', { grantType: grant.grantType });
  }
  throw new AppError('UNAUTHENTICATED', 'auth.grantUnknown');
}

/** POST /api/blade-auth/oauth/token (Saber-BladeX 2.9): password (md5 on the wire), captcha and refresh_token grants. */
export function createOauthTokenHandler(auth: AuthService) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    try {
      const issued = await grantTokens(auth, request, context, {
        grantType: readParam(request, 'grant_type', 32) ?? 'password',
        tenantId: requireParam(request, 'tenantId', 12),
        account: () => requireParam(request, 'username', 45),
        passwordMd5: () => requireParam(request, 'password', 128),
        refreshToken: () => requireParam(request, 'refresh_token', 200),
      });
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

/** The AuthInfo of the open-source Saber 2.8 token endpoint (contract Appendix A), camelCase. */
export function legacyAuthInfo(issued: IssuedTokens): Record<string, unknown> {
  const { claims, user } = issued;
  return {
    accessToken: issued.accessToken,
    tokenType: 'bearer',
    refreshToken: issued.refreshToken,
    userId: claims.user_id,
    tenantId: claims.tenant_id,
    oauthId: '',
    avatar: user.avatar ?? '',
    authority: claims.role_name,
    roleName: claims.role_name,
    userName: claims.real_name,
    account: claims.account,
    expiresIn: issued.expiresIn,
    license: 'powered by blade',
  };
}

/**
 * POST /api/blade-auth/token (open-source Saber 2.8): camelCase parameters, the password in plain text
 * (hashed with md5 here, as the GraphQL login does), the answer in R; business failures are HTTP 200
 * with body code 400, as R.fail.
 */
export function createSaberTokenHandler(auth: AuthService) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    try {
      const issued = await grantTokens(auth, request, context, {
        grantType: readParam(request, 'grantType', 32) || 'password',
        tenantId: readParam(request, 'tenantId', 12) || readHeader(request, 'tenant-id', 12) || PLATFORM_TENANT_ID,
        account: () => requireParam(request, 'account', 45),
        passwordMd5: () => md5Hex(requireParam(request, 'password', 128)),
        refreshToken: () => requireParam(request, 'refreshToken', 200),
      });
      response.status(200).json(envelope(200, legacyAuthInfo(issued), DEFAULT_SUCCESS_MESSAGE));
    } catch (error) {
      const shape = toErrorShape(error, context.language);
      if (DESCRIPTION_ERRORS[shape.code] !== undefined) {
        response.status(200).json(envelope(400, {}, shape.message));
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
