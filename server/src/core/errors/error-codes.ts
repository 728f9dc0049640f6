/** The closed set of error codes. GraphQL puts the code in extensions.code; REST maps it (rest/legacy-status.ts). */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'BAD_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_PENDING',
  'CAPTCHA_INVALID',
  'TENANT_NOT_FOUND',
  'TENANT_EXPIRED',
  'TOKEN_INVALID',
  'NOT_CONFIGURED',
  'QUOTA_EXCEEDED',
  'NO_ROLE',
  'CLIENT_INVALID',
  /** The target (process definition or instance) is suspended. */
  'SUSPENDED',
  /** A BPMN model outside the allowed subset; `fields` carry the lint report (element id + message). */
  'INVALID_MODEL',
  /** This node cannot serve the request right now (e.g. it holds no id worker slot); another node or a retry can. */
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
