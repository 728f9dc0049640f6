import type { EntityMetadata, EntityName, MetadataStorage, Platform } from '@mikro-orm/core';

/**
 * Quoted table and column names of an entity, for the few hot-path statements written as plain SQL
 * (reference/ux-performance-security.md §2.4): the names come from the mapping, the quoting from the
 * platform, so the text stays right for both dialects and for any naming strategy.
 */
export class SqlNames {
  private readonly meta: EntityMetadata;

  constructor(
    metadata: MetadataStorage,
    entity: EntityName<object>,
    private readonly platform: Platform,
  ) {
    this.meta = metadata.get(typeof entity === 'string' ? entity : (entity as { name: string }).name);
  }

  get table(): string {
    return this.platform.quoteIdentifier(this.meta.tableName);
  }

  column(property: string): string {
    const field = this.meta.properties[property as keyof typeof this.meta.properties]?.fieldNames[0];
    if (!field) {
      throw new Error(`${this.meta.className}.${property} has no column`);
    }
    return this.platform.quoteIdentifier(field);
  }
}

/**
 * The texts of a few hot-path statements, built once per database platform (the embedded database and
 * MySQL may both be open in one process: tenant databases, tests) from the mapping by `build`.
 */
export class PlatformStatements<T> {
  private readonly built = new WeakMap<Platform, T>();

  constructor(private readonly build: (names: (entity: EntityName<object>) => SqlNames) => T) {}

  /** The statements for the platform `em` runs on. */
  of(em: { getPlatform(): Platform; getMetadata(): MetadataStorage }): T {
    const platform = em.getPlatform();
    let statements = this.built.get(platform);
    if (!statements) {
      const metadata = em.getMetadata();
      statements = this.build((entity) => new SqlNames(metadata, entity, platform));
      this.built.set(platform, statements);
    }
    return statements;
  }
}
