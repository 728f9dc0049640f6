import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { whileLive } from '../../../core/db/live-unique';

/** A job post (dictionary post_category: 1 senior, 2 middle, 3 base, 4 other). */
@Entity({ tableName: 'blade_post' })
@Index({ properties: ['tenantId', 'postCode'] })
@Unique({ name: 'blade_post_tenant_live_code_unique', properties: ['tenantId', 'livePostCode'] })
export class Post extends TenantScopedEntity {
  @Property({ type: 'integer', default: 1 })
  category: Opt<number> = 1;

  @Property({ type: 'string', length: 12 })
  postCode!: string;

  /** The code while the post is live: unique in the tenant among live posts. */
  @Property<Post>({ type: 'string', length: 12, hidden: true, generated: whileLive<Post>('postCode') })
  livePostCode?: Opt<string> | null;

  @Property({ type: 'string', length: 64 })
  postName!: string;

  @Property({ type: 'integer', default: 1 })
  sort: Opt<number> = 1;

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}
