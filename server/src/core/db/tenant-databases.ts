import type { EntityManager } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/core';
import { TENANT_FILTER } from './filters';
import { buildOrmOptions, type DatabaseTarget, type EntityClass } from './orm-options';

/** Where a tenant's data lives when it is bound to a dedicated datasource. */
export interface TenantDatasource {
  datasourceId: string;
  target: DatabaseTarget;
  /** Changes whenever the connection settings change, so a stale ORM is never reused. */
  fingerprint: string;
}

/** Looks up the datasource bound to a tenant, on the main database; null means the main database. */
export type TenantDatasourceResolver = (mainEm: EntityManager, tenantId: string) => Promise<TenantDatasource | null>;

/** What services need: an EntityManager for a tenant's own rows (tenant filter set). */
export interface TenantEntityManagers {
  /** A fresh EntityManager on the database holding `tenantId`'s rows, with the tenant filter set to it. */
  forTenant(tenantId: string): Promise<EntityManager>;
}

export interface TenantDatabasesOptions {
  entities: EntityClass[];
  resolve: TenantDatasourceResolver;
  /** Runs on a newly opened tenant database before first use (migrations). */
  prepare: (orm: MikroORM) => Promise<void>;
}

/**
 * Registry of databases: the main one (platform tables and every tenant without a datasource) and one
 * MikroORM instance per dedicated datasource, opened lazily, prepared (migrated) on first use, cached,
 * and closed at shutdown. Platform tables (tenant, menu, client, param, dict, datasource, sessions)
 * are always read through the main ORM; only tenant-owned rows go to the tenant's ORM.
 */
export class TenantDatabases implements TenantEntityManagers {
  private readonly bindings = new Map<string, { expires: number; datasource: TenantDatasource | null }>();
  private readonly opened = new Map<string, { datasourceId: string; orm: Promise<MikroORM> }>();
  /** How long a tenant -> datasource binding is trusted before it is read again (other nodes may change it). */
  private readonly bindingTtlMs: number;
  private mainOrm: MikroORM | null = null;
  private options: TenantDatabasesOptions | null = null;

  /** Connects the registry to the opened main database (services are created before, e.g. for schema emission). */
  attach(main: MikroORM, options: TenantDatabasesOptions): void {
    this.mainOrm = main;
    this.options = options;
  }

  constructor(bindingTtlMs = 30_000) {
    this.bindingTtlMs = bindingTtlMs;
  }

  get main(): MikroORM {
    if (!this.mainOrm) {
      throw new Error('the database registry is not attached to a database');
    }
    return this.mainOrm;
  }

  /** The ORM holding the tenant's rows: the main one unless the tenant is bound to a datasource. */
  async ormFor(tenantId: string): Promise<MikroORM> {
    return this.ormOf(await this.bindingOf(tenantId));
  }

  /** The ORM of a datasource (opened and prepared on first use), or the main one for null. */
  async ormOf(datasource: TenantDatasource | null): Promise<MikroORM> {
    if (!datasource) {
      return this.main;
    }
    let entry = this.opened.get(datasource.fingerprint);
    if (!entry) {
      entry = { datasourceId: datasource.datasourceId, orm: this.open(datasource) };
      this.opened.set(datasource.fingerprint, entry);
      entry.orm.catch(() => this.opened.delete(datasource.fingerprint));
    }
    return entry.orm;
  }

  async forTenant(tenantId: string): Promise<EntityManager> {
    const orm = await this.ormFor(tenantId);
    const em = orm.em.fork({ useContext: false });
    em.setFilterParams(TENANT_FILTER, { tenantId });
    return em;
  }

  /** Opens (and prepares) a database for a datasource without binding anyone to it: the connection test. */
  async probe(datasource: TenantDatasource): Promise<void> {
    await this.inspect(datasource, async (em) => {
      await em.getConnection().execute('select 1');
    });
  }

  /** Runs read-only work (e.g. metadata reads) on a short-lived connection to a datasource; nothing is migrated. */
  async inspect<T>(datasource: TenantDatasource, work: (em: EntityManager) => Promise<T>): Promise<T> {
    const orm = await MikroORM.init(buildOrmOptions(datasource.target, this.settings.entities, { inspectOnly: true }));
    try {
      return await work(orm.em.fork({ useContext: false }));
    } finally {
      await orm.close(true);
    }
  }

  /** Forgets cached bindings (one tenant, or all) after a tenant was bound or unbound. */
  invalidate(tenantId?: string): void {
    if (tenantId === undefined) {
      this.bindings.clear();
    } else {
      this.bindings.delete(tenantId);
    }
  }

  /** Closes the ORMs of a datasource whose settings changed or that was removed. */
  async evictDatasource(datasourceId: string): Promise<void> {
    this.bindings.clear();
    const closing: Array<Promise<MikroORM>> = [];
    for (const [fingerprint, entry] of this.opened) {
      if (entry.datasourceId === datasourceId) {
        this.opened.delete(fingerprint);
        closing.push(entry.orm);
      }
    }
    await Promise.all(closing.map(async (orm) => (await orm.catch(() => null))?.close(true)));
  }

  /** Closes every tenant ORM (the main one is closed by its owner). */
  async close(): Promise<void> {
    const all = [...this.opened.values()];
    this.opened.clear();
    this.bindings.clear();
    await Promise.all(all.map(async (entry) => (await entry.orm.catch(() => null))?.close(true)));
  }

  private get settings(): TenantDatabasesOptions {
    if (!this.options) {
      throw new Error('the database registry is not attached to a database');
    }
    return this.options;
  }

  private async bindingOf(tenantId: string): Promise<TenantDatasource | null> {
    const cached = this.bindings.get(tenantId);
    if (cached && cached.expires > Date.now()) {
      return cached.datasource;
    }
    const datasource = await this.settings.resolve(this.main.em.fork({ useContext: false }), tenantId);
    this.bindings.set(tenantId, { expires: Date.now() + this.bindingTtlMs, datasource });
    return datasource;
  }

  private async open(datasource: TenantDatasource): Promise<MikroORM> {
    const orm = await MikroORM.init(buildOrmOptions(datasource.target, this.settings.entities));
    try {
      await this.settings.prepare(orm);
    } catch (error) {
      await orm.close(true);
      throw error;
    }
    return orm;
  }
}
