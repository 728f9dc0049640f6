import 'reflect-metadata';
import { DIALECTS, withMigratedSqlite, withOfflineOrm } from './migration-tools';

/**
 * Fails when the entities and the committed migrations disagree: for each dialect the entities are
 * diffed against the committed snapshot, and for SQLite every migration is also applied to a scratch
 * database whose live schema must match the entities. (The integration tests apply the MySQL
 * migrations to a real MariaDB.)
 */
async function main(): Promise<void> {
  const problems: string[] = [];
  for (const dialect of DIALECTS) {
    if (await withOfflineOrm(dialect, async (orm) => orm.getMigrator().checkMigrationNeeded())) {
      problems.push(`${dialect}: the entities differ from the committed snapshot`);
    }
  }
  const pending = await withMigratedSqlite(async (orm) => orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false }));
  if (pending.trim()) {
    problems.push(`sqlite: applying the migrations leaves this SQL pending:\n${pending}`);
  }
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\nGenerate a migration: npm run db:migration:create -- <name>`);
    process.exit(1);
  }
  console.log('migrations match the entities (sqlite and mysql)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
