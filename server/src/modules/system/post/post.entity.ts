import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';

/** A job post (dictionary post_category: 1 senior, 2 middle, 3 base, 4 other). */
@Entity({ tableName: 'blade_post' })
@Index({ properties: ['tenantId', 'postCode'] })
export class Post extends TenantScopedEntity {
  @Property({ type: 'integer', default: 1 })
  category: Opt<number> = 1;

  @Property({ type: 'string', length: 12 })
  postCode!: string;

  @Property({ type: 'string', length: 64 })
  postName!: string;

  @Property({ type: 'integer', default: 1 })
  sort: Opt<number> = 1;

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}
