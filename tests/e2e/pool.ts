/**
 * Runs browser spec files a few at a time, one `node --test` process per file. Each process's output is
 * buffered and printed whole when it ends (two specs' lines never interleave), under a header with the
 * spec's duration. Each file's closing counts (`ℹ pass 4`, ...) are taken out of its output and added up
 * into one closing block at the end, in node's own format, because .ci/run and CI's report read
 * node's test runner's closing lines: one block for the whole tier, not one per file.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export const countNames = ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo'] as const;
export type Counts = Record<(typeof countNames)[number], number>;

export interface SpecRun {
  spec: string;
  seconds: number;
  ok: boolean;
  counts: Counts;
  /** The process's output without its closing counts (kept to repeat a failed file's failures at the end). */
  body: string;
}

export interface PoolOptions {
  concurrency: number;
  /** The process that runs one spec (node --test with its flags). */
  command(spec: string): { file: string; args: string[]; cwd: string; env: NodeJS.ProcessEnv };
  print(text: string): void;
}

const closingLine = /^ℹ (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) [\d.]+$/;

export function zeroCounts(): Counts {
  return { tests: 0, suites: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
}

/** Splits a spec process's output into its closing counts and the rest (printed as it was). */
export function takeClosingCounts(output: string): { counts: Counts; body: string; found: boolean } {
  const counts = zeroCounts();
  let found = false;
  const kept: string[] = [];
  for (const line of output.split('\n')) {
    const match = closingLine.exec(line.trimEnd());
    if (!match) {
      kept.push(line);
      continue;
    }
    found = true;
    const name = match[1] as keyof Counts | 'duration_ms';
    if (name !== 'duration_ms') {
      counts[name] = Number(line.trimEnd().split(' ').pop());
    }
  }
  return { counts, body: kept.join('\n').trimEnd(), found };
}

const running = new Set<ChildProcess>();

function stopChildren(signal: NodeJS.Signals): void {
  for (const child of running) {
    child.kill(signal);
  }
}

// A stage timeout or Ctrl-C stops the runner: take the spec processes (and their servers) with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopChildren(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/**
 * A spec file still running after this long is stopped and counted failed (a hang must not eat CI's 90 minutes).
 * Longer than node's own limit of a file (run.ts, specTimeoutMs: 900 s), so node cancels first and names the test.
 */
const specLimitMs = Number(process.env['E2E_SPEC_TIMEOUT_SECONDS'] ?? 960) * 1000;

function runOne(spec: string, options: PoolOptions): Promise<SpecRun> {
  const started = Date.now();
  const { file, args, cwd, env } = options.command(spec);
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    const keep = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', (error) => {
      output += `\ncould not start ${file}: ${error.message}\n`;
    });
    const limit = setTimeout(() => {
      output += `\n(stopped after ${specLimitMs / 1000} s: E2E_SPEC_TIMEOUT_SECONDS)\n`;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    }, specLimitMs);
    limit.unref();
    child.once('close', (code, signal) => {
      clearTimeout(limit);
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const { counts, body, found } = takeClosingCounts(output);
      let ok = code === 0 && found;
      let note = '';
      if (!ok && counts.fail === 0 && counts.cancelled === 0) {
        // A crash or a kill leaves no failed test behind: count it as one, or the tier would look green.
        counts.fail += 1;
        note = `\n(the spec process ended with code ${code}, signal ${signal}, without a failed test: counted as one failed test)`;
      }
      ok = ok && counts.fail === 0 && counts.cancelled === 0;
      const header = `── ${spec}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ──`;
      options.print(`${header}\n${body}${note}\n`);
      resolve({ spec, seconds, ok, counts, body: `${body}${note}` });
    });
  });
}

/** Runs `specs` in order, at most `concurrency` at once; resolves with every spec's result. */
export async function runPool(specs: readonly string[], options: PoolOptions): Promise<SpecRun[]> {
  const queue = [...specs];
  const results: SpecRun[] = [];
  const worker = async (): Promise<void> => {
    for (let spec = queue.shift(); spec !== undefined; spec = queue.shift()) {
      options.print(`… ${spec} started`);
      results.push(await runOne(spec, options));
    }
  };
  const slots = Math.max(1, Math.min(options.concurrency, specs.length));
  await Promise.all(Array.from({ length: slots }, () => worker()));
  return results;
}

/**
 * A failed file's failures, repeated at the end of the tier: node's spec reporter closes a file's output with a
 * "✖ failing tests:" section (each failed test with its error and stack); without one (a crash or a kill) the last
 * lines. A CI report that keeps only the end of a long log then still names the step that failed.
 */
export function failureSummary(run: SpecRun, maxLines = 120): string {
  const lines = run.body.split('\n');
  const start = lines.findIndex((line) => line.trimStart().startsWith('✖ failing tests'));
  const kept = start >= 0 ? lines.slice(start) : lines.slice(-maxLines);
  const shown = kept.length > maxLines ? [...kept.slice(0, maxLines), `… (${kept.length - maxLines} more lines above in the log)`] : kept;
  return [`── ${run.spec}: its failures again ──`, ...shown].join('\n');
}

/** The closing block of the whole tier, in node's spec-reporter format. */
export function closingBlock(results: readonly SpecRun[], wallMs: number): string {
  const total = zeroCounts();
  for (const { counts } of results) {
    for (const name of countNames) {
      total[name] += counts[name];
    }
  }
  const lines = countNames.map((name) => `ℹ ${name} ${total[name]}`);
  return [...lines, `ℹ duration_ms ${wallMs}`].join('\n');
}
