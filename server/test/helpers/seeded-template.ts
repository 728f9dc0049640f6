/**
 * One migrated and seeded database per jest run, made by jest's globalSetup
 * (test/integration-template.setup.ts): every `startTestApp` starts on a copy of it instead of migrating
 * and seeding an empty database again (about 2 s per test file embedded, 10 s on MariaDB). The app still
 * runs its migrations and seeds when it starts; on the copy they find nothing to do, as at a production
 * restart. The template is the state a started and stopped app leaves (demo data on), so a copy is what
 * every test file had before.
 *
 * The template is built in a process of its own (test/seeded-template.cli.ts) and its location handed to
 * the workers in TEMPLATE_ENV.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MySqlConnection } from '@mikro-orm/mysql';
import { createApplication } from '../../src/app/application';
import { loadConfig } from '../../src/config/env';
import { createLogger } from '../../src/core/logging/logger';
import { onDatabaseServer } from './database-server';

/** The environment every test app starts with (a test adds its own options on top). */
export const TEST_APP_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'true',
  LOGIN_RATE_PER_MINUTE: '1000',
  // The background sweep runs only when a test calls application.sweep.runOnce().
  SWEEP_SECONDS: '0',
  // Every operation from its compiled plan at once (production: from its second request), so the suite runs the plans.
  GRAPHQL_PLAN_AFTER: '1',
};

/**
 * Starts and stops the app once on a new database and keeps that database as the template; answers its
 * location (the value of TEMPLATE_ENV): the database's name on the DB_URL server, else the data folder.
 */
export async function buildSeededTemplate(
  createDatabase: (prefix: string) => Promise<{ url: string; name: string } | null>,
): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-template-'));
  const database = await createDatabase('exam_template');
  const config = loadConfig({ ...TEST_APP_ENV, DATA_DIR: dataDir, ...(database ? { DB_URL: database.url } : {}) });
  const application = await createApplication(config, createLogger('silent'));
  await application.close();
  if (database) {
    rmSync(dataDir, { recursive: true, force: true });
    return database.name;
  }
  return dataDir;
}

/** Removes a template that buildSeededTemplate made. */
export async function dropSeededTemplate(location: string): Promise<void> {
  const serverUrl = process.env['DB_URL'];
  if (!serverUrl) {
    rmSync(location, { recursive: true, force: true });
    return;
  }
  await onDatabaseServer(serverUrl, (connection) => connection.execute(`drop database if exists \`${location}\``));
}

/** Fills an empty data folder with the embedded template's files (database, generated JWT secret). */
export function copyEmbeddedTemplate(templateDir: string, dataDir: string): void {
  cpSync(templateDir, dataDir, { recursive: true });
}

/**
 * Fills an empty MySQL/MariaDB database with the template database's tables and rows (the schema has no
 * foreign keys, so `create table ... like` keeps every column, index and default).
 */
export async function copyMysqlTemplate(connection: MySqlConnection, templateName: string, name: string): Promise<void> {
  const tables = await connection.execute<Array<{ name: string }>>(
    `select table_name as name from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE'`,
    [templateName],
  );
  // Generated columns (e.g. the live-row keys of unique indexes) take no value: only the stored ones are copied.
  const stored = await connection.execute<Array<{ tableName: string; columnName: string }>>(
    `select table_name as tableName, column_name as columnName from information_schema.columns
     where table_schema = ? and is_generated = 'NEVER' order by ordinal_position`,
    [templateName],
  );
  const columnsOf = (table: string) =>
    stored
      .filter((column) => column.tableName === table)
      .map((column) => `\`${column.columnName}\``)
      .join(', ');
  const copyTable = async (table: string): Promise<void> => {
    const columns = columnsOf(table);
    await connection.execute(`create table \`${name}\`.\`${table}\` like \`${templateName}\`.\`${table}\``);
    await connection.execute(`insert into \`${name}\`.\`${table}\` (${columns}) select ${columns} from \`${templateName}\`.\`${table}\``);
  };
  // A few tables at a time: the server creates their files in parallel.
  const queue = tables.map((table: { name: string }) => table.name);
  const worker = async (): Promise<void> => {
    for (let table = queue.shift(); table !== undefined; table = queue.shift()) {
      await copyTable(table);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}
