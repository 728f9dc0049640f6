import { DateTimeType, Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { JobStatus } from '../workflow-enums';

/** A due engine timer of an instance; the poller (workflow-timer-sweep.ts) claims due rows and fires them once. */
@Entity({ tableName: 'wf_job' })
@Index({ name: 'wf_job_status_due_index', properties: ['jobStatus', 'dueAt'] })
@Index({ name: 'wf_job_instance_status_index', properties: ['instanceId', 'jobStatus'] })
export class WfJob extends TenantScopedEntity {
  @Property({ type: IdType })
  instanceId!: string;

  @Property({ type: 'string', length: 255 })
  activityId!: string;

  @Property({ type: 'string', length: 255 })
  executionId!: string;

  @Property({ type: 'string', length: 16, default: 'TIMER' })
  jobType: Opt<string> = 'TIMER';

  @Property({ type: DateTimeType, length: 3 })
  dueAt!: Date;

  @Property({ type: 'string', length: 16, default: JobStatus.SCHEDULED })
  jobStatus: Opt<JobStatus> = JobStatus.SCHEDULED;

  @Property({ type: 'string', length: 64, nullable: true })
  lockedBy?: string | null;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  lockExpiresAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'string', length: 2000, nullable: true })
  lastError?: string | null;

  @Property({ type: 'integer', default: 0 })
  rev: Opt<number> = 0;
}
