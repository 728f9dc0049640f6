import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApplication, type Application } from '../../../src/app/application';
import { ENTITIES } from '../../../src/app/entities';
import { loadConfig } from '../../../src/config/env';
import { openDatabase } from '../../../src/core/db/database';
import { startupLockName, underStartupLock } from '../../../src/core/db/startup-lock';
import { createLogger } from '../../../src/core/logging/logger';
import { onDatabaseServer } from '../../helpers/database-server';
import { TEST_APP_ENV } from '../../helpers/seeded-template';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-app';

jest.setTimeout(240_000);

/** Several app nodes on one MySQL/MariaDB database: only there does start-up need a lock (the embedded file is one node's). */
const onMysql = process.env['DB_URL'] ? describe : describe.skip;

onMysql('start-up of several nodes on one MySQL/MariaDB database', () => {
  let database: TestDatabase;
  const folders: string[] = [];

  beforeAll(async () => {
    database = (await createTestDatabase('exam_startup')) as TestDatabase;
  });

  afterAll(async () => {
    await database.drop();
    for (const folder of folders) {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  const start = (): Promise<Application> => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-startup-'));
    folders.push(dataDir);
    const config = loadConfig({ ...TEST_APP_ENV, DATA_DIR: dataDir, DB_URL: database.url, JWT_SECRET: 'x'.repeat(40) });
    return createApplication(config, createLogger('silent'));
  };

  it('should let two nodes started together on an empty database migrate and seed in turn', async () => {
    const nodes = await Promise.all([start(), start()]);
    try {
      const counts = await onDatabaseServer(database.url, async (connection) => ({
        migrations: await connection.execute<Array<{ all: number; names: number }>>(
          'select count(*) as `all`, count(distinct name) as names from mikro_orm_migrations',
        ),
        tenants: await connection.execute<Array<{ rows: number }>>(
          "select count(*) as `rows` from blade_tenant where tenant_id = '000000'",
        ),
      }));
      expect(Number(counts.migrations[0]?.all)).toBeGreaterThan(0);
      expect(Number(counts.migrations[0]?.all)).toBe(Number(counts.migrations[0]?.names));
      expect(Number(counts.tenants[0]?.rows)).toBe(1);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });

  it('should wait for the node holding the lock and give up after the wait', async () => {
    const orm = await openDatabase({ dbUrl: database.url, dataDir: os.tmpdir() }, ENTITIES);
    try {
      const work = jest.fn(async () => 'done');
      await onDatabaseServer(database.url, async (holder) => {
        const held = await holder.execute<Array<{ got: number }>>('select get_lock(?, 0) as got', [startupLockName(database.name)]);
        expect(Number(held[0]?.got)).toBe(1);
        await expect(underStartupLock(orm, work, 1)).rejects.toThrow(/start-up lock/);
        expect(work).not.toHaveBeenCalled();
        await holder.execute('select release_lock(?)', [startupLockName(database.name)]);
      });
      await expect(underStartupLock(orm, work, 1)).resolves.toBe('done');
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      await orm.close(true);
    }
  });
});
