import type { MikroORM } from '@mikro-orm/core';
import { migrateDatabase } from '../core/db/database';
import { underStartupLock } from '../core/db/startup-lock';
import { runBaseSeed } from '../seeders/base/base.seed';
import { runDemoSeed } from '../seeders/demo/demo.seed';

/**
 * What a node does to its database before serving, and what `npm run db:seed` does: pending migrations, the idempotent base
 * seed and, with demo data on, the demo seed - under the start-up lock, so several nodes started at once on one MySQL/MariaDB
 * database do it in turn.
 */
export async function prepareDatabase(orm: MikroORM, options: { demoData: boolean }): Promise<void> {
  await underStartupLock(orm, async () => {
    await migrateDatabase(orm);
    await runBaseSeed(orm);
    if (options.demoData) {
      await runDemoSeed(orm);
    }
  });
}
