/** jest globalSetup of the integration project: the run's seeded template database (helpers/seeded-template.ts). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { TEMPLATE_ENV } from './helpers/seeded-template-env';

export default function setup(): void {
  const cli = path.join(__dirname, 'seeded-template.cli.ts');
  const location = execFileSync(process.execPath, ['-r', '@swc-node/register', cli, 'build'], {
    cwd: path.dirname(__dirname),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.env[TEMPLATE_ENV] = location.trim();
}
