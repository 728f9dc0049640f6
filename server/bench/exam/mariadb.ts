import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface BenchDatabase {
  url: string;
  /** Where it came from, for the table's notes. */
  origin: string;
  /** Deadlocks the private MariaDB wrote to its error log so far (start-mariadb.sh logs every one); null for DB_URL. */
  deadlocks(): number | null;
  stop(): void;
}

const REPOSITORY = path.resolve(__dirname, '..', '..', '..');

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * DB_URL when set; otherwise a private MariaDB through scripts/ci/start-mariadb.sh with its own data dir
 * (tmp/bench-mariadb) and a free port, stopped again by `stop()`. Every commit waits for its log flush
 * (innodb_flush_log_at_trx_commit=1): the issue compares durable upserts, and the product should run so.
 * The buffer pool is sized as a database server for 20,000 candidates would be (MariaDB's default 128 MB
 * holds the answer rows of a few thousand attempts; beyond that every save reads from disk).
 */
const BUFFER_POOL = '2G';

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env['DB_URL'];
  if (given) {
    return { url: given, origin: 'DB_URL', deadlocks: () => null, stop: () => undefined };
  }
  const port = await freePort();
  const env = {
    ...process.env,
    MARIADB_DIR: path.join(REPOSITORY, 'tmp', 'bench-mariadb'),
    MARIADB_PORT: String(port),
    MARIADB_DATABASE: 'exam_bench',
    MARIADB_FRESH: '1',
    MARIADB_FLUSH_LOG_AT_TRX_COMMIT: '1',
    MARIADB_BUFFER_POOL: BUFFER_POOL,
  };
  const output = execFileSync('bash', [path.join(REPOSITORY, 'scripts', 'ci', 'start-mariadb.sh')], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = /^DB_URL=(.+)$/m.exec(output)?.[1];
  if (!url) {
    throw new Error(`start-mariadb.sh printed no DB_URL:\n${output}`);
  }
  return {
    url,
    origin:
      `private MariaDB (scripts/ci/start-mariadb.sh, port ${port}, innodb_flush_log_at_trx_commit=1: every commit durable, ` +
      `innodb_buffer_pool_size=${BUFFER_POOL})`,
    deadlocks: () => {
      const log = path.join(env.MARIADB_DIR, 'mariadbd.log');
      return existsSync(log) ? (readFileSync(log, 'utf8').match(/deadlock detected/gi) ?? []).length : 0;
    },
    stop: () => {
      execFileSync('bash', [path.join(REPOSITORY, 'scripts', 'ci', 'stop-mariadb.sh')], {
        env: { ...env, MARIADB_PURGE: '1' },
        stdio: 'inherit',
      });
    },
  };
}
