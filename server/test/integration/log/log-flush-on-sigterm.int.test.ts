import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApplication } from '../../../src/app/application';
import { loadConfig } from '../../../src/config/env';
import { createLogger } from '../../../src/core/logging/logger';
import { ApiLog } from '../../../src/modules/log/api-log.entity';
import { TEST_APP_ENV } from '../../helpers/seeded-template';
import { restartableServerEnv, startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-app';

/**
 * The real server (src/main.ts as a child process) answers a few calls and is stopped with SIGTERM right away, before
 * the API-log buffer's 2 s timer: main.ts's shutdown closes the application, which writes the buffered rows before the
 * database closes. A second start on the same database finds them.
 */
const JWT_SECRET = 'sigterm-flush-test-secret-0123456789abcdef';
const START_TIMEOUT_MS = 90_000;

describe('API log rows written on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-sigterm-'));
  let database: TestDatabase | null = null;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('exam_sigterm');
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startServer(): Promise<ServerProcess> {
    const running = await startServerProcess(
      { ...restartableServerEnv(dataDir, database, JWT_SECRET), LOG_API_SAMPLE_RATE: '1' },
      START_TIMEOUT_MS,
    );
    child = running.child;
    return running;
  }

  it('finds the rows of the calls answered just before the stop', async () => {
    const server = await startServer();
    const marker = `sigterm-${Date.now()}`;
    for (let call = 0; call < 3; call += 1) {
      const response = await fetch(`${server.origin}/api/blade-auth/oauth/captcha?probe=${marker}-${call}`);
      expect(response.status).toBe(200);
    }
    const running = child as ChildProcess;
    const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);

    const config = loadConfig({ ...TEST_APP_ENV, DATA_DIR: dataDir, JWT_SECRET, ...(database ? { DB_URL: database.url } : {}) });
    const reopened = await createApplication(config, createLogger('silent'));
    try {
      const rows = await reopened.orm.em.fork().find(ApiLog, { requestUri: '/api/blade-auth/oauth/captcha' }, { filters: false });
      const probes = rows.map((row) => row.params ?? '').filter((params) => params.includes(marker));
      expect(probes.sort()).toEqual([0, 1, 2].map((call) => `probe=${marker}-${call}`));
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
