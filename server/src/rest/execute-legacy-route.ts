import { Router, type Request, type Response } from 'express';
import { GraphQLError, execute, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { accessTokenOf } from '../app/context';
import { AppError, notFound } from '../core/errors/app-error';
import { toErrorShape } from '../core/errors/error-shape';
import { languageFrom, translate } from '../core/errors/messages';
import type { RequestContext } from '../core/http/request-context';
import { traceError, traceOf, traceOperation } from '../core/http/request-trace';
import type { ErrorLogService } from '../modules/log/error-log.service';
import { envelope, sendEnvelope } from './legacy-envelope';
import type { LegacyRoute, OperationRoute } from './legacy-route';
import { legacyStatusOf } from './legacy-status';

export interface LegacyRouterDeps {
  schema: GraphQLSchema;
  createContext: (request: Request) => Promise<RequestContext>;
  routes: LegacyRoute[];
  /** Unexpected errors are also stored in the error log. */
  errorLogs?: ErrorLogService;
}

/** Answers any error in the legacy envelope with the mapped HTTP status; unexpected errors are logged. */
export function sendLegacyError(
  response: Response,
  context: RequestContext | null,
  error: unknown,
  language = context?.language ?? 'zh-CN',
  errorLogs?: ErrorLogService,
): void {
  const shape = toErrorShape(error, language);
  traceError(context, shape.code);
  if (shape.unexpected) {
    context?.logger.error({ err: error }, 'legacy route failed');
    errorLogs?.recordServerError(context, error instanceof GraphQLError && error.originalError ? error.originalError : error);
  }
  const status = legacyStatusOf(shape.code);
  sendEnvelope(response, status.httpStatus, envelope(status.code, {}, shape.message));
}

interface RouteDocuments {
  document: DocumentNode;
  followUp: DocumentNode | null;
}

function compile(schema: GraphQLSchema, route: OperationRoute, document = route.operation): DocumentNode {
  const problems = validate(schema, document);
  if (problems.length > 0) {
    throw new Error(`legacy route ${route.path}: ${problems.map((problem) => problem.message).join('; ')}`);
  }
  return document;
}

interface CompiledRoute {
  route: OperationRoute;
  document: DocumentNode;
}

/** A view of the request with another query or body (the route readers take both from the request). */
function requestWith(request: Request, overrides: { query?: Record<string, unknown>; body?: unknown }): Request {
  const view = Object.create(request) as Request;
  if (overrides.query) {
    Object.defineProperty(view, 'query', { value: overrides.query });
  }
  if ('body' in overrides) {
    Object.defineProperty(view, 'body', { value: overrides.body });
  }
  return view;
}

const isEmptyObject = (value: unknown): boolean =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0;

/** The sent fields that update: null or absent ones keep the stored value. */
function sentFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined));
}

/**
 * Legacy submit with a key: the stored row, read through the resource's detail route in the caller's
 * context, with the sent non-null fields over it. Without a key (insert) the request is unchanged.
 */
async function mergedSubmit(
  schema: GraphQLSchema,
  detailRoutes: Map<string, CompiledRoute>,
  route: OperationRoute,
  request: Request,
  context: RequestContext,
): Promise<Request> {
  const partial = route.partial;
  const body: unknown = request.body;
  if (!partial || 'exempt' in partial || !body || typeof body !== 'object' || Array.isArray(body)) {
    return request;
  }
  const keyName = partial.key ?? 'id';
  const key = (body as Record<string, unknown>)[keyName];
  if (key === undefined || key === null || key === '') {
    return request;
  }
  if (
    (typeof key !== 'string' && typeof key !== 'number') ||
    String(key).length > 64 ||
    (keyName === 'id' && !/^\d{1,19}$/.test(String(key).trim()))
  ) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: keyName });
  }
  const detail = detailRoutes.get(partial.detail);
  if (!detail) {
    throw new Error(`legacy route ${route.path}: detail route ${partial.detail} is not in the table`);
  }
  const detailRequest = requestWith(request, { query: { [keyName]: String(key) }, body: {} });
  const variableValues = detail.route.variables ? detail.route.variables(detailRequest) : {};
  const result = await execute({ schema, document: detail.document, contextValue: context, variableValues });
  const firstError = result.errors?.[0];
  if (firstError && partial.insertWhenMissing && toErrorShape(firstError, 'en').code === 'NOT_FOUND') {
    return request;
  }
  if (firstError) {
    throw firstError;
  }
  const data = detail.route.reshape(result.data ?? {}).data;
  if (!data || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) {
    throw notFound();
  }
  // An empty object is the legacy answer's "no value" (e.g. a choice question's fileRule): not an input.
  const row = Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([, value]) => !isEmptyObject(value)));
  const sent = sentFields(body as Record<string, unknown>);
  for (const group of partial.aliases ?? []) {
    if (group.some((name) => name in sent)) {
      for (const name of group) {
        delete row[name];
      }
    }
  }
  const stored = partial.stored ? partial.stored(row) : row;
  return requestWith(request, { body: { ...stored, ...sent } });
}

