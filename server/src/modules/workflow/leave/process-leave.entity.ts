import { DateTimeType, Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** A leave request (the legacy blade_process_leave), the business object of the leave process (business key `blade_process_leave:<id>`). */
@Entity({ tableName: 'blade_process_leave' })
@Index({ name: 'process_leave_tenant_creator_index', properties: ['tenantId', 'createUser'] })
export class ProcessLeave extends TenantScopedEntity {
  @Property({ type: IdType })
  processDefinitionId!: string;

  @Index({ name: 'process_leave_instance_index' })
  @Property({ type: IdType, nullable: true })
  processInstanceId?: string | null;

  @Property({ type: DateTimeType, length: 3 })
  startTime!: Date;

  @Property({ type: DateTimeType, length: 3 })
  endTime!: Date;

  /** Computed by the server from the dates (never taken from the client). */
  @Property({ type: 'integer' })
  days!: number;

  @Property({ type: 'string', length: 2000 })
  reason!: string;

  /** The approver picked on the form (a user id), the `taskUser` variable. */
  @Property({ type: IdType })
  taskUser!: string;

  @Property({ type: DateTimeType, length: 3 })
  applyTime!: Date;
}
