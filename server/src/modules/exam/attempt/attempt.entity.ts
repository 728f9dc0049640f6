import { DateTimeType, Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { AttemptGradingState, AttemptState, type SubmitSource } from '../shared/attempt-enums';
import type { AttemptLayout } from '../shared/attempt-layout.types';
import { LongJsonType } from '../shared/long-json.type';

/**
 * One attempt of a candidate at an examination (reference/exam-domain.md §c.3, §c.5). `state` is the
 * lifecycle, `gradingState` the grading progress once SUBMITTED. `deadlineAt` is fixed at start by the
 * server. Scores are hundredths of a point. Changes are conditional updates on `state` / `rowVersion`.
 */
@Entity({ tableName: 'exam_attempt' })
@Unique({ properties: ['examinationId', 'userId', 'attemptNo'] })
@Index({ properties: ['state', 'deadlineAt'] })
@Index({ properties: ['state', 'gradingState', 'submittedAt'] })
@Index({ properties: ['tenantId', 'userId', 'examinationId'] })
export class Attempt extends TenantScopedEntity {
  @Property({ type: IdType })
  examinationId!: string;

  @Property({ type: IdType })
  userId!: string;

  /** 1, 2, ... per (examination, user). */
  @Property({ type: 'integer' })
  attemptNo!: number;

  @Property({ type: 'string', length: 20, default: AttemptState.IN_PROGRESS })
  state: Opt<AttemptState> = AttemptState.IN_PROGRESS;

  /** The examination's frozen paper the layout was built from. */
  @Property({ type: IdType })
  snapshotId!: string;

  @Property({ type: new LongJsonType<AttemptLayout>() })
  layout!: AttemptLayout;

  @Property({ type: DateTimeType, length: 3 })
  startedAt!: Date;

  /** Server-computed at start: PER_ATTEMPT min(start + duration, closeAt); FIXED_WINDOW closeAt (attempt-deadline.ts); capped when the
   * close moves earlier or the examination is ended now. */
  @Property({ type: DateTimeType, length: 3 })
  deadlineAt!: Date;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  submittedAt?: Date | null;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  lastSavedAt?: Date | null;

  /** When a proctor paused the attempt (PAUSED only); resume pushes deadlineAt by the time since. */
  @Property({ type: DateTimeType, length: 3, nullable: true })
  pausedAt?: Date | null;

  /** Sum of the items' auto scores, hundredths. */
  @Property({ type: 'integer', nullable: true })
  autoScore?: number | null;

  /** Sum of the items' manual scores, hundredths. */
  @Property({ type: 'integer', nullable: true })
  manualScore?: number | null;

  /** Sum of the items' final scores, hundredths. */
  @Property({ type: 'integer', nullable: true })
  totalScore?: number | null;

  /** totalScore >= the examination's pass score, once graded. */
  @Property({ type: 'boolean', nullable: true })
  passed?: boolean | null;

  @Property({ type: 'string', length: 24, default: AttemptGradingState.UNGRADED })
  gradingState: Opt<AttemptGradingState> = AttemptGradingState.UNGRADED;

  /** When a grading job claimed the attempt (a stale claim may be taken over). */
  @Property({ type: DateTimeType, length: 3, nullable: true })
  gradingClaimedAt?: Date | null;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  gradedAt?: Date | null;

  @Property({ type: 'string', length: 24, nullable: true })
  submitSource?: SubmitSource | null;

  /** Idempotency key of the submit that moved the attempt to SUBMITTED. */
  @Property({ type: 'string', length: 64, nullable: true })
  submitKey?: string | null;

  /** Bumped by every state change (optimistic lock). */
  @Property({ type: 'integer', default: 0 })
  rowVersion: Opt<number> = 0;

  @Property({ type: 'string', length: 64, nullable: true })
  clientIp?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  userAgent?: string | null;

  /** Integrity events counted against the examination's policy. */
  @Property({ type: 'integer', default: 0 })
  integrityCount: Opt<number> = 0;
}
