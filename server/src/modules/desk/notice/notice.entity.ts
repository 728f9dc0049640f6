import { DateTimeType, Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { LongTextType } from '../../../core/db/long-text.type';

/** Publish state of a notice: drafts are seen by notice editors only, published ones by every user of the tenant. */
export const NOTICE_DRAFT = 0;
export const NOTICE_PUBLISHED = 1;

/** A notice of one tenant (category: dictionary `notice`; content: sanitized rich-text HTML). */
@Entity({ tableName: 'blade_notice' })
@Index({ properties: ['tenantId', 'publishState', 'releaseTime'] })
export class Notice extends TenantScopedEntity {
  @Property({ type: 'string', length: 255 })
  title!: string;

  /** Key of the `notice` dictionary. */
  @Property({ type: 'integer', default: 1 })
  category: Opt<number> = 1;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  releaseTime?: Date | null;

  @Property({ type: LongTextType })
  content!: string;

  /** 0 draft, 1 published. */
  @Property({ type: 'integer', default: NOTICE_DRAFT })
  publishState: Opt<number> = NOTICE_DRAFT;

  /** True: only the users listed in blade_notice_recipient see it (e.g. an exam reminder); false: every user of the tenant. */
  @Property({ type: 'boolean', default: false })
  addressed: Opt<boolean> = false;
}