async function runOperation(
  schema: GraphQLSchema,
  documents: RouteDocuments,
  route: OperationRoute,
  request: Request,
  response: Response,
  context: RequestContext,
  detailRoutes: Map<string, CompiledRoute>,
  errorLogs?: ErrorLogService,
): Promise<void> {
  const { document, followUp } = documents;
  const definition = document.definitions.find((node): node is OperationDefinitionNode => node.kind === 'OperationDefinition');
  if (definition) {
    traceOperation(context, definition.name?.value, definition);
  }
  // Anonymous callers of public legacy paths get the empty answer; a rejected token still gets 401.
  if (!context.actor && route.anonymous && !accessTokenOf(request)) {
    response.status(200).json(route.anonymous());
    return;
  }
  if (!context.actor && !route.public) {
    throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  }
  const submitted = await mergedSubmit(schema, detailRoutes, route, request, context);
  const variableValues = route.variables ? route.variables(submitted) : {};
  let result = await execute({ schema, document, contextValue: context, variableValues });
  if (followUp && route.followUp && !result.errors?.length && route.followUp.when(result.data ?? {})) {
    result = await execute({ schema, document: followUp, contextValue: context, variableValues });
  }
  const firstError = result.errors?.[0];
  if (firstError) {
    sendLegacyError(response, context, firstError, context.language, errorLogs);
    return;
  }
  response.status(200).json(route.reshape(result.data ?? {}));
}

/** The method a route answers: GET routes also answer HEAD (as Express's router.get does). */
const methodKey = (method: string): string => (method === 'HEAD' ? 'GET' : method);

/** Express's default matching: case-insensitive, one trailing slash optional. */
const pathKey = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/**
 * The legacy REST adapter: one handler per table row, same schema and context as GraphQL. Every legacy path
 * is a fixed string, so the request's route is one map lookup instead of Express trying each of the
 * hundreds of routes in turn.
 */
export function createLegacyRouter(deps: LegacyRouterDeps): Router {
  const router = Router();
  const handlers = new Map<string, (request: Request, response: Response) => Promise<void>>();
  const compiled = new Map<LegacyRoute, RouteDocuments>();
  const detailRoutes = new Map<string, CompiledRoute>();
  for (const route of deps.routes) {
    if (route.kind === 'operation') {
      const document = compile(deps.schema, route);
      compiled.set(route, { document, followUp: route.followUp ? compile(deps.schema, route, route.followUp.operation) : null });
      if (route.method === 'GET') {
        detailRoutes.set(route.path, { route, document });
      }
    }
  }
  for (const route of deps.routes) {
    if (route.kind === 'operation' && route.partial && 'detail' in route.partial && !detailRoutes.has(route.partial.detail)) {
      throw new Error(`legacy route ${route.path}: detail route ${route.partial.detail} is not in the table`);
    }
  }
  for (const route of deps.routes) {
    const document = compiled.get(route) ?? null;
    const key = `${route.method} ${pathKey(route.path)}`;
    if (handlers.has(key)) {
      throw new Error(`legacy route ${route.method} ${route.path} is declared twice`);
    }
    handlers.set(key, async (request, response) => {
      let context: RequestContext | null = null;
      try {
        context = await deps.createContext(request);
        if (route.kind === 'operation' && document) {
          await runOperation(deps.schema, document, route, request, response, context, detailRoutes, deps.errorLogs);
        } else if (route.kind === 'raw') {
          const trace = traceOf(context);
          if (trace) {
            trace.operationName = route.path;
          }
          await route.handle(request, response, context);
        }
      } catch (error) {
        sendLegacyError(response, context, error, context?.language ?? languageFrom(request.get('accept-language')), deps.errorLogs);
      }
    });
  }
  router.use((request, response, next) => {
    const handler = handlers.get(`${methodKey(request.method)} ${pathKey(request.path)}`);
    if (handler) {
      handler(request, response).catch(next);
      return;
    }
    sendEnvelope(response, 404, envelope(400, {}, translate('errors.pathNotFound', languageFrom(request.get('accept-language')))));
  });
  return router;
}
