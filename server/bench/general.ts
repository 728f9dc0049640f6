/*
 * The general benchmark (`npm run bench`): each endpoint against baselines measured in the same run. Every server under
 * test runs in its own child process (bench/general/*-server.ts); this process only generates load (autocannon) and reads
 * each child's CPU time, so "server CPU per request" is the server's own cost whatever else the machine runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnChild, type BenchChild } from './general/spawn-child';

/** Seconds of each measured row (BENCH_SECONDS) and of the warm-up before it (BENCH_WARMUP_SECONDS); sized for 2 cores. */
const DURATION_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 1);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
/** BENCH_ROWS=floor,me runs only the rows whose key is listed (the baselines always run). */
const ONLY = (process.env['BENCH_ROWS'] ?? '').split(',').filter((part) => part.length > 0);

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Server CPU time (user + system) per answered request, ms. */
  cpuPerRequestMs: number;
  errors: number;
}

interface Target {
  key: string;
  name: string;
  options: Omit<autocannon.Options, 'url'> & { path: string };
}

async function measure(server: BenchChild, target: Target): Promise<Row> {
  const { path: requestPath, ...options } = target.options;
  const run = (duration: number): Promise<autocannon.Result> =>
    autocannon({ connections: CONNECTIONS, duration, ...options, url: `${server.origin}${requestPath}` });
  await run(WARMUP_SECONDS);
  const cpuBefore = server.cpuMs();
  const result = await run(DURATION_SECONDS);
  const cpu = server.cpuMs() - cpuBefore;
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestMs: result.requests.total > 0 ? cpu / result.requests.total : 0,
    errors: result.errors + result.non2xx,
  };
}

/** A web app document with the fragments it spreads (read from web/src, so the rows ask what the pages ask). */
function document(...files: string[]): string {
  const webSrc = path.resolve(__dirname, '..', '..', 'web', 'src', 'features');
  return files.map((file) => readFileSync(path.join(webSrc, file), 'utf8')).join('\n');
}

function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Target['options'] {
  return {
    path: '/graphql',
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { login(input: { tenantId: "000000", account: "admin", password: "admin" }) { accessToken } }',
    }),
  });
  return ((await response.json()) as { data: { login: { accessToken: string } } }).data.login.accessToken;
}

function appTargets(token: string): Target[] {
  const auth = { authorization: `Bearer ${token}` };
  const page = { page: { current: 1, size: 10 } };
  return [
    { key: 'floor', name: 'floor: signed-in no-op `{ __typename }`', options: graphql('{ __typename }', {}, auth) },
    { key: 'me', name: 'GraphQL me', options: graphql('{ me { id account realName roleAliases } }', {}, auth) },
    {
      key: 'users',
      name: 'GraphQL users, page of 10',
      options: graphql(document('system/user/graphql/Users.graphql', 'system/user/graphql/UserFields.graphql'), page, auth),
    },
    {
      key: 'questions',
      name: 'GraphQL questions, page of 10',
      options: graphql(document('exam/question/graphql/Questions.graphql', 'exam/question/graphql/QuestionFields.graphql'), page, auth),
    },
    {
      key: 'menu',
      name: 'REST menu/routes',
      options: { path: '/api/blade-system/menu/routes', headers: { 'blade-auth': `bearer ${token}` } },
    },
    { key: 'health', name: 'GET /health', options: { path: '/health' } },
  ];
}

const NOOP = graphql('{ __typename }', {}, {});

async function measureChild(name: string, script: string, args: string[], targets: (child: BenchChild) => Promise<Target[]>) {
  const child = await spawnChild(name, script, args);
  try {
    const rows: Row[] = [];
    for (const target of await targets(child)) {
      rows.push(await measure(child, target));
    }
    return { rows, rssMb: child.rssMb() };
  } finally {
    await child.stop();
  }
}

function print(rows: Row[], appRssMb: number): void {
  const baselineRate = rows[0]?.requestsPerSecond ?? 1;
  console.log(
    `\nThroughput, latency and server CPU (${CONNECTIONS} connections, ${DURATION_SECONDS}s each after ${WARMUP_SECONDS}s warm-up; ` +
      `each server in its own process; embedded database)\n`,
  );
  console.log('| row | req/s | vs bare node:http | p50 ms | p99 ms | server CPU ms/req | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${(row.requestsPerSecond / baselineRate).toFixed(3)} | ${row.p50} | ${row.p99} ` +
        `| ${row.cpuPerRequestMs.toFixed(3)} | ${row.errors} |`,
    );
  }
  console.log(`\nApplication process resident memory after its rows: ${appRssMb.toFixed(0)} MiB\n`);
}

export async function runGeneralBench(): Promise<void> {
  const rows: Row[] = [];
  const bare = await measureChild('bare node:http', 'bare-server.ts', [], async () => [
    { key: 'bare', name: 'bare node:http (baseline)', options: { path: '/' } },
  ]);
  rows.push(...bare.rows);
  const minimal = await measureChild('minimal stack', 'minimal-server.ts', ['express'], async () => [
    { key: 'minimal', name: 'minimal Express + Apollo + type-graphql, no-op (baseline)', options: NOOP },
  ]);
  rows.push(...minimal.rows);
  const apolloOnly = await measureChild('Apollo on node:http', 'minimal-server.ts', ['node'], async () => [
    { key: 'apollo', name: 'minimal Apollo on node:http + type-graphql, no-op (baseline)', options: NOOP },
  ]);
  rows.push(...apolloOnly.rows);
  const app = await measureChild('application', 'app-server.ts', [], async (child) =>
    appTargets(await signIn(child.origin)).filter((target) => ONLY.length === 0 || ONLY.includes(target.key)),
  );
  rows.push(...app.rows);
  print(rows, app.rssMb);
}
