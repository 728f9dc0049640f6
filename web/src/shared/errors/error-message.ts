import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { firstErrorCode, graphQLErrorsText, httpErrorText, isNetworkFailure, sessionEndingCodes } from './error-text';

export { isNetworkFailure, sessionEndingCodes };

/** The `extensions.code` of the first GraphQL error, if any. */
export function errorCode(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? firstErrorCode(error.errors) : undefined;
}

/** Whether the error means the session is gone (GraphQL code or HTTP 401). */
export function isSessionEndingError(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) {
    return true;
  }
  const code = errorCode(error);
  return code !== undefined && sessionEndingCodes.has(code);
}

/**
 * The text to show for an Apollo Client error (error-text.ts has the rules, shared with the pre-login client):
 * GraphQL errors by code or the server's message, HTTP errors by the body's msg, network failures a translated
 * network-error text.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (CombinedGraphQLErrors.is(error)) {
    return graphQLErrorsText(error.errors, t);
  }
  if (ServerError.is(error)) {
    return httpErrorText(error.statusCode, error.bodyText, t);
  }
  if (isNetworkFailure(error)) {
    return t('errors:network');
  }
  return t('errors:unknown');
}
