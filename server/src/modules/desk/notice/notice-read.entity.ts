import { DateTimeType, Entity, Index, Property, Unique } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** That a user has read a notice (one row per user and notice). */
@Entity({ tableName: 'blade_notice_read' })
@Unique({ properties: ['noticeId', 'userId'] })
@Index({ properties: ['tenantId', 'userId'] })
export class NoticeRead extends TenantScopedEntity {
  @Property({ type: IdType })
  noticeId!: string;

  @Property({ type: IdType })
  userId!: string;

  @Property({ type: DateTimeType, length: 3 })
  readTime!: Date;
}
