import { MikroORM } from '@mikro-orm/core';
import { buildOrmOptions, type DatabaseTarget } from './orm-options';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- entity classes of any shape
export async function openDatabase(target: DatabaseTarget, entities: Function[]): Promise<MikroORM> {
  return MikroORM.init(buildOrmOptions(target, entities));
}

/** Applies pending migrations (the committed ones of this dialect). */
export async function migrateDatabase(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
