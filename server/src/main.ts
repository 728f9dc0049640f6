import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { createLogger } from './core/logging/logger';
import { createApplication } from './app/application';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const application = await createApplication(config, logger);
  application.server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, database: config.dbUrl ? 'mysql' : 'embedded', demoData: config.demoData },
      `listening on http://localhost:${config.port}`,
    );
  });
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) {
      return;
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Apollo's drain plugin closes the HTTP server and waits for in-flight requests.
    application
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
