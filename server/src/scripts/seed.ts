import 'reflect-metadata';
import { ENTITIES } from '../app/entities';
import { loadConfig } from '../config/env';
import { prepareDatabase } from '../app/prepare-database';
import { openDatabase } from '../core/db/database';

/** Runs the idempotent base seed, and the demo seed when demo data is on (never in production). */
async function main(): Promise<void> {
  const config = loadConfig();
  const orm = await openDatabase({ dbUrl: config.dbUrl, dataDir: config.dataDir }, ENTITIES);
  try {
    await prepareDatabase(orm, { demoData: config.demoData });
    console.log(`seeded base${config.demoData ? ' and demo' : ''} data`);
  } finally {
    await orm.close(true);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
