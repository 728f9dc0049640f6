import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { ENTITIES } from '../app/entities';
import { buildOrmOptions, type Dialect } from '../core/db/orm-options';

export const DIALECTS: Dialect[] = ['sqlite', 'mysql'];

/** A placeholder server: migrations are generated and checked from the committed snapshot, offline. */
const OFFLINE_TARGETS: Record<Dialect, string | undefined> = { sqlite: undefined, mysql: 'mysql://offline:offline@127.0.0.1:1/offline' };

/** An ORM of the dialect that never connects, with the committed migrations and snapshot. */
export async function withOfflineOrm<T>(dialect: Dialect, work: (orm: MikroORM) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({
    ...buildOrmOptions({ dbUrl: OFFLINE_TARGETS[dialect], dataDir: os.tmpdir() }, ENTITIES, { snapshot: true }),
    connect: false,
  });
  try {
    return await work(orm);
  } finally {
    await orm.close(true);
  }
}

/** A scratch SQLite file with every committed migration applied (the snapshot is left alone). */
export async function withMigratedSqlite<T>(work: (orm: MikroORM) => Promise<T>): Promise<T> {
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
