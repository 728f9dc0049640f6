/* The general benchmark (`npm run bench`): each endpoint against a bare Node HTTP baseline measured in the same run. Prints tables. */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createApplication } from '../src/app/application';
import { loadConfig } from '../src/config/env';
import { createLogger } from '../src/core/logging/logger';

const DURATION_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = 10;

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function runGeneralBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'true',
    LOGIN_RATE_PER_MINUTE: '1000000',
  });
  const application = await createApplication(config, createLogger('silent'));
  const appPort = await listen(application.server);
  const baseline = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"status":"ok"}');
  });
  const baselinePort = await listen(baseline);
  const base = `http://127.0.0.1:${appPort}`;

  const login = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { login(input: { tenantId: "000000", account: "admin", password: "admin" }) { accessToken } }',
    }),
  });
  const token = ((await login.json()) as { data: { login: { accessToken: string } } }).data.login.accessToken;
  const auth = { authorization: `Bearer ${token}` };

  const rows: Row[] = [];
  rows.push(await measure('bare node http (baseline)', { url: `http://127.0.0.1:${baselinePort}/` }));
  rows.push(await measure('GET /health', { url: `${base}/health` }));
  rows.push(
    await measure('GraphQL me (signed in)', {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id account realName roleAliases } }' }),
    }),
  );
  rows.push(
    await measure('GraphQL myMenus (signed in)', {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ myMenus { id parentId code name path } }' }),
    }),
  );
  rows.push(
    await measure('REST menu/routes (signed in)', {
      url: `${base}/api/blade-system/menu/routes`,
      headers: { 'blade-auth': `bearer ${token}` },
    }),
  );
  const memory = process.memoryUsage();

  const baselineRate = rows[0]?.requestsPerSecond ?? 1;
  console.log(`\nThroughput and latency (${CONNECTIONS} connections, ${DURATION_SECONDS}s each, one process, embedded database)\n`);
  console.log('| endpoint | req/s | vs baseline | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${(row.requestsPerSecond / baselineRate).toFixed(3)} | ${row.p50} | ${row.p99} ` +
        `| ${row.errors} |`,
    );
  }
  console.log(
    `\nServer process memory after the run: rss ${(memory.rss / 1048576).toFixed(0)} MiB, ` +
      `heap used ${(memory.heapUsed / 1048576).toFixed(0)} MiB\n`,
  );

  baseline.close();
  application.server.close();
  await application.close();
  rmSync(dataDir, { recursive: true, force: true });
}
