import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrationsPath } from '../core/db/orm-options';
import { DIALECTS, withOfflineOrm } from './migration-tools';

/**
 * Generates the next migration of both dialects from the entities, diffing against each dialect's
 * committed snapshot (no database needed): npm run db:migration:create -- <name>.
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  for (const dialect of DIALECTS) {
    const initial = !existsSync(path.join(migrationsPath(dialect), '.snapshot.json'));
    await withOfflineOrm(dialect, async (orm) => {
      const result = await orm.getMigrator().createMigration(undefined, false, initial, name);
      console.log(result.fileName ? `${dialect}: created ${result.fileName}` : `${dialect}: no changes`);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
