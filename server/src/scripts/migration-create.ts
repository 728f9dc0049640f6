import 'reflect-metadata';
import { DIALECTS, withMigratedScratchDatabase } from './migration-tools';

/** Generates the next migration for both dialects from the entities: npm run db:migration:create -- <name>. */
async function main(): Promise<void> {
  const name = process.argv[2];
  for (const dialect of DIALECTS) {
    await withMigratedScratchDatabase(dialect, async (orm) => {
      const result = await orm.getMigrator().createMigration(undefined, false, false, name);
      console.log(result.fileName ? `${dialect}: created ${result.fileName}` : `${dialect}: no changes`);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
