import { DateTimeType, Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { TaskStatus, type TaskOutcome } from '../workflow-enums';

/**
 * A user task, running and finished (no copy to a history table). `(instanceId, executionId)` is unique so
 * that the engine's re-emitted `wait` on recover upserts instead of duplicating.
 */
@Entity({ tableName: 'wf_task' })
@Unique({ name: 'wf_task_instance_execution_unique', properties: ['instanceId', 'executionId'] })
@Index({ name: 'wf_task_tenant_assignee_index', properties: ['tenantId', 'assigneeId', 'taskStatus', 'createTime'] })
@Index({ name: 'wf_task_tenant_completed_index', properties: ['tenantId', 'completedBy', 'endedAt'] })
@Index({ name: 'wf_task_instance_status_index', properties: ['instanceId', 'taskStatus'] })
export class WfTask extends TenantScopedEntity {
  @Property({ type: IdType })
  instanceId!: string;

  @Property({ type: IdType })
  definitionId!: string;

  @Property({ type: 'string', length: 255 })
  definitionKey!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  category?: string | null;

  @Property({ type: 'string', length: 255 })
  activityId!: string;

  @Property({ type: 'string', length: 255 })
  executionId!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: IdType, nullable: true })
  assigneeId?: string | null;

  @Property({ type: IdType, nullable: true })
  ownerId?: string | null;

  @Property({ type: 'string', length: 16, default: TaskStatus.ACTIVE })
  taskStatus: Opt<TaskStatus> = TaskStatus.ACTIVE;

  @Property({ type: 'integer', default: 50 })
  priority: Opt<number> = 50;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  dueAt?: Date | null;

  @Property({ type: 'string', length: 255, nullable: true })
  formKey?: string | null;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  claimedAt?: Date | null;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  endedAt?: Date | null;

  @Property({ type: IdType, nullable: true })
  completedBy?: string | null;

  @Property({ type: 'string', length: 16, nullable: true })
  outcome?: TaskOutcome | null;

  @Property({ type: 'integer', default: 0 })
  rev: Opt<number> = 0;
}
