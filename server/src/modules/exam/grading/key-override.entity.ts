import { DateTimeType, Entity, Property, Unique } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import type { SnapshotQuestion } from '../shared/paper-snapshot.types';
import { JsonTextType } from '../shared/json-text.type';

/**
 * A fixed answer key laid over an examination's frozen paper (reference/exam-domain.md §c.1: the snapshot
 * itself never changes): written by a regrade from the bank question's current key, so later grading and
 * reviews use and show the fixed key. One row per (examination, question); a later regrade replaces it.
 */
@Entity({ tableName: 'exam_key_override' })
@Unique({ properties: ['tenantId', 'examinationId', 'questionId'] })
export class KeyOverride extends TenantScopedEntity {
  @Property({ type: IdType })
  examinationId!: string;

  @Property({ type: IdType })
  questionId!: string;

  /** The question as the snapshot holds it, with the key (options' flags and weights, blanks) replaced. */
  @Property({ type: new JsonTextType<SnapshotQuestion>() })
  question!: SnapshotQuestion;

  /** ONLY_RAISE, BOTH_WAYS or FULL_MARKS. */
  @Property({ type: 'string', length: 16 })
  mode!: string;

  @Property({ type: 'string', length: 500 })
  reason!: string;

  @Property({ type: IdType })
  byUserId!: string;

  @Property({ type: DateTimeType, length: 3 })
  appliedAt!: Date;
}
