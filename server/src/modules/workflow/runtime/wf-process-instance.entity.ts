import { DateTimeType, Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { LongTextType } from '../../../core/db/long-text.type';
import { InstanceStatus } from '../workflow-enums';

/**
 * A running or finished process instance. The row is the lock target of every command on the instance
 * (`FOR UPDATE` on MySQL/MariaDB, a conditional `rev` update on libSQL); `variables` (JSON) is the source of truth
 * for process variables, written only by the command runner.
 */
@Entity({ tableName: 'wf_process_instance' })
@Index({ name: 'wf_instance_tenant_status_started_index', properties: ['tenantId', 'instanceStatus', 'startedAt'] })
@Index({ name: 'wf_instance_tenant_starter_index', properties: ['tenantId', 'startUserId', 'startedAt'] })
@Index({ name: 'wf_instance_definition_status_index', properties: ['definitionId', 'instanceStatus'] })
@Unique({ name: 'wf_instance_tenant_business_key_unique', properties: ['tenantId', 'businessKey'] })
export class WfProcessInstance extends TenantScopedEntity {
  @Property({ type: IdType })
  definitionId!: string;

  @Property({ type: 'string', length: 255 })
  definitionKey!: string;

  @Property({ type: 'integer' })
  definitionVersion!: number;

  @Property({ type: 'string', length: 255, nullable: true })
  category?: string | null;

  /** `table:id`, e.g. `blade_process_leave:123`; unique per tenant when set. */
  @Property({ type: 'string', length: 255, nullable: true })
  businessKey?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  businessTable?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  businessId?: string | null;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: IdType })
  startUserId!: string;

  @Property({ type: DateTimeType, length: 3 })
  startedAt!: Date;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  endedAt?: Date | null;

  @Property({ type: 'string', length: 255, nullable: true })
  endActivityId?: string | null;

  @Property({ type: 'string', length: 16, default: InstanceStatus.RUNNING })
  instanceStatus: Opt<InstanceStatus> = InstanceStatus.RUNNING;

  @Property({ type: 'boolean', default: false })
  suspended: Opt<boolean> = false;

  @Property({ type: 'string', length: 2000, nullable: true })
  deleteReason?: string | null;

  /** Process variables as JSON. */
  @Property({ type: LongTextType })
  variables!: string;

  @Property({ type: 'integer', default: 0 })
  rev: Opt<number> = 0;
}
