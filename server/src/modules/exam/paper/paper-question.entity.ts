import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** A question placed in a paper section with its score (the original's examSubjectTest link). */
@Entity({ tableName: 'exam_subject_test' })
@Index({ properties: ['tenantId', 'paperId', 'sectionId', 'sort'] })
@Index({ properties: ['tenantId', 'questionId'] })
export class PaperQuestion extends TenantScopedEntity {
  @Property({ type: IdType })
  paperId!: string;

  @Property({ type: IdType })
  sectionId!: string;

  @Property({ type: IdType })
  questionId!: string;

  /** Hundredths of a point. */
  @Property({ type: 'integer' })
  score!: number;

  @Property({ type: 'integer', default: 0 })
  sort: Opt<number> = 0;
}
