import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** helmet's full set, for documents (the web app, its files): CSP for what a page may load, and the rest. */
export function documentSecurityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:', 'http:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers that matter on an API answer (JSON, or a file download under /api): no sniffing, no framing by other
 * sites, no cross-origin reads, HSTS, no referrer, and the same CSP as the pages (a download opened in the browser).
 * Left out there: headers only a document uses (Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection).
 */
export const API_SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
] as const;

/** The headers a helmet middleware sets, read once from a stand-in response (helmet's values are the same for every request). */
export function headersOf(middleware: RequestHandler): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as Response;
  middleware({} as never, response, () => undefined);
  return headers;
}

/** The API set with helmet's values (name, value), computed once. */
export function apiSecurityHeaders(): ReadonlyArray<readonly [string, string]> {
  const all = headersOf(documentSecurityHeaders());
  return API_SECURITY_HEADER_NAMES.map((name) => {
    const value = all.get(name);
    if (value === undefined) {
      throw new Error(`helmet no longer sets ${name}`);
    }
    return [name, value] as const;
  });
}

const API_PATH = /^\/(api|graphql|health)(\/|$)/;

/**
 * Security headers by kind of answer: API paths (/api, /graphql, /health) get the API set with helmet's values, set in
 * one loop (helmet's chain of a dozen middlewares per JSON answer cost more than the answer); everything else helmet's
 * full set.
 */
export function securityHeaders(): RequestHandler {
  const documents = documentSecurityHeaders();
  const api = apiSecurityHeaders();
  return (request, response, next) => {
    if (!API_PATH.test(request.path)) {
      documents(request, response, next);
      return;
    }
    for (const [name, value] of api) {
      response.setHeader(name, value);
    }
    next();
  };
}
