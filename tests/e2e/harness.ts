/**
 * Browser-test harness: starts the built server on a free port with a fresh embedded database,
 * launches Debian's Chromium through playwright-core, and saves screenshots under artifacts/.
 *
 * Environment read here (test tooling, not the server's configuration):
 *   CHROMIUM_PATH      Chromium executable (default /usr/bin/chromium)
 *   E2E_SERVER_OUTPUT  "1" streams the server's output to stderr as it runs
 *   E2E_KEEP_DATA      "1" keeps each run's DATA_DIR under tmp/ instead of deleting it on stop()
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

/** The repository root (this file is tests/e2e/harness.ts). */
export const repoRoot = path.resolve(__dirname, '..', '..');
export const serverEntry = path.join(repoRoot, 'server', 'dist', 'main.js');
export const screenshotDir = path.join(repoRoot, 'artifacts', 'screenshots');

// A server starts in 2-5 s on a quiet machine; on a loaded one (two specs and their browsers) it can take far longer.
const readyTimeoutMs = 90_000;
const stopTimeoutMs = 15_000;
const outputLimit = 64 * 1024;

/** Flags verified with Debian's Chromium as root on a machine without outside network (stack.md §6). */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  // Last resort when a spec forgets stop() or crashes: never leave a server behind.
  for (const child of running) {
    child.kill('SIGKILL');
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('could not find a free port'))));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Starts `node server/dist/main.js` on a free port with its own DATA_DIR under tmp/, demo data on and
 * NODE_ENV=test, and resolves once GET /health/ready answers 200. `options.env` overrides any of it.
 * With specs running side by side, another spec's server can take the probed port between the probe
 * and the bind: a start that failed on EADDRINUSE is tried again on a new port.
 */
export async function startApp(options: { env?: Record<string, string> } = {}): Promise<RunningApp> {
  const attempts = options.env?.PORT === undefined ? 3 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof Error) || !error.message.includes('EADDRINUSE')) {
        throw error;
      }
    }
  }
}

async function startOnce(options: { env?: Record<string, string> }): Promise<RunningApp> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` at the repository root first`);
  }
  const port = await freePort();
  const tmpRoot = path.join(repoRoot, 'tmp');
  await mkdir(tmpRoot, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpRoot, 'e2e-data-'));

  const inherited: NodeJS.ProcessEnv = { ...process.env };
  // A developer's MySQL/MariaDB URL must not leak into browser tests: they run on a fresh embedded DB.
  delete inherited.DB_URL;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    NODE_ENV: 'test',
    ...options.env,
  };
  const baseUrl = `http://127.0.0.1:${env.PORT ?? port}`;

  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);

  let output = '';
  const keep = (chunk: Buffer): void => {
    output += chunk.toString('utf8');
    if (output.length > outputLimit) {
      output = output.slice(-outputLimit);
    }
    if (process.env.E2E_SERVER_OUTPUT === '1') {
      process.stderr.write(chunk);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let exitCode: number | null = null;
  let exitSignal: NodeJS.Signals | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      running.delete(child);
      resolve();
    });
  });
  const hasExited = (): boolean => exitCode !== null || exitSignal !== null;
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  const cleanUp = async (): Promise<void> => {
    if (process.env.E2E_KEEP_DATA !== '1') {
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  const fail = async (reason: string): Promise<never> => {
    if (!hasExited()) {
      child.kill('SIGKILL');
      await exited;
    }
    await cleanUp();
    throw new Error(`${reason}\n--- server output (node server/dist/main.js, DATA_DIR=${dataDir}) ---\n${output || '(none)'}\n---`);
  };

  const deadline = Date.now() + readyTimeoutMs;
  let lastProblem = 'no answer yet';
  for (;;) {
    if (spawnError) {
      return fail(`could not start the server: ${spawnError.message}`);
    }
    if (hasExited()) {
      return fail(`the server exited before it was ready (code ${exitCode}, signal ${exitSignal})`);
    }
    try {
      const response = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        break;
      }
      lastProblem = `GET /health/ready answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      return fail(`the server was not ready within ${readyTimeoutMs / 1000} s (${lastProblem})`);
    }
    await delay(150);
  }

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (!hasExited()) {
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          exited.then(() => false),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(true), stopTimeoutMs);
          }),
        ]);
        clearTimeout(timer);
        if (timedOut) {
          child.kill('SIGKILL');
          await exited;
          await cleanUp();
          throw new Error(
            `the server did not exit within ${stopTimeoutMs / 1000} s of SIGTERM (killed)\n--- server output ---\n${output}\n---`,
          );
        }
        if (exitCode !== 0) {
          // A graceful shutdown ends with exit code 0; anything else means it failed or was forced.
          await cleanUp();
          throw new Error(
            `the server exited with code ${exitCode} (signal ${exitSignal}) after SIGTERM\n--- server output ---\n${output}\n---`,
          );
        }
      }
      await cleanUp();
    })();
    return stopping;
  };

  return { baseUrl, stop };
}

/** Launches headless Debian Chromium (CHROMIUM_PATH or /usr/bin/chromium) through playwright-core. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  return chromium.launch({ executablePath, headless: true, args: [...chromiumArgs] });
}

/** Saves a full-page screenshot to artifacts/screenshots/<name>.png and returns its absolute path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(name) || name.split('/').includes('..')) {
    throw new Error(`bad screenshot name "${name}": use letters, digits, . _ - and / only`);
  }
  const file = path.join(screenshotDir, `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  // Drawers, modals and menus slide in: wait for running finite transitions (spinners loop forever: not those), 2 s at most.
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    )
    .catch(() => undefined);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
