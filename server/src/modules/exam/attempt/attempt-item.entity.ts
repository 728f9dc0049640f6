import { DateTimeType, BigIntType, Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { ItemGradingState, type Correctness } from '../shared/attempt-enums';
import type { AttemptResponse } from '../shared/attempt-layout.types';
import { JsonTextType } from '../shared/json-text.type';

/**
 * The answer of one slot of an attempt (the original's exam_examination_user_option). One row per slot is
 * written when the attempt starts; saves change it with one conditional update keyed by (attemptId, slot)
 * that only applies a newer clientSeq. Scores are hundredths of a point.
 */
@Entity({ tableName: 'exam_examination_user_option' })
@Unique({ properties: ['attemptId', 'slot'] })
@Index({ properties: ['tenantId', 'questionId'] })
@Index({ properties: ['gradingState', 'attemptId'] })
export class AttemptItem extends TenantScopedEntity {
  @Property({ type: IdType })
  attemptId!: string;

  /** 1-based position in the attempt's layout. */
  @Property({ type: 'integer' })
  slot!: number;

  @Property({ type: IdType })
  questionId!: string;

  /** Hundredths of a point. */
  @Property({ type: 'integer' })
  maxScore!: number;

  /** Null until the first save. */
  @Property({ type: new JsonTextType<AttemptResponse | null>(), nullable: true })
  response?: AttemptResponse | null;

  /** The client's sequence number of the saved response (monotonic per attempt); 0 = never saved. */
  @Property({ type: new BigIntType('number'), default: 0 })
  clientSeq: Opt<number> = 0;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  savedAt?: Date | null;

  /** Marked for review by the candidate. */
  @Property({ type: 'boolean', default: false })
  flagged: Opt<boolean> = false;

  @Property({ type: 'integer', nullable: true })
  autoScore?: number | null;

  @Property({ type: 'integer', nullable: true })
  manualScore?: number | null;

  @Property({ type: 'integer', nullable: true })
  finalScore?: number | null;

  @Property({ type: 'string', length: 10, nullable: true })
  isCorrect?: Correctness | null;

  @Property({ type: 'string', length: 20, default: ItemGradingState.UNGRADED })
  gradingState: Opt<ItemGradingState> = ItemGradingState.UNGRADED;

  @Property({ type: IdType, nullable: true })
  graderId?: string | null;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  gradedAt?: Date | null;

  /** The grader's comment to the candidate. */
  @Property({ type: 'string', length: 4000, nullable: true })
  feedback?: string | null;
}
