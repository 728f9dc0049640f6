import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A private redis-server on a free loopback port, without persistence; `stop` ends it. */
export interface TestRedis {
  url: string;
  /** A client of the server for assertions (closed by `stop`). */
  client: Redis;
  stop(): Promise<void>;
}

/** Locally, REDIS_TESTS=off skips the Redis tests when redis-server is not installed; in CI they fail instead. */
export const redisTestsOff = process.env['REDIS_TESTS'] === 'off';

export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForPing(client: Redis, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) {
      throw new Error(`redis-server exited with ${child.exitCode}`);
    }
    try {
      await client.connect();
      await client.ping();
      return;
    } catch {
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('redis-server did not answer PING within 5 s');
}

/** Starts redis-server (Debian package `redis-server`); throws a clear error when it is not installed. */
export async function startTestRedis(): Promise<TestRedis> {
  if (!redisServerInstalled()) {
    throw new Error('redis-server is not installed (apt-get install redis-server); set REDIS_TESTS=off to skip these tests locally');
  }
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await waitForPing(client, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    client,
    stop: async () => {
      client.disconnect();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
