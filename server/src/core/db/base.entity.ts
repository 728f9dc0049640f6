import { Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { nextId } from '../ids/snowflake';
import { IdType } from './id.type';

/** Columns every table has: snowflake id, audit columns, status and soft delete. */
export abstract class BaseEntity {
  @PrimaryKey({ type: IdType, autoincrement: false })
  id: Opt<string> = nextId();

  @Property({ type: IdType, nullable: true })
  createUser?: string | null;

  @Property({ type: IdType, nullable: true })
  createDept?: string | null;

  @Property({ type: 'datetime', length: 3 })
  createTime: Opt<Date> = new Date();

  @Property({ type: IdType, nullable: true })
  updateUser?: string | null;

  @Property({ type: 'datetime', length: 3, onUpdate: () => new Date() })
  updateTime: Opt<Date> = new Date();

  @Property({ type: 'integer', default: 1 })
  status: Opt<number> = 1;

  @Property({ type: 'integer', default: 0, hidden: true })
  isDeleted: Opt<number> = 0;
}

/** A row owned by one tenant. The tenant filter (core/db/filters.ts) is on by default; the subscriber stamps tenantId. */
export abstract class TenantScopedEntity extends BaseEntity {
  @Index()
  @Property({ type: 'string', length: 12 })
  tenantId!: string;
}
