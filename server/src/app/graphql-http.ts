import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Express, Request, Response } from 'express';
import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { languageFrom, translate } from '../core/errors/messages';
import type { RequestContext } from '../core/http/request-context';
import type { ApiLogService } from '../modules/log/api-log.service';
import type { RequestLoad } from '../core/http/request-load';
import { traceOperation } from '../core/http/request-trace';
import { GRAPHQL_CACHE_CONTROL } from './apollo';
import { answerPlanned, type GraphqlPlans } from './graphql-plans';
import { graphqlProblem } from './http-errors';

/** The JSON body limit of /graphql (express.json({ limit: '1mb' }) on the Express route: 1 MiB). */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

export interface GraphqlHttpDeps {
  /** The Express app of every other path: its settings (trust proxy, query parser) and request helpers serve this one too. */
  app: Express;
  apollo: ApolloServer<RequestContext>;
  createContext: (request: Request) => Promise<RequestContext>;
  apiLog: ApiLogService;
  /** Compiled plans of the hot operations (graphql-plans.ts) and the error reporting they share with Apollo. */
  plans: GraphqlPlans;
  reportErrors: (errors: readonly GraphQLError[], context: RequestContext) => void;
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  logger: Logger;
}

const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * The request the fast path takes: POST /graphql (exact path), a JSON body in UTF-8 of a declared length within the limit,
 * not compressed. Anything else goes through Express (express.json, graphqlHttpErrors and the Apollo middleware), so odd
 * requests keep exactly the answers they had.
 */
function takesFastPath(request: IncomingMessage): boolean {
  if (request.method !== 'POST') {
    return false;
  }
  const url = request.url ?? '';
  if (url !== '/graphql' && !url.startsWith('/graphql?')) {
    return false;
  }
  const headers = request.headers;
  const length = Number(headers['content-length']);
  return (
    headers['transfer-encoding'] === undefined &&
    (headers['content-encoding'] === undefined || headers['content-encoding'].toLowerCase() === 'identity') &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= GRAPHQL_BODY_LIMIT &&
    JSON_TYPE.test(headers['content-type'] ?? '')
  );
}

/** express.json's strict parse (a UTF-8 byte order mark dropped as its decoder does): an object or array, `{}` for an empty body, a 400
 * (entity.parse.failed) otherwise. */
function parseJsonBody(raw: string): unknown {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.length === 0) {
    return {};
  }
  // The first character after JSON whitespace (space, tab, line feed, carriage return), as body-parser's strict check.
  const first = /^[\x20\x09\x0a\x0d]*(.)/s.exec(text)?.[1];
  if (first !== '{' && first !== '[') {
    throw Object.assign(new SyntaxError('request body is not a JSON object or array'), { status: 400, type: 'entity.parse.failed' });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw Object.assign(error instanceof Error ? error : new SyntaxError(String(error)), { status: 400, type: 'entity.parse.failed' });
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () =>
      resolve(chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks).toString('utf8')),
    );
    request.once('error', (error) => reject(Object.assign(error, { status: 400 })));
    // A client that goes away before the end: nothing to answer (as raw-body's "request aborted").
    request.once('close', () => {
      if (!request.complete) {
        reject(Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted' }));
      }
    });
  });
}

/**
 * What the context factory and the API log read of a request, with Express's own getters (get, ip with the trust proxy
 * setting, query): an object made on Express's request prototype instead of re-prototyping Node's request, which is what
 * makes Express's per-request set-up expensive.
 */
function expressView(app: Express, request: IncomingMessage, response: ServerResponse): { request: Request; response: Response } {
  const view = Object.create(app.request) as Record<string, unknown>;
  view['headers'] = request.headers;
  view['method'] = request.method;
  view['url'] = request.url;
  view['originalUrl'] = request.url;
  view['socket'] = request.socket;
  view['res'] = response;
  (response as ServerResponse & { locals: Record<string, unknown> }).locals = {};
  return { request: view as unknown as Request, response: response as unknown as Response };
}

function sendJson(response: ServerResponse, status: number, body: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('content-length', Buffer.byteLength(body));
  response.end(body);
}

/**
 * POST /graphql served by Apollo's HTTP handler directly on the Node server (the measured floor of a signed-in no-op: Express's
 * per-request set-up cost more than the operation). Same security headers as Express's API paths, same API log, same body
 * limit and error shapes (graphqlProblem), same context and Apollo (CSRF prevention, limits, error formatting).
 */
export function graphqlFastPath(deps: GraphqlHttpDeps): (request: IncomingMessage, response: ServerResponse) => boolean {
  const handle = async (raw: IncomingMessage, response: ServerResponse): Promise<void> => {
    for (const [name, value] of deps.securityHeaders) {
      response.setHeader(name, value);
    }
    const { request } = expressView(deps.app, raw, response);
    deps.apiLog.track(request, response as unknown as Response, 'graphql');
    let body: unknown;
    try {
      body = parseJsonBody(await readBody(raw));
    } catch (error) {
      const problem = graphqlProblem(error, raw.headers['accept-language']);
      sendJson(response, problem.status, JSON.stringify(problem.body));
      return;
    }
    (request as { body?: unknown }).body = body;
    const plan = deps.plans.forBody(body);
    // A context that fails to build (e.g. a refused token) is built again by Apollo, which answers it as ever.
    const context = plan ? await deps.createContext(request).catch(() => undefined) : undefined;
    if (plan && context) {
      traceOperation(context, plan.operation.name?.value, plan.operation);
      const variables = (body as { variables?: Record<string, unknown> | null }).variables ?? undefined;
      const planned = await answerPlanned(plan, context, variables, deps.reportErrors);
      if (planned) {
        response.setHeader('cache-control', GRAPHQL_CACHE_CONTROL);
        sendJson(response, planned.status, planned.body);
        return;
      }
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(raw.headers)) {
      if (value !== undefined) {
        headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
    }
    const url = raw.url ?? '';
    const query = url.indexOf('?');
    const answer = await deps.apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: query < 0 ? '' : url.slice(query), body },
      context: () => (context ? Promise.resolve(context) : deps.createContext(request)),
    });
    for (const [key, value] of answer.headers) {
      response.setHeader(key, value);
    }
    response.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      response.setHeader('content-length', Buffer.byteLength(answer.body.string));
      response.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      response.write(chunk);
    }
    response.end();
  };
  return (request, response) => {
    if (!takesFastPath(request)) {
      return false;
    }
    handle(request, response).catch((error: unknown) => {
      // As Express's last error handler: logged, a JSON answer without details.
      deps.logger.error({ err: error, path: '/graphql' }, 'request failed');
      if (!response.headersSent) {
        const message = translate('errors.internal', languageFrom(request.headers['accept-language']));
        sendJson(response, 500, JSON.stringify({ code: 500, success: false, data: {}, msg: message }));
      } else {
        response.destroy();
      }
    });
    return true;
  };
}

/** The Node server's listener: POST /graphql on the fast path, everything else through Express. */
export function serverListener(
  fastPath: (request: IncomingMessage, response: ServerResponse) => boolean,
  express: Express,
  load: RequestLoad,
): RequestListener {
  return (request, response) => {
    load.track(response);
    if (!fastPath(request, response)) {
      express(request, response);
    }
  };
}
