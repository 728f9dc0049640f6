import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** A section of a paper (e.g. "一、单选题") with its instructions. */
@Entity({ tableName: 'exam_paper_section' })
@Index({ properties: ['tenantId', 'paperId', 'sort'] })
export class PaperSection extends TenantScopedEntity {
  @Property({ type: IdType })
  paperId!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 2000, nullable: true })
  instructions?: string | null;

  @Property({ type: 'integer', default: 0 })
  sort: Opt<number> = 0;

  @Property({ type: 'boolean', default: false })
  shuffleQuestions: Opt<boolean> = false;
}
