import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';

/** A question bank of one tenant: a named, coded collection of questions (the original's examQuestionBank). */
@Entity({ tableName: 'exam_question_bank' })
@Unique({ properties: ['tenantId', 'code'] })
@Index({ properties: ['tenantId', 'name'] })
export class QuestionBank extends TenantScopedEntity {
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Unique per tenant (letters, digits, `_`, `-`). */
  @Property({ type: 'string', length: 64 })
  code!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  description?: string | null;
}
