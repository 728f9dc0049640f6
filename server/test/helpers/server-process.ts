import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../bench/exam/mariadb';
import type { TestDatabase } from './test-app';

const SERVER_DIR = path.resolve(__dirname, '..', '..');

/** The real server (src/main.ts through @swc-node/register, as `npm run dev`) running as a child process. */
export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** The last 10 kB of its stdout and stderr. */
  output: () => string;
}

/**
 * The environment of a server that is stopped and started again on the same data: its folder, the test database when
 * DB_URL names a server (else the embedded file in the folder), a fixed JWT secret (tokens outlive a restart), the demo
 * data, warnings and worse in its output.
 */
export function restartableServerEnv(dataDir: string, database: TestDatabase | null, jwtSecret: string): Record<string, string> {
  return { DATA_DIR: dataDir, DEMO_DATA: 'true', JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn', ...(database ? { DB_URL: database.url } : {}) };
}

/** Starts the server on a free loopback port with `env` on top of the test defaults; resolves once /health/ready answers. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env['PATH'], NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', SWEEP_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    const ready = await fetch(`${origin}/health/ready`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (ready?.ok) {
      return { child, origin, output: () => output };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready within ${timeoutMs} ms:\n${output}`);
}
