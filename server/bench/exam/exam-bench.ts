/* The exam benchmark (`npm run bench -- exam`, issue 5 item 8): prints one table with targets and baselines. */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/config/node-flags';
import { DEMO_TENANT_ID } from '../../src/seeders/demo/demo-ids';
import { AppClient } from './app-client';
import { readExamBenchConfig } from './bench-config';
import { closedLoop } from './load';
import { openBenchDatabase } from './mariadb';
import { APP_LOG, RssSampler, startAppServer, startBareServer } from './processes';
import { RawMysql } from './raw-mysql';
import { describe, machineLine, printTable, verdict, type TableRow } from './report';
import type { Measured } from './latency';
import { capacityStep, deadlineSpike, loginSample, saveThroughput, StudentPool, type CapacityStep } from './scenarios';
import { BENCH_PASSWORD, BenchSetup } from './setup';

/** ", N sends > 50 ms late" when the open-loop scheduler fell behind, else nothing. */
function late(measured: Measured & { late: number }): string {
  return measured.late ? `, ${measured.late} sends > 50 ms late` : '';
}

const SERVER_DIR = path.resolve(__dirname, '..', '..');
const log = (message: string): void => console.error(`[exam-bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

export async function runExamBench(): Promise<void> {
  const config = readExamBenchConfig();
  if (!existsSync(path.join(SERVER_DIR, 'dist', 'main.js'))) {
    log('building the server (npm run build --workspace server)');
    execFileSync('npm', ['run', 'build'], { cwd: SERVER_DIR, stdio: 'inherit' });
  }
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async (): Promise<void> => {
    for (const step of cleanups.reverse()) {
      await Promise.resolve(step()).catch((error: unknown) => log(`cleanup: ${String(error)}`));
    }
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    await run(config, cleanups);
  } finally {
    await cleanup();
  }
}

async function run(config: ReturnType<typeof readExamBenchConfig>, cleanups: Array<() => Promise<void> | void>): Promise<void> {
  const database = await openBenchDatabase();
  cleanups.push(() => database.stop());
  const raw = new RawMysql(database.url, 10);
  cleanups.push(() => raw.close());
  const jwtSecret = randomBytes(32).toString('hex');
  log(`database: ${database.origin}; starting the app server`);
  const app = await startAppServer(database.url, jwtSecret, 1);
  cleanups.push(() => app.stop());
  const rss = new RssSampler(app.process.pid ?? 0);
  cleanups.push(() => rss.stop());
  const bare = await startBareServer();
  cleanups.push(() => bare.stop());
  const client = new AppClient(app.origin, 256);
  cleanups.push(() => client.close());
  const bareClient = new AppClient(bare.origin, config.concurrency);
  cleanups.push(() => bareClient.close());
  const setup = await BenchSetup.open(database.url, jwtSecret);
  cleanups.push(() => setup.close());
  const rows: TableRow[] = [];
  const notes: string[] = [];

  log(`baseline: bare node http (${config.concurrency} in flight, ${config.seconds}s)`);
  const bareResult = await closedLoop('bare node http', config.concurrency, config.seconds, async () => {
    await bareClient.graphql<unknown>('{ x }', {}).catch((error: unknown) => {
      if (!(error instanceof Error && error.message.startsWith('GraphQL'))) {
        throw error;
      }
    });
  });
  rows.push({
    name: `bare Node HTTP, constant answer (${config.concurrency} in flight)`,
    value: describe(bareResult),
    target: '',
    verdict: '',
  });
  await raw.createBaselineTable();

  // The examination opens only after the login ramp; it closes at the simulated deadline.
  const closesAt = new Date(Date.now() + 60 * 60_000);
  const exam = await setup.createExamination(30 * 60_000, closesAt);
  log(`creating ${config.maxStudents} students on the roster`);
  const accounts = await setup.createStudents(exam.id, config.maxStudents);
  const sample = accounts.slice(0, Math.max(config.loginSample, config.concurrency * 4));
  log(`login ramp: ${sample.length} real logins before the examination opens`);
  const logins = await loginSample(client, DEMO_TENANT_ID, sample, BENCH_PASSWORD);
  rows.push({
    name: `login mutation (argon2id, ${sample.length} students, 8 in flight)`,
    value: describe(logins.measured, 'logins/s'),
    target: '',
    verdict: '',
  });
  await setup.openExaminationAt(exam.id, new Date(Date.now() + 2000));
  await new Promise((resolve) => setTimeout(resolve, 3500));

  const pool = new StudentPool(client, setup, accounts, exam.id);
  await pool.grow(sample.length, logins.tokens);
  log(`save throughput: raw mysql2, GraphQL, REST (${config.concurrency} in flight)`);
  const saves = await saveThroughput(config, client, raw, pool.students, () => rss.cpuMs());
  rows.push({
    name: `raw mysql2 upsert (${config.concurrency} in flight, pool 10)`,
    value: describe(saves.raw, 'upserts/s'),
    target: '',
    verdict: '',
  });
  rows.push({
    name: `floor: signed-in GraphQL no-op mutation, same app stack, no resolver or DB (${config.concurrency} in flight)`,
    value:
      `${describe(saves.floor)}; app server CPU ${saves.floor.serverCpuMs.toFixed(2)} ms per request; ratio to raw mysql2 ` +
      `${(saves.floor.rate / saves.raw.rate).toFixed(2)}`,
    target: '',
    verdict: '',
  });
  for (const [label, measured] of [
    ['GraphQL saveAnswer from its compiled plan', saves.graphql],
    ['GraphQL saveAnswer through Apollo (the same save, a body the plans leave to Apollo)', saves.ordinary],
    ['REST update (legacy)', saves.rest],
  ] as const) {
    const ratio = measured.rate / saves.raw.rate;
    rows.push({
      name: `${label} (${config.concurrency} in flight)`,
      value: [
        `${describe(measured)}`,
        `app server CPU ${measured.serverCpuMs.toFixed(2)} ms per save`,
        `ratio to raw mysql2 ${ratio.toFixed(2)}`,
      ].join('; '),
      target: `ratio ≥ ${config.targets.saveRatio}`,
      verdict: verdict(ratio >= config.targets.saveRatio && measured.errors === 0),
    });
  }
  if (config.savesOnly) {
    printTable(`Exam benchmark (save throughput only, BENCH_ONLY=saves), ${new Date().toISOString().slice(0, 10)}`, rows, notes);
    return;
  }

  const steps: CapacityStep[] = [];
  for (const count of config.steps) {
    log(
      `capacity: ${count} students, ${(count / config.autosaveSeconds).toFixed(0)} saves/s ` +
        `for ${config.warmUpSeconds}+${config.windowSeconds}s`,
    );
    await pool.grow(count);
    const step = await capacityStep(config, client, pool.students, count, () => rss.cpuMs());
    steps.push(step);
    log(`  ${describe(step.measured)}${late(step.measured)} -> ${step.pass ? 'ok' : 'breaks'}`);
    if (!step.pass) {
      break;
    }
  }
  const passed = steps.filter((step) => step.pass).at(-1);
  const broke = steps.find((step) => !step.pass);
  for (const step of steps) {
    rows.push({
      name: `capacity step: ${step.students} students, 1 save / ${config.autosaveSeconds}s each (open loop)`,
      value: `${describe(step.measured)}; app server CPU ${step.measured.serverCpuMs.toFixed(2)} ms per save`,
      target: `0 errors, p99 ≤ ${config.targets.p99Ms} ms`,
      verdict: verdict(step.pass),
    });
  }
  rows.push({
    name: 'largest N sustained (0 errors, p99 ≤ 300 ms)',
    value: `${passed?.students ?? 0}${
      broke ? ` (breaks at ${broke.students})` : ` (largest step tried; BENCH_MAX_N=${config.maxStudents})`
    }`,
    target: `≥ ${config.targets.students}`,
    verdict: verdict((passed?.students ?? 0) >= config.targets.students),
  });
  const starts = pool.startRates.reduce((sum, measured) => sum + measured.ok, 0);
  const startP99 = Math.max(...pool.startRates.map((measured) => measured.p99));
  const startRate = pool.startRates.at(-1);
  if (startRate) {
    rows.push({
      name: `startAttempt (${starts} students in all, 16 in flight; last batch)`,
      value: `${describe(startRate)}; worst batch p99 ${startP99.toFixed(0)} ms`,
      target: '',
      verdict: '',
    });
  }

  // The spike's students have all started their attempts (the capacity search may have stopped below that many).
  await pool.grow(Math.min(config.spikeStudents, config.maxStudents));
  const spikeCount = Math.min(config.spikeStudents, pool.students.length);
  log(`deadline spike: ${spikeCount} students submit within ${config.spikeSeconds}s`);
  const spike = await deadlineSpike(config, client, raw, pool.students.slice(0, spikeCount), exam.id, () => rss.cpuMs());
  rows.push({
    name: `deadline spike: ${spikeCount} submits within ${config.spikeSeconds}s (open loop)`,
    value: `${describe(spike.measured)}; app server CPU ${spike.measured.serverCpuMs.toFixed(2)} ms per submit`,
    target: `0 errors, p99 ≤ ${config.targets.spikeP99Ms} ms (issue 14: ≤ ${config.targets.goals.spikeP99Ms} ms)`,
    verdict: verdict(spike.measured.errors === 0 && spike.measured.p99 <= config.targets.spikeP99Ms),
  });
  rows.push({
    name: 'every answer durable (final clientSeq of each attempt checked in the DB)',
    value: `${spikeCount - spike.durableMissing} of ${spikeCount} as acknowledged; ${spike.submitted} attempts SUBMITTED`,
    target: 'all',
    verdict: verdict(spike.durableMissing === 0 && spike.submitted >= spikeCount),
  });
  rows.push({
    name: 'grading finished (no attempt UNGRADED/GRADING) after the last submit',
    value: spike.gradingSeconds === null ? `not within ${config.gradingLimitSeconds * 2}s` : `${spike.gradingSeconds.toFixed(1)} s`,
    target: `≤ ${config.gradingLimitSeconds} s`,
    verdict: verdict(spike.gradingSeconds !== null && spike.gradingSeconds <= config.gradingLimitSeconds),
  });
  rss.sample();
  rows.push({
    name: 'peak app server RSS (VmRSS sampled every 250 ms, whole run)',
    value: `${rss.peakMb.toFixed(0)} MB`,
    target: `≤ ${config.targets.rssMb} MB`,
    verdict: verdict(rss.peakMb <= config.targets.rssMb),
  });

  notes.push(`Machine: ${machineLine(process.versions.node, `MariaDB ${await raw.version()}`)}; ${database.origin}.`);
  const deadlocks = database.deadlocks();
  if (deadlocks !== null) {
    notes.push(
      `Deadlocks MariaDB reported during the run: ${deadlocks} (a statement or grading transaction that lost one is run ` +
        'again: server/src/core/db/lock-failure.ts).',
    );
  }
  notes.push(
    `The app server is a separate process (node ${SERVER_NODE_FLAGS.join(' ')} dist/main.js, NODE_ENV=development with introspection ` +
      'off, demo seed, SWEEP_SECONDS=1, DB pool 10); the bare HTTP baseline is another node process; the load generator is this ' +
      'process (undici keep-alive pool of 256 connections, open-loop scheduling, latency from the scheduled send time). ' +
      `Its log (warnings and errors) is in ${path.relative(path.resolve(__dirname, '..', '..', '..'), APP_LOG)}.`,
  );
  notes.push(
    `Sessions: ${sample.length} students log in through the login mutation (argon2id) before the examination opens; the others ` +
      `get their sessions from the server's SessionService called in the setup (a session row and a signed token each, no password ` +
      `hash). Every student starts its attempt with the startAttempt mutation.`,
  );
  notes.push(
    `Setup: one FIXED_WINDOW examination on the demo fixed paper, ${config.maxStudents} generated students on its roster (one ` +
      `argon2 hash reused), created through MikroORM in the bench process. Saves answer one single-choice question with an increasing ` +
      `clientSeq; the spike submits with one final answer.`,
  );
  notes.push(
    `Knobs: BENCH_SECONDS=${config.seconds}, BENCH_CONCURRENCY=${config.concurrency}, BENCH_LOGINS=${config.loginSample}, ` +
      `BENCH_STEPS=${config.steps.join(',')}, BENCH_MAX_N=${config.maxStudents}, BENCH_WINDOW_SECONDS=${config.windowSeconds}, ` +
      `BENCH_WARMUP_SECONDS=${config.warmUpSeconds}, BENCH_SPIKE_SECONDS=${config.spikeSeconds}, BENCH_SPIKE_N=${config.spikeStudents}.`,
  );
  printTable(`Exam benchmark, ${new Date().toISOString().slice(0, 10)}`, rows, notes);
}
