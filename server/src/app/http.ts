import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/core';
import express, { type ErrorRequestHandler, type Express, type Request } from 'express';
import type { Logger } from 'pino';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config/env';
import { languageFrom, translate } from '../core/errors/messages';
import type { RequestContext } from '../core/http/request-context';
import { securityHeaders } from './security-headers';
import { graphqlHttpErrors, legacyHttpErrors, legacyInputRule } from './http-errors';
import { createLegacyRouter } from '../rest/execute-legacy-route';
import { legacyRoutes } from '../rest/legacy-routes';
import { restPathsByRootField } from '../rest/legacy-route-fields';
import { readiness } from './readiness';
import type { Services } from './services';
import type { SharedState } from '../core/shared-state/shared-state';
import { createWebStatic } from './web-static';

export interface HttpDeps {
  config: AppConfig;
  orm: MikroORM;
  schema: GraphQLSchema;
  apollo: ApolloServer<RequestContext>;
  services: Services;
  /** What the nodes share (Redis with REDIS_URL): its connection is part of readiness. */
  shared: SharedState;
  createContext: (request: Request) => Promise<RequestContext>;
  logger: Logger;
}

/** Anything that still fails outside a handler: logged, answered as JSON without details (never Express's HTML page). */
function lastErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    if (response.headersSent) {
      return;
    }
    logger.error({ err: error, path: request.path }, 'request failed');
    response
      .status(500)
      .json({ code: 500, success: false, data: {}, msg: translate('errors.internal', languageFrom(request.get('accept-language'))) });
  };
}

/** Express: /health, /graphql, the legacy /api adapter, and the built web app with client-side routing. */
export function createHttpApp(deps: HttpDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  // API answers are never revalidated: hashing every JSON body for an ETag costs more than it saves (the web app's files
  // keep theirs: web-static.ts is an app of its own).
  app.set('etag', false);
  app.use(securityHeaders());

  app.get('/health', (_request, response) => {
    response.json({ status: 'ok' });
  });
  app.get('/health/ready', async (_request, response) => {
    const answer = await readiness({ orm: deps.orm, shared: deps.shared, storages: deps.services.resources.storages }, (check, error) =>
      deps.logger.warn({ err: error, check }, 'readiness check failed'),
    );
    response.status(answer.ready ? 200 : 503).json({ status: answer.ready ? 'ready' : 'unavailable', checks: answer.checks });
  });

  app.use(
    '/graphql',
    deps.services.logs.api.middleware('graphql'),
    express.json({ limit: '1mb' }),
    graphqlHttpErrors(),
    expressMiddleware(deps.apollo, { context: async ({ req }) => deps.createContext(req) }),
  );

  const routes = legacyRoutes(deps.services, { timeZone: deps.config.legacyTimeZone });
  // API scopes may name legacy paths: tell the guard which root field each path runs.
  deps.services.apiScopeGuard.registerRestPaths(restPathsByRootField(routes));
  app.use(
    '/api',
    deps.services.logs.api.middleware('rest'),
    express.urlencoded({ extended: false, limit: '1mb' }),
    express.json({ limit: '1mb' }),
    legacyHttpErrors(),
    legacyInputRule(),
    createLegacyRouter({ schema: deps.schema, createContext: deps.createContext, errorLogs: deps.services.logs.errors, routes }),
  );

  const webStatic = createWebStatic({ distDir: deps.config.webDistDir, logger: deps.logger });
  if (webStatic) {
    app.use(webStatic);
  }
  app.use(lastErrorHandler(deps.logger));
  return app;
}
