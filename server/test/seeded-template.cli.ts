/**
 * Builds or drops the run's seeded template (helpers/seeded-template.ts) in a process of its own: jest's
 * globalSetup runs outside the test sandboxes, and loading the app there would share MikroORM's global
 * metadata between realms. `build` prints the template's location; `drop <location>` removes it.
 */
import 'reflect-metadata';
import '../src/app/messages';
import { buildSeededTemplate, dropSeededTemplate } from './helpers/seeded-template';
import { createTestDatabase } from './helpers/test-app';

async function main(): Promise<void> {
  const [command, location] = process.argv.slice(2);
  if (command === 'build') {
    process.stdout.write(await buildSeededTemplate((prefix) => createTestDatabase(prefix)));
  } else if (command === 'drop' && location) {
    await dropSeededTemplate(location);
  } else {
    throw new Error('usage: seeded-template.cli.ts build | drop <location>');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
