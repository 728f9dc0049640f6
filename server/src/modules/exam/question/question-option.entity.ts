import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { LongTextType } from '../../../core/db/long-text.type';

/** An option of a choice question (the original's examSubjectOption). */
@Entity({ tableName: 'exam_subject_option' })
@Index({ properties: ['tenantId', 'questionId', 'sort'] })
export class QuestionOption extends TenantScopedEntity {
  @Property({ type: IdType })
  questionId!: string;

  /** Sanitized HTML or plain text. */
  @Property({ type: LongTextType })
  content!: string;

  @Property({ type: 'boolean', default: false })
  isCorrect: Opt<boolean> = false;

  /** WEIGHTED scoring: -100..100 (% of the item's score). */
  @Property({ type: 'integer', default: 0 })
  weightPct: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  sort: Opt<number> = 0;
}
