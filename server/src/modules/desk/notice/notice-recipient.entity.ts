import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * One addressee of an addressed notice (Notice.addressed): only these users see it among their notices.
 * Notices without addressees (the default) are for every user of the tenant.
 */
@Entity({ tableName: 'blade_notice_recipient' })
@Unique({ properties: ['noticeId', 'userId'] })
@Index({ properties: ['tenantId', 'userId'] })
export class NoticeRecipient extends TenantScopedEntity {
  @Property({ type: IdType })
  noticeId!: string;

  @Property({ type: IdType })
  userId!: string;
}
