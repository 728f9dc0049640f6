/**
 * `npm run test:cluster`: starts the two-node cluster (scripts/cluster/up.sh), runs tests/cluster/*.test.ts one file
 * at a time with node's test runner against it, and stops everything (down.sh) whatever happened; on a failure the
 * tails of the nodes' and nginx's logs are printed. An error logged by either node fails the run too.
 * RUN_DIR: CLUSTER_RUN_DIR or tmp/cluster in the repository.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..');
const runDir = process.env['CLUSTER_RUN_DIR'] ?? path.join(repo, 'tmp', 'cluster');
const scripts = path.join(repo, 'scripts', 'cluster');

function tail(file: string, lines = 40): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no log)';
}

/** The lines either node logged at level error or fatal (pino 50, 60), each cut to 2,000 characters. */
function nodeErrors(): string[] {
  return ['node-a.log', 'node-b.log'].flatMap((name) => {
    const file = path.join(runDir, name);
    return existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /^\{"level":(50|60),/.test(line))
          .map((line) => `${name}: ${line.slice(0, 2000)}`)
      : [];
  });
}

function main(): number {
  const up = spawnSync('bash', [path.join(scripts, 'up.sh'), runDir], { stdio: 'inherit' });
  let status = up.status ?? 1;
  let testsPassed = false;
  let errors: string[] = [];
  try {
    if (status === 0) {
      const env = { ...process.env };
      for (const line of readFileSync(path.join(runDir, 'cluster.env'), 'utf8').split('\n')) {
        const at = line.indexOf('=');
        if (at > 0) {
          env[line.slice(0, at)] = line.slice(at + 1);
        }
      }
      const files = readdirSync(__dirname)
        .filter((name) => name.endsWith('.test.ts'))
        .sort()
        .map((name) => path.join(__dirname, name));
      const run = spawnSync(process.execPath, ['-r', '@swc-node/register', '--test', '--test-concurrency=1', ...files], {
        stdio: 'inherit',
        env,
        cwd: path.join(repo, 'tests'),
      });
      status = run.status ?? 1;
      testsPassed = status === 0;
      // Nothing the suite did may have made a node log an error (e.g. two nodes issuing the same ids).
      errors = nodeErrors();
      if (errors.length > 0) {
        status = 1;
      }
    }
    if (status !== 0) {
      // The errors first, wherever they are in the logs: a failed request's cause is rarely among the last lines.
      if (errors.length > 0) {
        // Counted as one more failure only when every test passed (a test that failed is counted already).
        const counted = testsPassed ? '# fail 1\n' : '';
        process.stdout.write(`\nthe nodes logged ${errors.length} error(s):\n${errors.slice(0, 10).join('\n')}\n${counted}`);
      }
      for (const name of ['node-a.log', 'node-b.log', 'nginx/error.log', 'ceph-up.log', 'mariadb-start.log', 'mariadb/mariadbd.log']) {
        process.stdout.write(`\n----- ${name} (last lines)\n${tail(path.join(runDir, name))}\n`);
      }
    }
  } finally {
    spawnSync('bash', [path.join(scripts, 'down.sh'), runDir], { stdio: 'inherit' });
  }
  return status;
}

process.exitCode = main();
