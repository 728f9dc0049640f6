import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/config/node-flags';
import { freePort } from './mariadb';

const SERVER_DIR = path.resolve(__dirname, '..', '..');
/** The app server's output during the exam bench. */
export const APP_LOG = path.join(SERVER_DIR, 'tmp', 'bench-app-server.log');

export interface ChildServer {
  process: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

async function waitUntilUp(origin: string, child: ChildProcess, output: () => string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${origin}/health`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer within ${seconds}s:\n${output()}`);
}

/** Stops a child server: SIGTERM, then SIGKILL after 15 s; resolves once it has exited. */
export function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * The application as `npm start` runs it (node on the built server, dist/main.js), on MariaDB with the demo
 * seed, in its own process so its memory can be sampled. BENCH_SERVER_NODE_ARGS adds node flags
 * (e.g. --cpu-prof --cpu-prof-dir=tmp/prof).
 */
export async function startAppServer(dbUrl: string, jwtSecret: string, sweepSeconds: number): Promise<ChildServer> {
  const port = await freePort();
  const nodeArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter((part) => part.length > 0);
  let output = '';
  // The same node flags as `npm start` (server/package.json start:prod) and the Docker image.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, path.join(SERVER_DIR, 'dist', 'main.js')], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env['PATH'],
      NODE_ENV: 'development',
      GRAPHQL_INTROSPECTION: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_URL: dbUrl,
      DEMO_DATA: 'true',
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_PER_MINUTE: '10000000',
      SWEEP_SECONDS: String(sweepSeconds),
      DATA_DIR: path.join('tmp', 'bench-data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its whole log (warnings and errors: LOG_LEVEL=warn) is kept in a file the report names; the last part in memory.
  mkdirSync(path.dirname(APP_LOG), { recursive: true });
  const log = createWriteStream(APP_LOG);
  const keep = (chunk: Buffer): void => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, child, () => output, 180);
  let stopping = false;
  child.once('exit', (code, signal) => {
    log.end();
    if (!stopping) {
      // A measurement would otherwise only show refused connections: say why the server went away.
      process.stderr.write(
        `[exam-bench] the app server exited during the run (code ${code}, signal ${signal}); its last output:\n${output}\n`,
      );
    }
  });
  const stop = stopper(child);
  return {
    process: child,
    origin,
    stop: () => {
      stopping = true;
      return stop();
    },
  };
}

/** The bare Node HTTP baseline: a separate node process answering a constant JSON body. */
export async function startBareServer(): Promise<ChildServer> {
  const port = await freePort();
  const script =
    `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok"}'); ` +
    `}).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, child, () => '', 20);
  return { process: child, origin, stop: stopper(child) };
}

/** Samples a process's resident memory (VmRSS) every 250 ms and keeps the peak; reads its CPU time on demand. */
export class RssSampler {
  peakMb = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), 250);
    this.timer.unref();
  }

  sample(): number {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
      const mb = match ? Number(match[1]) / 1024 : 0;
      this.peakMb = Math.max(this.peakMb, mb);
      return mb;
    } catch {
      return 0;
    }
  }

  /** CPU time the process has used so far (user + system, ms): per-request cost independent of other load. */
  cpuMs(): number {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command name) are utime and stime in ticks.
      const fields = readFileSync(`/proc/${this.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    } catch {
      return 0;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Linux's USER_HZ (sysconf(_SC_CLK_TCK)), 100 on every kernel configuration Node runs on here. */
const CLOCK_TICKS = 100;
