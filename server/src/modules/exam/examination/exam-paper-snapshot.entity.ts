import { Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import type { PaperSnapshotData } from '../shared/paper-snapshot.types';
import { LongJsonType } from '../shared/long-json.type';

/**
 * The paper of an examination frozen at publish (reference/exam-domain.md §c.1): never changed afterwards.
 * `createTime` (BaseEntity) is when it was frozen. Holds answer keys: staff and the attempts module only.
 */
@Entity({ tableName: 'exam_paper_snapshot' })
export class ExamPaperSnapshot extends TenantScopedEntity {
  @Index()
  @Property({ type: IdType })
  examinationId!: string;

  @Property({ type: new LongJsonType<PaperSnapshotData>() })
  data!: PaperSnapshotData;

  /** Hundredths of a point (equals data.totalScore). */
  @Property({ type: 'integer' })
  totalScore!: number;
}
