import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { ERROR_CODES, type ErrorCode } from '../core/errors/error-codes';
import { toErrorShape } from '../core/errors/error-shape';
import { translate } from '../core/errors/messages';
import type { RequestContext } from '../core/http/request-context';
import { traceError, traceOperation } from '../core/http/request-trace';
import type { ErrorLogService } from '../modules/log/error-log.service';

/**
 * Translates every error of an answer into the caller's language with a closed code, and logs the unexpected ones (server log
 * and error log table). Apollo's plugin and the planned operations (graphql-http.ts) both report through this.
 */
export function reportGraphqlErrors(errors: readonly GraphQLError[], context: RequestContext, errorLogs: ErrorLogService): void {
  for (const error of errors) {
    const shape = toErrorShape(error, context.language);
    traceError(context, shape.code);
    if (shape.unexpected) {
      context.logger.error({ err: error.originalError ?? error, path: error.path }, 'graphql resolver failed');
      errorLogs.recordServerError(context, error.originalError ?? error);
    }
    (error as { message: string }).message = shape.message;
    Object.assign(error.extensions, { code: shape.code, messageKey: shape.messageKey, fields: shape.fields });
  }
}

function createErrorPlugin(errorLogs: ErrorLogService): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ operationName, operation, contextValue }) => {
        if (operation) {
          traceOperation(contextValue, operationName, operation);
        }
      },
      didEncounterErrors: async ({ errors, contextValue }) => reportGraphqlErrors(errors, contextValue, errorLogs),
    }),
  };
}

/** What every GraphQL answer carries: never stored by a cache (no field of the schema declares a cache hint). */
export const GRAPHQL_CACHE_CONTROL = 'no-store';

/**
 * The header Apollo's default cache-control plugin sets on every answer of this schema (`no-store`: no cache hints, default
 * max age 0), without that plugin's hook on every resolved field.
 */
function noStorePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart: async () => ({
      willSendResponse: async ({ response }) => {
        response.http.headers.set('cache-control', GRAPHQL_CACHE_CONTROL);
      },
    }),
  };
}

const REQUEST_ERROR_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Last line of defence: nothing but our own codes and messages leaves the server. */
export function formatGraphqlError(formatted: GraphQLFormattedError, _error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.['code'];
  if (typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)) {
    // type-graphql's validationErrors carry the whole input (`target`) and each bad `value`: passwords and secret
    // keys would go back to the client. `fields` already says what is wrong, translated.
    const { stacktrace: _stacktrace, validationErrors: _validationErrors, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  const mapped: ErrorCode = typeof code === 'string' && REQUEST_ERROR_CODES.has(code) ? 'VALIDATION' : 'INTERNAL';
  const message = mapped === 'VALIDATION' ? formatted.message : translate('errors.internal', 'zh-CN');
  return {
    message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: mapped, messageKey: mapped === 'VALIDATION' ? 'errors.validation' : 'errors.internal' },
  };
}

/** What Apollo answers for errors: each made a GraphQL error with a code (INTERNAL_SERVER_ERROR if none), then formatGraphqlError. */
export function formatGraphqlErrors(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
  return errors.map((error) =>
    formatGraphqlError(
      { ...error.toJSON(), extensions: { ...error.extensions, code: error.extensions['code'] ?? 'INTERNAL_SERVER_ERROR' } },
      error,
    ),
  );
}

/**
 * The token limit is graphql-js's own parse option: a parse error answers HTTP 400 with the GraphQL error
 * body, where graphql-armor's token plugin throws from a plugin hook and Apollo answers 500.
 */
export const MAX_TOKENS = 3000;

/** Depth, cost, alias and directive limits on every operation (tokens: MAX_TOKENS); no batched HTTP requests. */
export function graphqlLimits(introspection: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10 },
    costLimit: { maxCost: 5000 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { enabled: false },
    // Field suggestions in error messages would leak the schema where introspection is off.
    blockFieldSuggestion: { enabled: !introspection },
  }).protect();
}

export function createApolloServer(
  schema: GraphQLSchema,
  httpServer: Server,
  options: { introspection: boolean; logger: Logger; errorLogs: ErrorLogService },
): ApolloServer<RequestContext> {
  const protection = graphqlLimits(options.introspection);
  return new ApolloServer<RequestContext>({
    schema,
    allowBatchedHttpRequests: false,
    validationRules: protection.validationRules,
    parseOptions: { maxTokens: MAX_TOKENS },
    introspection: options.introspection,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM/SIGINT: a second handler here would race it and leave stop() hanging.
    stopOnTerminationSignals: false,
    formatError: formatGraphqlError,
    plugins: [
      ...protection.plugins,
      createErrorPlugin(options.errorLogs),
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
    ],
    logger: {
      debug: (message) => options.logger.debug(message),
      info: (message) => options.logger.info(message),
      warn: (message) => options.logger.warn(message),
      error: (message) => options.logger.error(message),
    },
  });
}
