import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { PaperMode, PaperStatus } from '../shared/exam-enums';

/** A test paper (the original's examTestPaper): sections with fixed questions and/or draw rules. */
@Entity({ tableName: 'exam_test_paper' })
@Index({ properties: ['tenantId', 'paperStatus'] })
export class Paper extends TenantScopedEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 20, default: PaperMode.FIXED })
  mode: Opt<PaperMode> = PaperMode.FIXED;

  /** Hundredths of a point. */
  @Property({ type: 'integer', default: 0 })
  passScore: Opt<number> = 0;

  /**
   * When set (1..100), the pass score follows the total at this percentage and is derived again on every
   * change of the structure; null when the teacher fixed the pass score in points.
   */
  @Property({ type: 'integer', nullable: true })
  passScorePct?: number | null;

  @Property({ type: 'integer', nullable: true })
  suggestedDurationMin?: number | null;

  @Property({ type: 'string', length: 20, default: PaperStatus.DRAFT })
  paperStatus: Opt<PaperStatus> = PaperStatus.DRAFT;

  /** Derived: sum of fixed item scores and count x scoreEach of every rule, hundredths. Kept up to date on every edit. */
  @Property({ type: 'integer', default: 0 })
  totalScore: Opt<number> = 0;
}
