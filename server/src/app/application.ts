import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/core';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/env';
import { resolveJwtSecret } from '../core/auth/jwt-secret';
import { migrateDatabase, openDatabase } from '../core/db/database';
import { underStartupLock } from '../core/db/startup-lock';
import { TenantDatabases } from '../core/db/tenant-databases';
import { createTenantDatasourceResolver } from '../modules/develop/datasource/tenant-datasource-resolver';
import { configureSnowflake } from '../core/ids/snowflake';
import { WorkerIdLease } from '../core/ids/worker-id-lease';
import { MAX_TOKENS, createApolloServer, graphqlLimits, reportGraphqlErrors } from './apollo';
import { GraphqlPlans } from './graphql-plans';
import { prepareDatabase } from './prepare-database';
// Registers every module's message catalogue (side effect) before the first request is translated.
import './messages';
import { createContextFactory } from './context';
import { ENTITIES } from './entities';
import { createSchema } from './graphql';
import { graphqlFastPath, serverListener } from './graphql-http';
import { createHttpApp } from './http';
import { apiSecurityHeaders } from './security-headers';
import { createServices, datasourceSecretBox, type Services } from './services';
import { SweepRunner } from '../core/background/sweep-runner';
import { relayInvalidation } from '../core/cache/invalidation-relay';
import { createSharedState } from '../core/shared-state/create-shared-state';
import type { SharedState } from '../core/shared-state/shared-state';
import { sweepDatabases } from './sweep-databases';

export interface Application {
  app: Express;
  /** The Node server's request listener: the GraphQL fast path, then Express (`app`) for everything else. */
  handler: RequestListener;
  server: Server;
  orm: MikroORM;
  services: Services;
  /** What the nodes share (Redis with REDIS_URL, else this process): one-time values, limiters, the channel. */
  shared: SharedState;
  /** The background sweep: examinations, attempts, grading, workflow timers (interval SWEEP_SECONDS; tests call runOnce). */
  sweep: SweepRunner;
  close(): Promise<void>;
}

/** config -> database (migrate, seed) -> schema -> http. The caller decides whether to listen. */
export async function createApplication(config: AppConfig, logger: Logger): Promise<Application> {
  const jwtSecret = resolveJwtSecret(config);
  // Rate limits and cache invalidation: Redis when REDIS_URL is set (shared by every node), else this process.
  const shared = await createSharedState(config.redisUrl, (error) => logger.warn({ err: error }, 'shared state (Redis)'));
  // Id worker slot: the configured one, else leased from Redis with several nodes (no two nodes on one slot), else 1.
  const workerIdLease =
    config.snowflakeWorkerId === undefined && shared.kind === 'redis' ? await WorkerIdLease.acquire(shared, logger) : undefined;
  if (!workerIdLease) {
    configureSnowflake(config.snowflakeWorkerId ?? 1);
  }
  const orm = await openDatabase({ dbUrl: config.dbUrl, readUrls: config.dbReadUrls, dataDir: config.dataDir }, ENTITIES);
  const databases = new TenantDatabases();
  databases.attach(orm, {
    entities: ENTITIES,
    resolve: createTenantDatasourceResolver(datasourceSecretBox(config, jwtSecret), config.dataDir),
    prepare: (tenantOrm) => underStartupLock(tenantOrm, () => migrateDatabase(tenantOrm)),
  });
  try {
    await prepareDatabase(orm, { demoData: config.demoData });
    const services = createServices(config, jwtSecret, databases, shared);
    const leaveChannel = relayInvalidation(services.invalidation, shared.channel, (error) =>
      logger.warn({ err: error }, 'cache invalidation not relayed'),
    );
    const schema = await createSchema(services);
    const shell = express();
    shell.disable('x-powered-by');
    // POST /graphql skips Express (graphql-http.ts); set once the app and Apollo exist.
    let fastPath: (request: IncomingMessage, response: ServerResponse) => boolean = () => false;
    const handler = serverListener((request, response) => fastPath(request, response), shell, services.requestLoad);
    const server = createServer(handler);
    services.logs.buffer.start(() => orm.em.fork({ useContext: false }), logger);
    services.logs.retention.start(() => orm.em.fork({ useContext: false }), logger);
    const sweep = new SweepRunner(
      [
        ...services.examDelivery.sweepSteps,
        ...services.examAttempts.sweepSteps,
        ...services.examGrading.sweepSteps,
        ...services.workflow.sweepSteps,
      ],
      sweepDatabases(databases),
      logger,
    );
    sweep.start(config.sweepSeconds);
    const apollo = createApolloServer(schema, server, {
      introspection: config.graphqlIntrospection,
      logger,
      errorLogs: services.logs.errors,
    });
    await apollo.start();
    const createContext = createContextFactory({ databases, services, logger });
    const app = createHttpApp({ config, orm, schema, apollo, services, shared, createContext, logger });
    shell.use(app);
    fastPath = graphqlFastPath({
      app,
      apollo,
      createContext,
      apiLog: services.logs.api,
      plans: new GraphqlPlans(schema, {
        validationRules: graphqlLimits(config.graphqlIntrospection).validationRules,
        maxTokens: MAX_TOKENS,
        introspection: config.graphqlIntrospection,
        planAfter: config.graphqlPlanAfter,
      }),
      reportErrors: (errors, context) => reportGraphqlErrors(errors, context, services.logs.errors),
      securityHeaders: apiSecurityHeaders(),
      logger,
    });
    return {
      app: shell,
      handler,
      server,
      orm,
      services,
      shared,
      sweep,
      close: async () => {
        await apollo.stop();
        await sweep.stop();
        // Written after the last request was answered and before the database closes.
        await services.logs.retention.stop();
        await services.logs.buffer.stop();
        await databases.close();
        await orm.close(true);
        leaveChannel();
        await workerIdLease?.release();
        await shared.close();
      },
    };
  } catch (error) {
    await databases.close();
    await orm.close(true);
    await workerIdLease?.release();
    await shared.close();
    throw error;
  }
}
