import { DateTimeType, Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import type { GradeChangeKind } from '../shared/attempt-enums';

/** Audit of one change of an item's score (manual grading, regrade, answer-key fix). Never updated. */
@Entity({ tableName: 'exam_grade_change' })
@Index({ properties: ['tenantId', 'attemptItemId'] })
@Index({ properties: ['tenantId', 'attemptId'] })
export class GradeChange extends TenantScopedEntity {
  @Property({ type: IdType })
  attemptItemId!: string;

  @Property({ type: IdType })
  attemptId!: string;

  /** Hundredths; null when the item had no score yet. */
  @Property({ type: 'integer', nullable: true })
  oldScore?: number | null;

  /** Hundredths. */
  @Property({ type: 'integer' })
  newScore!: number;

  @Property({ type: 'string', length: 500, nullable: true })
  reason?: string | null;

  @Property({ type: IdType })
  byUserId!: string;

  @Property({ type: 'string', length: 16 })
  kind!: GradeChangeKind;

  @Property({ type: DateTimeType, length: 3 })
  changedAt!: Date;
}
