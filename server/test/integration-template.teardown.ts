/** jest globalTeardown of the integration project: removes the run's seeded template (integration-template.setup.ts). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { TEMPLATE_ENV } from './helpers/seeded-template-env';

export default function teardown(): void {
  const location = process.env[TEMPLATE_ENV];
  if (location) {
    const cli = path.join(__dirname, 'seeded-template.cli.ts');
    execFileSync(process.execPath, ['-r', '@swc-node/register', cli, 'drop', location], {
      cwd: path.dirname(__dirname),
      stdio: 'inherit',
    });
  }
}
