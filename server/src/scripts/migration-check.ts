import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { ENTITIES } from '../app/entities';
import { buildOrmOptions } from '../core/db/orm-options';
import { withMigratedScratchDatabase } from './migration-tools';

/**
 * Fails when the entities and the committed migrations disagree.
 * - sqlite: applies every migration to a scratch file and diffs the live schema against the entities.
 * - mysql: diffs the entities against the committed snapshot (no server needed; MariaDB reports
 *   cosmetic differences against MySQL DDL, so the live diff is not used there). The integration
 *   tests apply the same migrations to a real MariaDB.
 */
async function main(): Promise<void> {
  let drift = false;
  const sql = await withMigratedScratchDatabase('sqlite', async (orm) => orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false }));
  if (sql.trim()) {
    drift = true;
    console.error(`sqlite: entities and migrations disagree; run npm run db:migration:create -- <name>. Pending SQL:\n${sql}`);
  } else {
    console.log('sqlite: migrations match the entities');
  }
  const mysql = await MikroORM.init({ ...buildOrmOptions({ dbUrl: 'mysql://check:check@127.0.0.1:1/check', dataDir: '' }, ENTITIES), connect: false });
  const needed = await mysql.getMigrator().checkMigrationNeeded();
  await mysql.close(true);
  if (needed) {
    drift = true;
    console.error('mysql: entities differ from the committed snapshot; run npm run db:migration:create -- <name>');
  } else {
    console.log('mysql: migrations match the entities');
  }
  process.exit(drift ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
