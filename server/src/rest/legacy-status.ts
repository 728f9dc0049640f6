import type { ErrorCode } from '../core/errors/error-codes';

export interface LegacyStatus {
  httpStatus: number;
  code: number;
}

/** How each error code surfaces to legacy clients (HTTP status and envelope code). */
export function legacyStatusOf(code: ErrorCode): LegacyStatus {
  switch (code) {
    case 'UNAUTHENTICATED':
    case 'TOKEN_INVALID':
    case 'CLIENT_INVALID':
      return { httpStatus: 401, code: 401 };
    case 'FORBIDDEN':
      return { httpStatus: 403, code: 403 };
    case 'NOT_FOUND':
      return { httpStatus: 404, code: 404 };
    case 'RATE_LIMITED':
      return { httpStatus: 429, code: 429 };
    case 'INTERNAL':
      return { httpStatus: 500, code: 500 };
    case 'UNAVAILABLE':
      return { httpStatus: 503, code: 503 };
    case 'VALIDATION':
    case 'CONFLICT':
    case 'BAD_CREDENTIALS':
    case 'ACCOUNT_LOCKED':
    case 'ACCOUNT_PENDING':
    case 'CAPTCHA_INVALID':
    case 'TENANT_NOT_FOUND':
    case 'TENANT_EXPIRED':
    case 'NOT_CONFIGURED':
    case 'QUOTA_EXCEEDED':
    case 'NO_ROLE':
    case 'SUSPENDED':
    case 'INVALID_MODEL':
      return { httpStatus: 400, code: 400 };
    default: {
      const unreachable: never = code;
      throw new Error(`unmapped error code ${String(unreachable)}`);
    }
  }
}
