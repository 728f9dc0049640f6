import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * One department of an ORG_UNITS examination's audience (exam_examination_dept): the queryable form of
 * Examination.audienceDeptIds, rewritten with it, so "examinations open to my departments" is one indexed query.
 */
@Entity({ tableName: 'exam_examination_dept' })
@Unique({ properties: ['examinationId', 'deptId'] })
@Index({ properties: ['tenantId', 'deptId'] })
export class ExamAudienceDept extends TenantScopedEntity {
  @Property({ type: IdType })
  examinationId!: string;

  @Property({ type: IdType })
  deptId!: string;
}
