import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import type { QuestionType } from '../shared/exam-enums';

/** Draws `count` ENABLED questions of a bank, type and (optional) difficulty into a section, each worth `scoreEach`. */
@Entity({ tableName: 'exam_paper_draw_rule' })
@Index({ properties: ['tenantId', 'paperId', 'sectionId', 'sort'] })
export class PaperDrawRule extends TenantScopedEntity {
  @Property({ type: IdType })
  paperId!: string;

  @Property({ type: IdType })
  sectionId!: string;

  @Property({ type: IdType })
  bankId!: string;

  @Property({ type: 'string', length: 20 })
  questionType!: QuestionType;

  /** 1..5, or null for any difficulty. */
  @Property({ type: 'integer', nullable: true })
  difficulty?: number | null;

  @Property({ type: 'integer' })
  count!: number;

  /** Hundredths of a point. */
  @Property({ type: 'integer' })
  scoreEach!: number;

  @Property({ type: 'integer', default: 0 })
  sort: Opt<number> = 0;
}
