/* The application under test, in its own process (spawned by bench/general.ts): embedded database with the demo seed. */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApplication } from '../../src/app/application';
import { loadConfig } from '../../src/config/env';
import { createLogger } from '../../src/core/logging/logger';
import { reportReady } from './child-ready';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'true',
    LOGIN_RATE_PER_MINUTE: '1000000',
  });
  const application = await createApplication(config, createLogger('silent'));
  const stop = (): void => {
    application
      .close()
      .catch((error: unknown) => process.stderr.write(`close failed: ${String(error)}\n`))
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  };
  process.once('SIGTERM', stop);
  application.server.listen(0, '127.0.0.1', () => reportReady((application.server.address() as AddressInfo).port));
}

main().catch((error: unknown) => {
  process.stderr.write(`bench app failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
