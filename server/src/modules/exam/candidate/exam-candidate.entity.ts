import { DateTimeType, Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { CandidateStatus } from '../shared/examination-enums';

/**
 * A candidate on an examination's roster (the original's exam_examination_user, "exam students").
 * Removing sets REMOVED (the row stays, so adding again reactivates it). `candidateStatus` is the roster
 * state (BaseEntity.status is the row flag).
 */
@Entity({ tableName: 'exam_examination_user' })
@Unique({ properties: ['examinationId', 'userId'] })
@Index({ properties: ['tenantId', 'userId', 'candidateStatus'] })
export class ExamCandidate extends TenantScopedEntity {
  @Property({ type: IdType })
  examinationId!: string;

  @Property({ type: IdType })
  userId!: string;

  /** The user's (first) department when added; null if they had none. */
  @Property({ type: IdType, nullable: true })
  deptId?: string | null;

  @Property({ type: 'string', length: 20, default: CandidateStatus.ACTIVE })
  candidateStatus: Opt<CandidateStatus> = CandidateStatus.ACTIVE;

  @Property({ type: IdType })
  addedBy!: string;

  @Property({ type: DateTimeType, length: 3 })
  addedAt: Opt<Date> = new Date();
}
