import { MikroORM } from '@mikro-orm/core';
import { buildOrmOptions, type DatabaseTarget, type EntityClass } from './orm-options';

export async function openDatabase(target: DatabaseTarget, entities: EntityClass[]): Promise<MikroORM> {
  return MikroORM.init(buildOrmOptions(target, entities));
}

/** Applies pending migrations (the committed ones of this dialect). */
export async function migrateDatabase(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
