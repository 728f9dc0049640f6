import type { TFunction } from 'i18next';

// The error texts of the web, over plain shapes (no Apollo Client): error-message.ts reads Apollo's errors into
// them after sign-in, shared/session/pre-login-client.ts its own before sign-in, so both say the same thing.

/** One GraphQL error as the server sends it. */
export interface GraphQLErrorLike {
  readonly message: string;
  readonly extensions?: Readonly<Record<string, unknown>> | undefined;
}

/** Codes the server puts in `extensions.code` that end the session. */
export const sessionEndingCodes: ReadonlySet<string> = new Set(['UNAUTHENTICATED', 'TOKEN_INVALID']);

/** The `extensions.code` of the first GraphQL error that has one. */
export function firstErrorCode(errors: readonly GraphQLErrorLike[]): string | undefined {
  for (const graphQLError of errors) {
    const code = graphQLError.extensions?.['code'];
    if (typeof code === 'string' && code.length > 0) {
      return code;
    }
  }
  return undefined;
}

/** Codes whose web text is only a category ("not allowed", "conflict"): a specific reason from the server says more. */
const categoryCodes: ReadonlySet<string> = new Set(['BAD_REQUEST', 'VALIDATION', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT']);

/**
 * The server's own message when an error of a category code names a specific reason (a domain `messageKey` such
 * as `exam.ipNotAllowed`, not a generic `errors.*` one). The server translates it into the request's
 * Accept-Language, the page's language. Codes with their own web text (sign-in, session, limits) keep it.
 */
function specificServerMessage(errors: readonly GraphQLErrorLike[]): string | undefined {
  for (const graphQLError of errors) {
    const key = graphQLError.extensions?.['messageKey'];
    const code = graphQLError.extensions?.['code'];
    const specific = typeof key === 'string' && key.length > 0 && !key.startsWith('errors.');
    if (specific && typeof code === 'string' && categoryCodes.has(code) && graphQLError.message.length > 0) {
      return graphQLError.message;
    }
  }
  return undefined;
}

/**
 * The text of GraphQL errors: one of a category code with a specific reason shows the server's (already
 * translated) message; otherwise the code is translated through `errors:<CODE>` when the web has that key, else
 * the server's message is shown, else an unknown-error text.
 */
export function graphQLErrorsText(errors: readonly GraphQLErrorLike[], t: TFunction): string {
  const specific = specificServerMessage(errors);
  if (specific !== undefined) {
    return specific;
  }
  const code = firstErrorCode(errors);
  if (code !== undefined && t(`errors:${code}`, { defaultValue: '' }) !== '') {
    return t(`errors:${code}`);
  }
  const message = errors.find((graphQLError) => graphQLError.message.length > 0)?.message;
  return message ?? t('errors:unknown');
}

function messageFromBody(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) {
      return undefined;
    }
    const record = body as Record<string, unknown>;
    for (const key of ['msg', 'error_description', 'message']) {
      const value = record[key];
      if (typeof value === 'string' && value.length > 0) {
        return value;
      }
    }
    const errors = record['errors'];
    if (Array.isArray(errors)) {
      const first: unknown = errors[0];
      if (typeof first === 'object' && first !== null) {
        const message = (first as Record<string, unknown>)['message'];
        if (typeof message === 'string' && message.length > 0) {
          return message;
        }
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The text of an HTTP error without GraphQL errors: the body's msg when there is one, else the status. */
export function httpErrorText(statusCode: number, bodyText: string, t: TFunction): string {
  return messageFromBody(bodyText) ?? t('errors:server', { status: statusCode });
}

/** A failed fetch (no HTTP answer at all). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** One server message about one input field (already translated to the request's language). */
export interface ServerFieldError {
  field: string;
  message: string;
}

function isServerFieldError(value: unknown): value is ServerFieldError {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return typeof record['field'] === 'string' && typeof record['message'] === 'string';
}

/** The `extensions.fields` of GraphQL errors (VALIDATION, CONFLICT), if any. */
export function fieldErrorsOf(errors: readonly GraphQLErrorLike[]): ServerFieldError[] {
  return errors.flatMap((graphQLError) => {
    const fields = graphQLError.extensions?.['fields'];
    return Array.isArray(fields) ? fields.filter(isServerFieldError) : [];
  });
}
