import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApplication, type Application } from '../../src/app/application';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { createLogger } from '../../src/core/logging/logger';
import { onDatabaseServer } from './database-server';
import { copyEmbeddedTemplate, copyMysqlTemplate, TEST_APP_ENV } from './seeded-template';
import { TEMPLATE_ENV } from './seeded-template-env';

export interface TestApp {
  application: Application;
  config: AppConfig;
  http: TestAgent;
  close(): Promise<void>;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * When DB_URL names a MySQL/MariaDB server: a new database on it (null: use the embedded database),
 * empty, or a copy of the template database named by `template`.
 */
export async function createTestDatabase(prefix = 'exam_test', template?: string): Promise<TestDatabase | null> {
  const serverUrl = process.env['DB_URL'];
  if (!serverUrl) {
    return null;
  }
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onDatabaseServer(serverUrl, async (connection) => {
    await connection.execute(`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
    if (template) {
      await copyMysqlTemplate(connection, template, name);
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      onDatabaseServer(serverUrl, (connection) => connection.execute(`drop database if exists \`${name}\``)).then(() => undefined),
  };
}

/**
 * Starts the whole application on a database of its own: an embedded file in a temp folder, or, when
 * DB_URL names a MySQL/MariaDB server, a new database on it that is dropped afterwards. The database
 * starts as a copy of the run's seeded template when there is one (seeded-template.ts), else empty.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-test-'));
  const template = process.env[TEMPLATE_ENV];
  const database = await createTestDatabase('exam_test', template);
  if (template && !database) {
    copyEmbeddedTemplate(template, dataDir);
  }
  const config = loadConfig({
    ...TEST_APP_ENV,
    DATA_DIR: dataDir,
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
