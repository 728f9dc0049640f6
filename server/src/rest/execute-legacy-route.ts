import { Router, type Request, type Response } from 'express';
import { GraphQLError, execute, parse, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { accessTokenOf } from '../app/context';
import { AppError } from '../core/errors/app-error';
import { toErrorShape } from '../core/errors/error-shape';
import { languageFrom, translate } from '../core/errors/messages';
import type { RequestContext } from '../core/http/request-context';
import { traceError, traceOf } from '../core/http/request-trace';
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
export function sendLegacyError(response: Response, context: RequestContext | null, error: unknown, language = context?.language ?? 'zh-CN', errorLogs?: ErrorLogService): void {
  const shape = toErrorShape(error, language);
  traceError(context, shape.code);
  if (shape.unexpected) {
    context?.logger.error({ err: error }, 'legacy route failed');
    errorLogs?.recordServerError(context, error instanceof GraphQLError && error.originalError ? error.originalError : error);
  }
  const status = legacyStatusOf(shape.code);
  sendEnvelope(response, status.httpStatus, envelope(status.code, {}, shape.message));
}

function compile(schema: GraphQLSchema, route: OperationRoute): DocumentNode {
  const document = parse(route.operation);
  const problems = validate(schema, document);
  if (problems.length > 0) {
    throw new Error(`legacy route ${route.path}: ${problems.map((problem) => problem.message).join('; ')}`);
  }
  return document;
}

async function runOperation(schema: GraphQLSchema, document: DocumentNode, route: OperationRoute, request: Request, response: Response, context: RequestContext, errorLogs?: ErrorLogService): Promise<void> {
  const trace = traceOf(context);
  const definition = document.definitions.find((node): node is OperationDefinitionNode => node.kind === 'OperationDefinition');
  if (trace && definition) {
    trace.operationName = definition.name?.value ?? null;
    trace.operationType = definition.operation;
  }
  // Anonymous callers of public legacy paths get the empty answer; a rejected token still gets 401.
  if (!context.actor && route.anonymous && !accessTokenOf(request)) {
    response.status(200).json(route.anonymous());
    return;
  }
  if (!context.actor && !route.public) {
    throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  }
  const variableValues = route.variables ? route.variables(request) : {};
  const result = await execute({ schema, document, contextValue: context, variableValues });
  const firstError = result.errors?.[0];
  if (firstError) {
    sendLegacyError(response, context, firstError, context.language, errorLogs);
    return;
  }
  response.status(200).json(route.reshape((result.data ?? {}) as Record<string, unknown>));
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
  for (const route of deps.routes) {
    const document = route.kind === 'operation' ? compile(deps.schema, route) : null;
    const key = `${route.method} ${pathKey(route.path)}`;
    if (handlers.has(key)) {
      throw new Error(`legacy route ${route.method} ${route.path} is declared twice`);
    }
    handlers.set(key, async (request, response) => {
      let context: RequestContext | null = null;
      try {
        context = await deps.createContext(request);
        if (route.kind === 'operation' && document) {
          await runOperation(deps.schema, document, route, request, response, context, deps.errorLogs);
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
