import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { ENTITIES } from '../app/entities';
import { buildOrmOptions, type Dialect } from '../core/db/orm-options';

/**
 * A throwaway database of the given dialect with every committed migration applied: SQLite in a temp
 * folder, or a fresh database on the MySQL/MariaDB server named by MIGRATION_MYSQL_URL.
 */
export async function withMigratedScratchDatabase<T>(dialect: Dialect, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  if (dialect === 'sqlite') {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'exam-migrations-'));
    const orm = await MikroORM.init(buildOrmOptions({ dbUrl: undefined, dataDir: folder }, ENTITIES));
    try {
      await orm.getMigrator().up();
      return await work(orm);
    } finally {
      await orm.close(true);
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env['MIGRATION_MYSQL_URL'] ?? process.env['DB_URL'];
  if (!serverUrl) {
    throw new Error('set MIGRATION_MYSQL_URL (or DB_URL) to a MySQL/MariaDB server to generate or check mysql migrations (scripts/ci/start-mariadb.sh starts one)');
  }
  const scratch = `exam_migrations_${process.pid}_${Date.now()}`;
  const url = new URL(serverUrl);
  const admin = await MikroORM.init(buildOrmOptions({ dbUrl: serverUrl, dataDir: '' }, ENTITIES));
  await admin.em.getConnection().execute(`create database \`${scratch}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
  await admin.close(true);
  url.pathname = `/${scratch}`;
  const orm = await MikroORM.init(buildOrmOptions({ dbUrl: url.toString(), dataDir: '' }, ENTITIES));
  try {
    await orm.getMigrator().up();
    return await work(orm);
  } finally {
    await orm.em.getConnection().execute(`drop database \`${scratch}\``);
    await orm.close(true);
  }
}

export const DIALECTS: Dialect[] = ['sqlite', 'mysql'];
