import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** A tenant (institution). Global table: tenant management is the one place that sees every tenant. */
@Entity({ tableName: 'blade_tenant' })
export class Tenant extends BaseEntity {
  @Unique()
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 50 })
  tenantName!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  domainUrl?: string | null;

  @Property({ type: 'string', length: 1000, nullable: true })
  backgroundUrl?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  linkman?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  contactNumber?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  address?: string | null;

  /** Maximum number of accounts; -1 or 0 means unlimited. */
  @Property({ type: 'integer', default: -1 })
  accountNumber: Opt<number> = -1;

  @Property({ type: 'datetime', length: 3, nullable: true })
  expireTime?: Date | null;

  @Property({ type: IdType, nullable: true })
  packageId?: string | null;

  @Property({ type: IdType, nullable: true })
  datasourceId?: string | null;

  @Property({ type: 'string', length: 1000, nullable: true })
  licenseKey?: string | null;
}
