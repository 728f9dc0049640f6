import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { TFunction } from 'i18next';
import { firstErrorCode, graphQLErrorsText, httpErrorText, isNetworkFailure, type GraphQLErrorLike } from '../errors/error-text';
import { sessionRequestHeaders } from './request-headers';

// The one way the pages shown before sign-in (login, registration) call the server: a POST of a document that
// @graphql-codegen generated (web/src/generated/pre-login.ts, TypedDocumentString) with the headers Apollo
// Client's link sends after sign-in, so the login page does not load Apollo Client (CONTRIBUTING.md, before sign-in). Errors map to
// the same translated texts as Apollo's (shared/errors/error-text.ts). No cache, no global toast: the page shows
// its errors itself.

/** A generated document: its text, its result type and its variables' type. */
export type PreLoginDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

/** The server answered with GraphQL errors (sign-in refused, validation, lockout, ...). */
export class PreLoginGraphQLError extends Error {
  constructor(readonly errors: readonly GraphQLErrorLike[]) {
    super(errors.find((error) => error.message.length > 0)?.message ?? 'GraphQL error');
    this.name = 'PreLoginGraphQLError';
  }
}

/** The server answered with an HTTP error and no GraphQL errors. */
export class PreLoginHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly bodyText: string,
  ) {
    super(`HTTP ${statusCode}`);
    this.name = 'PreLoginHttpError';
  }
}

/** No variables (`{}` or none) for an operation without variables; its variables otherwise. */
type VariablesArgument<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

function operationName(query: string): string | undefined {
  return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query)?.[1];
}

function graphQLErrorsOf(body: unknown): GraphQLErrorLike[] {
  if (typeof body !== 'object' || body === null) {
    return [];
  }
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors)
    ? errors.filter((error): error is GraphQLErrorLike => typeof error === 'object' && error !== null && typeof error.message === 'string')
    : [];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Runs a generated pre-login operation. Resolves with its data; rejects with PreLoginGraphQLError (GraphQL errors,
 * whatever the status), PreLoginHttpError (an HTTP error without them, or an answer without data), or fetch's
 * TypeError (no answer at all).
 */
export async function preLoginRequest<TResult, TVariables>(
  document: PreLoginDocument<TResult, TVariables>,
  ...[variables]: VariablesArgument<TVariables>
): Promise<TResult> {
  const query = document.toString();
  // eslint-disable-next-line no-restricted-syntax -- the one fetch of GraphQL before sign-in (after it: Apollo Client)
  const response = await fetch(new URL('/graphql', window.location.origin), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json,application/json;q=0.9',
      ...sessionRequestHeaders(),
    },
    body: JSON.stringify({ operationName: operationName(query), query, variables: variables ?? {} }),
  });
  const bodyText = await response.text();
  const body = parseJson(bodyText);
  const errors = graphQLErrorsOf(body);
  if (errors.length > 0) {
    throw new PreLoginGraphQLError(errors);
  }
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!response.ok || data === undefined || data === null) {
    throw new PreLoginHttpError(response.status, bodyText);
  }
  return data as TResult;
}

/** The `extensions.code` of a pre-login GraphQL error, if any. */
export function preLoginErrorCode(error: unknown): string | undefined {
  return error instanceof PreLoginGraphQLError ? firstErrorCode(error.errors) : undefined;
}

/** The translated text of a pre-login error, as Apollo's errors show after sign-in (shared/errors/error-text.ts). */
export function preLoginErrorText(error: unknown, t: TFunction): string {
  if (error instanceof PreLoginGraphQLError) {
    return graphQLErrorsText(error.errors, t);
  }
  if (error instanceof PreLoginHttpError) {
    return httpErrorText(error.statusCode, error.bodyText, t);
  }
  if (isNetworkFailure(error)) {
    return t('errors:network');
  }
  return t('errors:unknown');
}
