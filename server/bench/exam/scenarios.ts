import { performance } from 'node:perf_hooks';
import type { AppClient, Student } from './app-client';
import type { ExamBenchConfig } from './bench-config';
import { Recorder, summarize, type Measured } from './latency';
import { closedLoop, openLoop } from './load';
import type { RawMysql } from './raw-mysql';
import type { BenchAccount, BenchSetup } from './setup';

/** Runs `task` over `items` with `parallel` workers; returns the latency record and elapsed seconds. */
async function eachParallel<T>(
  name: string,
  items: T[],
  parallel: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<Measured> {
  const recorder = new Recorder();
  const start = performance.now();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      const sent = performance.now();
      try {
        await task(items[index] as T, index);
        recorder.add(performance.now() - sent);
      } catch (error) {
        recorder.fail(error);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return summarize(name, recorder, (performance.now() - start) / 1000);
}

/** Real logins (login mutation, argon2 on the server) of a sample; returns their tokens by index. */
export async function loginSample(
  client: AppClient,
  tenantId: string,
  accounts: BenchAccount[],
  password: string,
): Promise<{ measured: Measured; tokens: string[] }> {
  const tokens: string[] = new Array<string>(accounts.length);
  const measured = await eachParallel('login', accounts, 8, async (account, index) => {
    tokens[index] = await client.login(tenantId, account.account, password);
  });
  return { measured, tokens };
}

/**
 * The pool of simulated students grows step by step: each new one gets a session (real login for the
 * sample, the server's SessionService otherwise) and starts its attempt over GraphQL.
 */
export class StudentPool {
  readonly students: Student[] = [];
  startRates: Measured[] = [];

  constructor(
    private readonly client: AppClient,
    private readonly setup: BenchSetup,
    private readonly accounts: BenchAccount[],
    private readonly examinationId: string,
  ) {}

  async grow(count: number, loggedInTokens: string[] = []): Promise<void> {
    const from = this.students.length;
    const wanted = this.accounts.slice(from, count);
    if (wanted.length === 0) {
      return;
    }
    const fromLogin = loggedInTokens.slice(from, count);
    const opened = await this.setup.openSessions(wanted.slice(fromLogin.length));
    const tokens = [...fromLogin, ...opened];
    const started: Student[] = new Array<Student>(wanted.length);
    const measured = await eachParallel('start', wanted, 16, async (account, index) => {
      const token = tokens[index] ?? '';
      started[index] = {
        userId: account.userId,
        account: account.account,
        token,
        seq: 0,
        sent: 0,
        ...(await this.client.start(token, this.examinationId)),
      };
    });
    if (measured.errors > 0) {
      throw new Error(`${measured.errors} of ${wanted.length} attempts did not start: ${measured.firstError ?? '?'}`);
    }
    this.startRates.push(measured);
    this.students.push(...started);
  }
}

/** Closed-loop save throughput: raw mysql2 upsert, GraphQL saveAnswer and REST update at one concurrency. */
/** A measurement with the app server's CPU time per completed operation (ms). */
export type Costed = Measured & { serverCpuMs: number };

export async function costed<T extends Measured>(
  serverCpuMs: () => number,
  measure: () => Promise<T>,
): Promise<T & { serverCpuMs: number }> {
  const before = serverCpuMs();
  const measured = await measure();
  return { ...measured, serverCpuMs: (serverCpuMs() - before) / Math.max(1, measured.ok + measured.errors) };
}

export async function saveThroughput(
  config: ExamBenchConfig,
  client: AppClient,
  raw: RawMysql,
  students: Student[],
  serverCpuMs: () => number,
): Promise<{ raw: Measured; floor: Costed; graphql: Costed; ordinary: Costed; rest: Costed }> {
  const half = Math.floor(students.length / 2);
  const graphqlSet = students.slice(0, half);
  const restSet = students.slice(half);
  if (half < config.concurrency) {
    throw new Error(`save throughput needs at least ${config.concurrency * 2} started students (got ${students.length})`);
  }
  // Each worker saves for its own students only, as a real client sends one save at a time: two saves of one
  // student in flight at once could arrive out of order, and the older one would (rightly) be ignored.
  const turns = new Array<number>(config.concurrency).fill(0);
  const pick = (set: Student[], worker: number): Student => {
    const owned = Math.ceil((set.length - worker) / config.concurrency);
    const turn = turns[worker] ?? 0;
    turns[worker] = turn + 1;
    return set[worker + config.concurrency * (turn % owned)] as Student;
  };
  const rawSeq = new Map<string, number>();
  const rawResult = await closedLoop('raw mysql2 upsert', config.concurrency, config.seconds, async (_index, worker) => {
    const student = pick(graphqlSet, worker);
    const seq = (rawSeq.get(student.attemptId) ?? 0) + 1;
    rawSeq.set(student.attemptId, seq);
    await raw.upsert(student.attemptId, student.slot, student.optionIds[seq % student.optionIds.length] ?? '', seq);
  });
  const floor = await costed(serverCpuMs, () =>
    closedLoop('GraphQL no-op mutation', config.concurrency, config.seconds, (_index, worker) => client.noop(pick(graphqlSet, worker))),
  );
  const graphql = await costed(serverCpuMs, () =>
    closedLoop('GraphQL saveAnswer', config.concurrency, config.seconds, (_index, worker) => client.save(pick(graphqlSet, worker))),
  );
  const ordinary = await costed(serverCpuMs, () =>
    closedLoop('GraphQL saveAnswer through Apollo', config.concurrency, config.seconds, (_index, worker) =>
      client.save(pick(graphqlSet, worker), 'ordinary'),
    ),
  );
  const rest = await costed(serverCpuMs, () =>
    closedLoop('REST update', config.concurrency, config.seconds, (_index, worker) => client.saveRest(pick(restSet, worker))),
  );
  return { raw: rawResult, floor, graphql, ordinary, rest };
}

export interface CapacityStep {
  students: number;
  measured: Measured & { late: number; serverCpuMs: number };
  pass: boolean;
}

/** Every student saves once per autosave period (rate N / T, spread evenly), open loop. */
export async function capacityStep(
  config: ExamBenchConfig,
  client: AppClient,
  students: Student[],
  count: number,
  serverCpuMs: () => number,
): Promise<CapacityStep> {
  const rate = count / config.autosaveSeconds;
  const measured = await costed(serverCpuMs, () =>
    openLoop(`${count} students`, { rate, warmUpSeconds: config.warmUpSeconds, seconds: config.windowSeconds }, (index) =>
      client.save(students[index % count] as Student),
    ),
  );
  return { students: count, measured, pass: measured.errors === 0 && measured.p99 <= config.targets.p99Ms };
}

export interface SpikeResult {
  measured: Measured & { serverCpuMs: number };
  durableMissing: number;
  submitted: number;
  gradingSeconds: number | null;
}

/** All `count` students submit (with a final answer) within spikeSeconds; then the database is checked. */
export async function deadlineSpike(
  config: ExamBenchConfig,
  client: AppClient,
  raw: RawMysql,
  students: Student[],
  examinationId: string,
  serverCpuMs: () => number,
): Promise<SpikeResult> {
  const measured = await costed(serverCpuMs, () =>
    openLoop('submit', { rate: students.length / config.spikeSeconds, warmUpSeconds: 0, seconds: config.spikeSeconds }, (index) =>
      client.submit(students[index] as Student),
    ),
  );
  const submitted = performance.now();
  const stored = await raw.storedAnswers(examinationId);
  let durableMissing = 0;
  for (const student of students) {
    if (stored.seqs.get(`${student.attemptId}:${student.slot}`) !== student.seq) {
      durableMissing += 1;
    }
  }
  let gradingSeconds: number | null = null;
  // Grading time counts from the end of the spike (the last submit answered), polled in the database.
  while ((performance.now() - submitted) / 1000 < config.gradingLimitSeconds * 2) {
    if ((await raw.gradingPending(examinationId)) === 0) {
      gradingSeconds = (performance.now() - submitted) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { measured, durableMissing, submitted: stored.submitted, gradingSeconds };
}
