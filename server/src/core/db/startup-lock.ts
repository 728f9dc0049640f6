import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { BaseSqlitePlatform, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';

/**
 * The MySQL/MariaDB advisory lock that serialises start-up work (migrations, seeds) of the app nodes of one database. Lock names
 * are server-wide, so the name carries the database (hashed: names are at most 64 characters) - other databases on the same
 * server start freely.
 */
export function startupLockName(database: string): string {
  return `exam_startup:${createHash('md5').update(database).digest('hex')}`;
}

/** How long a node waits for another node's start-up work before it gives up (seconds). */
const DEFAULT_WAIT_SECONDS = 600;

/**
 * Runs `work` (migrations and seeds) holding the database's start-up lock, so app nodes started together on one MySQL/MariaDB
 * database take turns: the first migrates and seeds, the next find nothing left to do (without the lock, two nodes on an empty
 * database both create the first table and one crashes with "table already exists"). GET_LOCK belongs to one connection, held
 * aside from the pool for the duration: a node that dies mid-way drops its connection and with it the lock. The embedded
 * database is one node's own file: nothing to lock.
 */
export async function underStartupLock<T>(orm: MikroORM, work: () => Promise<T>, waitSeconds = DEFAULT_WAIT_SECONDS): Promise<T> {
  if (orm.em.getPlatform() instanceof BaseSqlitePlatform) {
    return work();
  }
  const knex = (orm.em as SqlEntityManager).getConnection().getKnex();
  const connection: unknown = await knex.client.acquireConnection();
  try {
    const [current] = (await knex.raw('select database() as name').connection(connection)) as [Array<{ name: string | null }>];
    const name = startupLockName(current[0]?.name ?? '');
    const rows = (await knex.raw('select get_lock(?, ?) as got', [name, waitSeconds]).connection(connection)) as [
      Array<{ got: number | string | null }>,
    ];
    if (Number(rows[0][0]?.got) !== 1) {
      throw new Error(`start-up: another app node held the database's start-up lock for ${waitSeconds} s (migrations or seeds)`);
    }
    try {
      return await work();
    } finally {
      await knex.raw('select release_lock(?)', [name]).connection(connection);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
