import { DateTimeType, Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * A candidate's accommodation on one examination (reference/exam-domain.md §c.3 "Accommodation": Hourglass and
 * Moodle user overrides): extra time, an own window, more attempts, and exemption from the integrity actions.
 * One row per examination and user; removing deletes the row (a later upsert starts afresh).
 */
@Entity({ tableName: 'exam_accommodation' })
@Unique({ properties: ['examinationId', 'userId'] })
export class ExamAccommodation extends TenantScopedEntity {
  @Property({ type: IdType })
  examinationId!: string;

  @Property({ type: IdType })
  userId!: string;

  /** Extra time as a share of the duration, in percent (0..300). */
  @Property({ type: 'integer', default: 0 })
  extraTimePct: Opt<number> = 0;

  /** Extra minutes on top (0..600). */
  @Property({ type: 'integer', default: 0 })
  extraTimeMin: Opt<number> = 0;

  /** The candidate's own window start; null: the examination's. */
  @Property({ type: DateTimeType, length: 3, nullable: true })
  openAtOverride?: Date | null;

  /** The candidate's own window end; null: the examination's. */
  @Property({ type: DateTimeType, length: 3, nullable: true })
  closeAtOverride?: Date | null;

  /** Attempts allowed to this candidate (1..100); null: the examination's. */
  @Property({ type: 'integer', nullable: true })
  maxAttemptsOverride?: number | null;

  /** Integrity events are still logged, but no WARN/LOCK/AUTO_SUBMIT action follows them. */
  @Property({ type: 'boolean', default: false })
  integrityExempt: Opt<boolean> = false;

  @Property({ type: 'string', length: 500, nullable: true })
  note?: string | null;
}
