import { DateTimeType, Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import type { IntegrityAction } from '../shared/examination-enums';
import type { IntegrityEventType } from '../shared/attempt-enums';
import { JsonTextType } from '../shared/json-text.type';

/** Something the exam page reported during an attempt (Hourglass's "anomaly"), and what the policy did. */
@Entity({ tableName: 'exam_integrity_event' })
@Index({ properties: ['tenantId', 'attemptId'] })
@Index({ properties: ['tenantId', 'examinationId'] })
export class IntegrityEvent extends TenantScopedEntity {
  @Property({ type: IdType })
  attemptId!: string;

  @Property({ type: IdType })
  examinationId!: string;

  @Property({ type: IdType })
  userId!: string;

  @Property({ type: 'string', length: 24 })
  eventType!: IntegrityEventType;

  /** When the client says it happened (may be skewed); createTime is when the server received it. */
  @Property({ type: DateTimeType, length: 3, nullable: true })
  occurredAt?: Date | null;

  /** Free-form client detail (bounded). */
  @Property({ type: new JsonTextType<Record<string, unknown> | null>(), nullable: true })
  detail?: Record<string, unknown> | null;

  /** The attempt's integrityCount after this event (counted events only). */
  @Property({ type: 'integer', default: 0 })
  countAfter: Opt<number> = 0;

  /** What the policy did (null: below the threshold or not counted). */
  @Property({ type: 'string', length: 24, nullable: true })
  actionTaken?: IntegrityAction | null;

  @Property({ type: 'boolean', default: false })
  forgiven: Opt<boolean> = false;

  @Property({ type: IdType, nullable: true })
  forgivenBy?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  note?: string | null;
}
