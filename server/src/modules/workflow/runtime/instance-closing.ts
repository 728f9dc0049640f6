import { raw, type EntityManager } from '@mikro-orm/core';
import { WfJob } from '../job/wf-job.entity';
import { WfTaskCandidate } from '../task/wf-task-candidate.entity';
import { WfTask } from '../task/wf-task.entity';
import { InstanceStatus, JobStatus, TaskStatus } from '../workflow-enums';
import { WfProcessInstance } from './wf-process-instance.entity';

export interface CloseInstances {
  reason: string;
  userId: string;
  now: Date;
}

/**
 * Ends running instances as DELETED (reference §5.8): the instance rows get the reason and end time (and `rev`
 * moves, so a command that read them before runs again and sees the end), their open tasks become CANCELED
 * (candidate rows closed), their scheduled timers CANCELED. History and comments stay. Runs inside the caller's
 * transaction; returns how many instances were ended.
 */
export async function closeInstances(em: EntityManager, instanceIds: string[], close: CloseInstances): Promise<number> {
  if (instanceIds.length === 0) {
    return 0;
  }
  const ended = await em.nativeUpdate(
    WfProcessInstance,
    { id: { $in: instanceIds }, instanceStatus: InstanceStatus.RUNNING },
    {
      instanceStatus: InstanceStatus.DELETED,
      deleteReason: close.reason.slice(0, 2000),
      endedAt: close.now,
      rev: raw('rev + 1'),
      updateUser: close.userId,
      updateTime: close.now,
    },
  );
  const open = await em.find(
    WfTask,
    { instanceId: { $in: instanceIds }, taskStatus: { $in: [TaskStatus.ACTIVE, TaskStatus.SUSPENDED] } },
    { fields: ['id'] },
  );
  if (open.length > 0) {
    const taskIds = open.map((task) => task.id);
    await em.nativeUpdate(
      WfTask,
      { id: { $in: taskIds }, taskStatus: { $in: [TaskStatus.ACTIVE, TaskStatus.SUSPENDED] } },
      { taskStatus: TaskStatus.CANCELED, endedAt: close.now, rev: raw('rev + 1') },
    );
    await em.nativeUpdate(WfTaskCandidate, { taskId: { $in: taskIds } }, { open: false });
  }
  await em.nativeUpdate(
    WfJob,
    { instanceId: { $in: instanceIds }, jobStatus: { $in: [JobStatus.SCHEDULED, JobStatus.RUNNING] } },
    { jobStatus: JobStatus.CANCELED, lockedBy: null, lockExpiresAt: null },
  );
  return ended;
}
