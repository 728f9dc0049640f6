import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { languageFrom, translate, type MessageKey } from '../core/errors/messages';
import { hasControlCharacters } from '../core/input/plain-text';
import { envelope, sendEnvelope } from '../rest/legacy-envelope';

/** The longest query-string value a legacy path takes (ids lists included); longer ones are refused. */
export const MAX_QUERY_VALUE_LENGTH = 20_000;

interface HttpProblem {
  status: number;
  messageKey: MessageKey;
}

/** What a body-parser (or other request) error means for the client: never HTML, never a stack. */
function problemOf(error: unknown): HttpProblem {
  const status =
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
      ? (error as { status: number }).status
      : 500;
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  if (type === 'entity.too.large' || status === 413) {
    return { status: 413, messageKey: 'input.bodyTooLarge' };
  }
  if (status >= 400 && status < 500) {
    return { status: 400, messageKey: 'input.bodyInvalid' };
  }
  return { status: 500, messageKey: 'errors.internal' };
}

/** An error before Apollo (unreadable or oversized body) as the HTTP status and GraphQL error body to answer. */
export function graphqlProblem(error: unknown, acceptLanguage: string | undefined): { status: number; body: object } {
  const problem = problemOf(error);
  const code = problem.status === 500 ? 'INTERNAL' : 'VALIDATION';
  return {
    status: problem.status,
    body: {
      errors: [
        { message: translate(problem.messageKey, languageFrom(acceptLanguage)), extensions: { code, messageKey: problem.messageKey } },
      ],
    },
  };
}

/** Errors before Apollo (unreadable or oversized bodies) in the GraphQL error shape. */
export function graphqlHttpErrors(): ErrorRequestHandler {
  return (error: unknown, request: Request, response: Response, _next: NextFunction) => {
    const { status, body } = graphqlProblem(error, request.get('accept-language'));
    response.status(status).json(body);
  };
}

/** Errors before the legacy router in the legacy envelope. */
export function legacyHttpErrors(): ErrorRequestHandler {
  return (error: unknown, request: Request, response: Response, _next: NextFunction) => {
    const problem = problemOf(error);
    sendEnvelope(
      response,
      problem.status,
      envelope(problem.status, {}, translate(problem.messageKey, languageFrom(request.get('accept-language')))),
    );
  };
}

function badString(value: unknown, maxLength: number): boolean {
  if (typeof value === 'string') {
    return value.length > maxLength || hasControlCharacters(value);
  }
  if (Array.isArray(value)) {
    return value.some((item) => badString(item, maxLength));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => hasControlCharacters(key) || badString(item, maxLength));
  }
  return false;
}

/**
 * The input rule for the legacy paths that do not run a GraphQL operation (token, captcha, files): no
 * control characters (but tab and line breaks) in any query parameter or body string, and no query value
 * longer than MAX_QUERY_VALUE_LENGTH. Paths that run an operation get the full per-field rule from the schema.
 */
export function legacyInputRule(): RequestHandler {
  return (request, response, next) => {
    if (badString(request.query, MAX_QUERY_VALUE_LENGTH) || badString(request.body, Number.MAX_SAFE_INTEGER)) {
      sendEnvelope(response, 400, envelope(400, {}, translate('errors.validation', languageFrom(request.get('accept-language')))));
      return;
    }
    next();
  };
}
