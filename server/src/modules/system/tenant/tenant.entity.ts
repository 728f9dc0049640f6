import { DateTimeType, Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** A tenant (institution). Global table: tenant management is the one place that sees every tenant. */
@ObjectType({ description: 'A tenant (institution) with its quota, expiry, package and datasource.' })
@Entity({ tableName: 'blade_tenant' })
export class Tenant extends BaseEntity {
  @Field({ description: 'Six-digit tenant code (000000 is the platform tenant).' })
  @Unique()
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Field({ description: 'Tenant name.' })
  @Property({ type: 'string', length: 50 })
  tenantName!: string;

  @Field(() => String, { nullable: true, description: 'Login domain (page origin) bound to the tenant.' })
  @Property({ type: 'string', length: 255, nullable: true })
  domainUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Login page background image URL.' })
  @Property({ type: 'string', length: 1000, nullable: true })
  backgroundUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact person.' })
  @Property({ type: 'string', length: 20, nullable: true })
  linkman?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact phone number.' })
  @Property({ type: 'string', length: 20, nullable: true })
  contactNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Address.' })
  @Property({ type: 'string', length: 255, nullable: true })
  address?: string | null;

  /** Maximum number of accounts; -1 or 0 means unlimited. */
  @Field(() => Int, { description: 'Maximum number of accounts; -1 or 0 means unlimited.' })
  @Property({ type: 'integer', default: -1 })
  accountNumber: Opt<number> = -1;

  @Field(() => Date, { nullable: true, description: 'Expiry (UTC); sign-in and refresh are refused afterwards. Null: never.' })
  @Property({ type: DateTimeType, length: 3, nullable: true })
  expireTime?: Date | null;

  @Field(() => ID, { nullable: true, description: 'Tenant package limiting its menus, or null.' })
  @Property({ type: IdType, nullable: true })
  packageId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Dedicated datasource holding the tenant data, or null (main database).' })
  @Property({ type: IdType, nullable: true })
  datasourceId?: string | null;

  @Property({ type: 'string', length: 1000, nullable: true })
  licenseKey?: string | null;

  /**
   * Digest of the menu set last given to the tenant's `admin` role from tenant.default.menuCode or the
   * package (tenant-admin-menus.ts); null when the role's menus are configured by hand (never exposed).
   */
  @Property({ type: 'string', length: 64, nullable: true })
  adminMenuDigest?: string | null;
}
