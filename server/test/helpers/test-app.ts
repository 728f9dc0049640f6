import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { MySqlDriver } from '@mikro-orm/mysql';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApplication, type Application } from '../../src/app/application';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { createLogger } from '../../src/core/logging/logger';

export interface TestApp {
  application: Application;
  config: AppConfig;
  http: TestAgent;
  close(): Promise<void>;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** When DB_URL names a MySQL/MariaDB server: a new empty database on it (null: use the embedded database). */
export async function createTestDatabase(prefix = 'exam_test'): Promise<TestDatabase | null> {
  const serverUrl = process.env['DB_URL'];
  if (!serverUrl) {
    return null;
  }
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await MikroORM.init({
    driver: MySqlDriver,
    clientUrl: serverUrl,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
  });
  await admin.em.getConnection().execute(`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.em.getConnection().execute(`drop database if exists \`${name}\``);
      await admin.close(true);
    },
  };
}

/**
 * Starts the whole application on a fresh database: an embedded file in a temp folder, or, when
 * DB_URL names a MySQL/MariaDB server, a new database on it that is dropped afterwards.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'true',
    LOGIN_RATE_PER_MINUTE: '1000',
    // The exam sweep runs only when a test calls application.examSweep.runOnce().
    EXAM_SWEEP_SECONDS: '0',
    ...(database ? { DB_URL: database.url } : {}),
    ...env,
  });
  const application = await createApplication(config, createLogger(config.logLevel));
  return {
    application,
    config,
    // The server's own listener: POST /graphql takes the fast path as in production.
    http: supertest(application.handler),
    close: async () => {
      await application.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
