#!/usr/bin/env node
// Checks docker-compose.yml and the Dockerfile without a Docker engine (none on the development machines or in CI):
// the compose file parses, every service has an image or a build, every depends_on names a service with a
// healthcheck when it waits for health, stateful services have healthchecks, secrets come from .env with ${VAR:?},
// host ports are bound to loopback (or ${HTTP_BIND}), the app service is replicated without per-node settings, and the
// image is built on Node 24 LTS or later. Where `docker compose` exists, `docker compose config -q` runs as well.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];
const compose = yaml.load(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const services = compose?.services ?? {};
const STATEFUL = ['mysql', 'redis', 's3'];
const SECRETS = ['MYSQL_ROOT_PASSWORD', 'MYSQL_PASSWORD', 'JWT_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

for (const [name, service] of Object.entries(services)) {
  if (!service.image && !service.build) {
    problems.push(`${name}: neither image nor build`);
  }
  const dependsOn = service.depends_on ?? {};
  for (const [dependency, rule] of Object.entries(Array.isArray(dependsOn) ? {} : dependsOn)) {
    if (!services[dependency]) {
      problems.push(`${name}: depends_on names no service: ${dependency}`);
    } else if (rule?.condition === 'service_healthy' && !services[dependency].healthcheck) {
      problems.push(`${name}: waits for ${dependency} to be healthy, which has no healthcheck`);
    }
  }
  for (const port of service.ports ?? []) {
    const text = String(port);
    if (!text.startsWith('127.0.0.1:') && !text.startsWith('${HTTP_BIND')) {
      problems.push(`${name}: host port ${text} is not bound to 127.0.0.1`);
    }
  }
}
for (const name of [...STATEFUL, 'app', 'nginx']) {
  if (!services[name]) {
    problems.push(`no ${name} service`);
  } else if (!services[name].healthcheck) {
    problems.push(`${name}: no healthcheck`);
  }
}
const app = services.app ?? {};
const env = app.environment ?? {};
if (!(Number(String(app.deploy?.replicas ?? '').replace(/^\$\{APP_REPLICAS:-(\d+)\}$/, '$1')) >= 2)) {
  problems.push('app: deploy.replicas must default to at least 2');
}
if ('SNOWFLAKE_WORKER_ID' in env) {
  problems.push('app: SNOWFLAKE_WORKER_ID would give every replica the same worker id (they lease one from Redis)');
}
for (const key of ['REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'DB_URL', 'JWT_SECRET']) {
  if (!(key in env)) {
    problems.push(`app: ${key} missing`);
  }
}
const text = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
for (const secret of SECRETS) {
  if (!new RegExp(`\\$\\{${secret}:\\?`).test(text)) {
    problems.push(`${secret}: must come from .env as \${${secret}:?message}`);
  }
}
if (/minio/i.test(text.replace(/^\s*#.*$/gm, ''))) {
  problems.push('MinIO images are no longer published (reference/scale.md §3.1)');
}
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const nodeImage = /^ARG NODE_IMAGE=node:(\d+)/m.exec(dockerfile);
if (!nodeImage || Number(nodeImage[1]) < 24) {
  problems.push('Dockerfile: NODE_IMAGE must be node:24 (LTS) or later');
}

const docker = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
if (docker.status === 0) {
  const checked = spawnSync('docker', ['compose', '-f', path.join(root, 'docker-compose.yml'), 'config', '-q'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      MYSQL_ROOT_PASSWORD: 'x',
      MYSQL_PASSWORD: 'x',
      JWT_SECRET: 'x'.repeat(32),
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'x',
    },
  });
  if (checked.status !== 0) {
    problems.push(`docker compose config: ${checked.stderr.trim()}`);
  }
}

if (problems.length > 0) {
  process.stderr.write(`check-compose: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join('\n')}\n`);
  process.exit(1);
}
const how = docker.status === 0 ? 'and docker compose config' : 'no docker compose here: structural checks only';
process.stdout.write(`check-compose: ${Object.keys(services).length} services valid (${how})\n`);
