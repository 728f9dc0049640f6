import path from 'node:path';
import type { Options } from '@mikro-orm/core';
import { BoundLibSqlDriver, WRITE_AHEAD_LOG } from './libsql-bound.driver';
import { Migrator } from '@mikro-orm/migrations';
import { MySqlDriver } from '@mikro-orm/mysql';
import { AuditSubscriber } from './audit.subscriber';
import { TenantScopedEntity } from './base.entity';
import { buildFilters } from './filters';

export type Dialect = 'sqlite' | 'mysql';

/** An entity class (constructor) of any shape. */
export type EntityClass = new (...args: never[]) => object;

export interface DatabaseTarget {
  /** mysql://... or undefined for the embedded file. */
  dbUrl: string | undefined;
  /** Folder of the embedded database file. */
  dataDir: string;
  /** File name of the embedded database inside dataDir (default exam.db); used by dedicated tenant datasources. */
  fileName?: string;
  /**
   * Read replicas of dbUrl (mysql://...). Reads go there only where asked (`connectionType: 'read'`,
   * `em.getConnection('read')`): reports, statistics, exports - never a read that must see the request's own writes.
   */
  readUrls?: string[];
  /** Connection pool of the MySQL driver (default min 1, max 10). */
  pool?: { min: number; max: number };
}

export function dialectOf(target: DatabaseTarget): Dialect {
  return target.dbUrl ? 'mysql' : 'sqlite';
}

/** Committed migrations live per dialect; both are generated from the same entities. */
export function migrationsPath(dialect: Dialect): string {
  return path.join(__dirname, '..', '..', 'migrations', dialect);
}

export interface OrmBuildOptions {
  /**
   * Only for generating and checking migrations: running migrations with it on would overwrite the committed snapshot with
   * the introspected database schema.
   */
  snapshot?: boolean;
  /**
   * A look into a database the product does not own (a datasource's tables, a connection test): an embedded file keeps its
   * journal mode instead of being switched to the write-ahead log (`BoundLibSqlConnection.connect`).
   */
  inspectOnly?: boolean;
}

export function buildOrmOptions(target: DatabaseTarget, entities: EntityClass[], options: OrmBuildOptions = {}): Options {
  const dialect = dialectOf(target);
  const tenantEntities = entities.filter((entity) => entity.prototype instanceof TenantScopedEntity).map((entity) => entity.name);
  const common: Options = {
    entities,
    filters: buildFilters(tenantEntities),
    subscribers: [new AuditSubscriber()],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true, requireEntitiesArray: true },
    migrations: {
      path: migrationsPath(dialect),
      pathTs: migrationsPath(dialect),
      glob: '!(*.d).{js,ts}',
      tableName: 'mikro_orm_migrations',
      snapshot: options.snapshot ?? false,
      snapshotName: '.snapshot',
      // MySQL commits DDL implicitly, so wrapping migrations in a transaction only misleads there.
      transactional: dialect === 'sqlite',
      allOrNothing: dialect === 'sqlite',
      silent: true,
      emit: 'ts',
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name.replace(/\W+/g, '_')}` : ''}`,
    },
  };
  if (dialect === 'mysql') {
    return {
      ...common,
      driver: MySqlDriver,
      clientUrl: target.dbUrl,
      charset: 'utf8mb4',
      collate: 'utf8mb4_unicode_ci',
      pool: target.pool ?? { min: 1, max: 10 },
      replicas: (target.readUrls ?? []).map((url, index) => ({ name: `read-${index + 1}`, clientUrl: url })),
      preferReadReplicas: false,
      driverOptions: { connection: { supportBigNumbers: true, bigNumberStrings: true, timezone: 'Z' } },
    };
  }
  return {
    ...common,
    driver: BoundLibSqlDriver,
    dbName: path.join(target.dataDir, target.fileName ?? 'exam.db'),
    driverOptions: { [WRITE_AHEAD_LOG]: !options.inspectOnly },
  };
}
