import { DateTimeType, Entity, Index, Property, Unique } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * A grader's claim on a question of an examination or on one answered item (Hourglass's grading locks):
 * no two graders work on the same thing. `lockKey` names what is locked ("item:<attemptItemId>" or
 * "question:<examinationId>:<questionId>") so taking a lock is one insert against the unique key.
 */
@Entity({ tableName: 'exam_grading_lock' })
@Unique({ properties: ['tenantId', 'lockKey'] })
@Index({ properties: ['tenantId', 'examinationId', 'graderId'] })
export class GradingLock extends TenantScopedEntity {
  @Property({ type: 'string', length: 80 })
  lockKey!: string;

  @Property({ type: IdType })
  examinationId!: string;

  /** Locked question (all its items in the examination), or null for an item lock. */
  @Property({ type: IdType, nullable: true })
  questionId?: string | null;

  /** Locked item, or null for a question lock. */
  @Property({ type: IdType, nullable: true })
  attemptItemId?: string | null;

  @Property({ type: IdType })
  graderId!: string;

  @Property({ type: DateTimeType, length: 3 })
  lockedAt!: Date;

  /** An abandoned lock may be taken over after this time. */
  @Property({ type: DateTimeType, length: 3 })
  expiresAt!: Date;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  completedAt?: Date | null;
}
