import { DateTimeType, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { nextId } from '../ids/snowflake';
import { IdType } from './id.type';

/**
 * Columns every table has: snowflake id, audit columns, status and soft delete. Entities that are
 * GraphQL types inherit the public ones (never isDeleted; never tenantId).
 */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => ID, { description: 'Snowflake id (decimal string).' })
  @PrimaryKey({ type: IdType, autoincrement: false })
  id: Opt<string> = nextId();

  @Field(() => ID, { nullable: true, description: 'User who created the row.' })
  @Property({ type: IdType, nullable: true })
  createUser?: string | null;

  @Field(() => ID, { nullable: true, description: 'Department of the user who created the row.' })
  @Property({ type: IdType, nullable: true })
  createDept?: string | null;

  @Field(() => Date, { description: 'Creation time (UTC).' })
  @Property({ type: DateTimeType, length: 3 })
  createTime: Opt<Date> = new Date();

  @Field(() => ID, { nullable: true, description: 'User who last changed the row.' })
  @Property({ type: IdType, nullable: true })
  updateUser?: string | null;

  @Field(() => Date, { description: 'Last change time (UTC).' })
  @Property({ type: DateTimeType, length: 3, onUpdate: () => new Date() })
  updateTime: Opt<Date> = new Date();

  @Field(() => Int, { description: 'Row status (1 normal).' })
  @Property({ type: 'integer', default: 1 })
  status: Opt<number> = 1;

  @Property({ type: 'integer', default: 0, hidden: true })
  isDeleted: Opt<number> = 0;
}

/** A row owned by one tenant. The tenant filter (core/db/filters.ts) is on by default; the subscriber stamps tenantId. */
@ObjectType()
export abstract class TenantScopedEntity extends BaseEntity {
  @Index()
  @Property({ type: 'string', length: 12 })
  tenantId!: string;
}
