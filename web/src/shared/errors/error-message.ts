import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';

/** Codes the server puts in `extensions.code` that end the session. */
export const sessionEndingCodes: ReadonlySet<string> = new Set(['UNAUTHENTICATED', 'TOKEN_INVALID']);

/** The `extensions.code` of the first GraphQL error, if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) {
    return undefined;
  }
  for (const graphQLError of error.errors) {
    const code = graphQLError.extensions?.['code'];
    if (typeof code === 'string' && code.length > 0) {
      return code;
    }
  }
  return undefined;
}

/** Whether the error means the session is gone (GraphQL code or HTTP 401). */
export function isSessionEndingError(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) {
    return true;
  }
  const code = errorCode(error);
  return code !== undefined && sessionEndingCodes.has(code);
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

/** Codes whose web text is only a category ("not allowed", "conflict"): a specific reason from the server says more. */
const categoryCodes: ReadonlySet<string> = new Set(['BAD_REQUEST', 'VALIDATION', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT']);

/**
 * The server's own message when an error of a category code names a specific reason (a domain `messageKey` such
 * as `exam.ipNotAllowed`, not a generic `errors.*` one). The server translates it into the request's
 * Accept-Language, the page's language. Codes with their own web text (sign-in, session, limits) keep it.
 */
function specificServerMessage(error: CombinedGraphQLErrors): string | undefined {
  for (const graphQLError of error.errors) {
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
 * The text to show for an error: a GraphQL error of a category code with a specific reason shows the server's
 * (already translated) message; otherwise its code is translated through `errors:<CODE>` when the web has that key, else the server's
 * message is shown, else an unknown-error text. HTTP errors show the body's msg when there is one; network
 * failures a translated network-error text.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (CombinedGraphQLErrors.is(error)) {
    const specific = specificServerMessage(error);
    if (specific !== undefined) {
      return specific;
    }
    const code = errorCode(error);
    if (code !== undefined && t(`errors:${code}`, { defaultValue: '' }) !== '') {
      return t(`errors:${code}`);
    }
    const message = error.errors.find((graphQLError) => graphQLError.message.length > 0)?.message;
    return message ?? t('errors:unknown');
  }
  if (ServerError.is(error)) {
    return messageFromBody(error.bodyText) ?? t('errors:server', { status: error.statusCode });
  }
  if (isNetworkFailure(error)) {
    return t('errors:network');
  }
  return t('errors:unknown');
}

/** A failed fetch (no HTTP answer at all). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
