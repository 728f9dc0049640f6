import { Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import type { ProctorActionKind } from './proctor-enums';

/**
 * Audit of one proctor action on an attempt (reference/exam-domain.md §c.3 ProctorAction). Written in the same
 * transaction as the change it records and never updated; createTime is when it happened.
 */
@Entity({ tableName: 'exam_proctor_action' })
@Index({ properties: ['tenantId', 'attemptId'] })
@Index({ properties: ['tenantId', 'examinationId'] })
export class ProctorAction extends TenantScopedEntity {
  @Property({ type: IdType })
  attemptId!: string;

  @Property({ type: IdType })
  examinationId!: string;

  @Property({ type: 'string', length: 16 })
  action!: ProctorActionKind;

  /** Why the proctor acted (required, 1..500 characters). */
  @Property({ type: 'string', length: 500 })
  reason!: string;

  /** Minutes added (EXTEND only). */
  @Property({ type: 'integer', nullable: true })
  minutes?: number | null;

  /** The forgiven integrity event (FORGIVE only). */
  @Property({ type: IdType, nullable: true })
  integrityEventId?: string | null;

  @Property({ type: IdType })
  byUserId!: string;
}
