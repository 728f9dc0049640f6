import { DateTimeType, Entity, Index, Property, Unique } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * One visited activity or taken sequence flow of an instance, written from engine events in the command's
 * transaction. `activityType` is the legacy `historyActivityType` (startEvent, userTask, exclusiveGateway,
 * sequenceFlow, endEvent, ...).
 */
@Entity({ tableName: 'wf_activity_history' })
@Unique({ name: 'wf_history_instance_execution_activity_unique', properties: ['instanceId', 'executionId', 'activityId'] })
@Index({ name: 'wf_history_instance_seq_index', properties: ['instanceId', 'seq'] })
export class WfActivityHistory extends TenantScopedEntity {
  @Property({ type: IdType })
  instanceId!: string;

  /** Order within the instance. */
  @Property({ type: 'integer' })
  seq!: number;

  @Property({ type: 'string', length: 255 })
  activityId!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  activityName?: string | null;

  @Property({ type: 'string', length: 64 })
  activityType!: string;

  @Property({ type: 'string', length: 255 })
  executionId!: string;

  @Property({ type: IdType, nullable: true })
  taskId?: string | null;

  @Property({ type: IdType, nullable: true })
  assigneeId?: string | null;

  @Property({ type: DateTimeType, length: 3 })
  startedAt!: Date;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  endedAt?: Date | null;

  @Property({ type: 'bigint', nullable: true })
  durationMs?: number | null;
}
