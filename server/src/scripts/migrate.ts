import 'reflect-metadata';
import { ENTITIES } from '../app/entities';
import { loadConfig } from '../config/env';
import { migrateDatabase, openDatabase } from '../core/db/database';
import { underStartupLock } from '../core/db/startup-lock';

/** Applies pending migrations to the configured database (the server also does this at start). */
async function main(): Promise<void> {
  const config = loadConfig();
  const orm = await openDatabase({ dbUrl: config.dbUrl, dataDir: config.dataDir }, ENTITIES);
  try {
    const pending = await orm.getMigrator().getPendingMigrations();
    await underStartupLock(orm, () => migrateDatabase(orm));
    console.log(`applied ${pending.length} migration(s)`);
  } finally {
    await orm.close(true);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
