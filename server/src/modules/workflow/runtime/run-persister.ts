import type { EntityManager } from '@mikro-orm/core';
import { isId } from '../../../core/ids/snowflake';
import type { EngineHistoryEvent, EngineRun, TimerKey, WaitingTask } from '../engine/engine-adapter';
import { WfActivityHistory } from '../history/wf-activity-history.entity';
import { WfJob } from '../job/wf-job.entity';
import { WfTaskCandidate } from '../task/wf-task-candidate.entity';
import { WfTask } from '../task/wf-task.entity';
import { CandidateKind, InstanceStatus, JobStatus, TaskStatus } from '../workflow-enums';
import { workflowErrors } from '../workflow-errors';
import { WfInstanceState } from './wf-instance-state.entity';
import type { WfProcessInstance } from './wf-process-instance.entity';

/** The task a command completed (its history row gets the completing user). */
export interface CompletedTask {
  taskId: string;
  executionId: string;
  userId: string;
}

const historyKey = (executionId: string, activityId: string): string => `${executionId}\u0000${activityId}`;

/**
 * Writes one engine run inside the command's transaction: idempotent task upserts on (instance, execution) with
 * their candidate rows, cancels tasks no longer waiting, history rows from the engine events (upserted on
 * (instance, execution, activity)), timer jobs, the engine state and the instance's end.
 */
export class RunPersister {
  async persist(em: EntityManager, instance: WfProcessInstance, run: EngineRun, completed: CompletedTask | null): Promise<void> {
    const now = new Date();
    const tasksByExecution = await this.upsertTasks(em, instance, run.waiting, completed, now);
    await this.writeHistory(em, instance, run.history, tasksByExecution, completed);
    await this.writeJobs(em, instance, run);
    await this.writeState(em, instance, run);
    if (run.ended) {
      instance.instanceStatus = InstanceStatus.COMPLETED;
      instance.endedAt = now;
      instance.endActivityId = run.endActivityId;
    }
  }

  private async upsertTasks(
    em: EntityManager,
    instance: WfProcessInstance,
    waiting: WaitingTask[],
    completed: CompletedTask | null,
    now: Date,
  ): Promise<Map<string, WfTask>> {
    const existing = await em.find(WfTask, { instanceId: instance.id }, { refresh: true });
    const byExecution = new Map(existing.map((task) => [task.executionId, task]));
    const waitingExecutions = new Set(waiting.map((task) => task.executionId));
    for (const task of existing) {
      const open = task.taskStatus === TaskStatus.ACTIVE || task.taskStatus === TaskStatus.SUSPENDED;
      if (open && !waitingExecutions.has(task.executionId) && task.id !== completed?.taskId) {
        // Left without our signal (e.g. a boundary timer interrupted it).
        task.taskStatus = TaskStatus.CANCELED;
        task.endedAt = now;
        await em.nativeUpdate(WfTaskCandidate, { taskId: task.id }, { open: false });
      }
    }
    for (const waitingTask of waiting) {
      if (byExecution.has(waitingTask.executionId)) {
        continue;
      }
      if (waitingTask.assignee !== null && !isId(waitingTask.assignee)) {
        throw workflowErrors.badAssignee(waitingTask.assignee);
      }
      const task = em.create(WfTask, {
        tenantId: instance.tenantId,
        instanceId: instance.id,
        definitionId: instance.definitionId,
        definitionKey: instance.definitionKey,
        category: instance.category ?? null,
        activityId: waitingTask.activityId,
        executionId: waitingTask.executionId,
        name: waitingTask.name,
        assigneeId: waitingTask.assignee,
        taskStatus: instance.suspended ? TaskStatus.SUSPENDED : TaskStatus.ACTIVE,
        priority: waitingTask.priority ?? 50,
        formKey: waitingTask.formKey,
        createTime: now,
      });
      const candidates = [
        ...waitingTask.candidateUsers.map((ref) => ({ kind: CandidateKind.USER, ref })),
        ...waitingTask.candidateGroups.map((ref) => ({ kind: CandidateKind.GROUP, ref })),
      ];
      const seen = new Set<string>();
      for (const candidate of candidates) {
        const key = `${candidate.kind}:${candidate.ref}`;
        if (!seen.has(key)) {
          seen.add(key);
          em.create(WfTaskCandidate, { tenantId: instance.tenantId, taskId: task.id, ...candidate, open: task.assigneeId === null });
        }
      }
      byExecution.set(task.executionId, task);
    }
    return byExecution;
  }

  private async writeHistory(
    em: EntityManager,
    instance: WfProcessInstance,
    events: EngineHistoryEvent[],
    tasks: Map<string, WfTask>,
    completed: CompletedTask | null,
  ): Promise<void> {
    if (events.length === 0) {
      return;
    }
    const rows = await em.find(WfActivityHistory, { instanceId: instance.id }, { refresh: true });
    const byKey = new Map(rows.map((row) => [historyKey(row.executionId, row.activityId), row]));
    let seq = rows.reduce((max, row) => Math.max(max, row.seq), 0);
    for (const event of events) {
      const key = historyKey(event.executionId, event.activityId);
      let row = byKey.get(key);
      if (!row) {
        seq += 1;
        const task = event.activityType === 'sequenceFlow' ? undefined : tasks.get(event.executionId);
        row = em.create(WfActivityHistory, {
          tenantId: instance.tenantId,
          instanceId: instance.id,
          seq,
          activityId: event.activityId,
          activityName: event.activityName,
          activityType: event.activityType,
          executionId: event.executionId,
          taskId: task?.id ?? null,
          assigneeId: task?.assigneeId ?? null,
          startedAt: event.at,
          endedAt: event.kind === 'start' ? null : event.at,
          durationMs: event.kind === 'start' ? null : 0,
        });
        byKey.set(key, row);
        continue;
      }
      if (event.kind === 'end') {
        row.endedAt = event.at;
        row.durationMs = Math.max(0, event.at.getTime() - row.startedAt.getTime());
        if (completed && completed.executionId === event.executionId) {
          row.taskId = completed.taskId;
          row.assigneeId = completed.userId;
        }
      }
    }
  }

  /**
   * Timer jobs: a row per armed timer (idempotent on instance, execution, activity); open rows of timers that fired in
   * this run are DONE, those no longer armed (their activity was left) CANCELED. A job a poller holds (RUNNING) is left
   * to it. An ended instance cancels every open row.
   */
  private async writeJobs(em: EntityManager, instance: WfProcessInstance, run: EngineRun): Promise<void> {
    if (run.ended) {
      await em.nativeUpdate(WfJob, { instanceId: instance.id, jobStatus: JobStatus.SCHEDULED }, { jobStatus: JobStatus.CANCELED });
      return;
    }
    const key = (timer: TimerKey): string => historyKey(timer.executionId, timer.activityId);
    const armed = new Set(run.timers.map(key));
    const fired = new Set(run.firedTimers.map(key));
    const known = await em.find(WfJob, { instanceId: instance.id }, { refresh: true });
    for (const job of known) {
      if (job.jobStatus !== JobStatus.SCHEDULED) {
        continue;
      }
      if (fired.has(key(job))) {
        job.jobStatus = JobStatus.DONE;
      } else if (!armed.has(key(job))) {
        job.jobStatus = JobStatus.CANCELED;
      }
    }
    const knownKeys = new Set(known.map(key));
    for (const timer of run.timers) {
      if (!knownKeys.has(key(timer))) {
        em.create(WfJob, {
          tenantId: instance.tenantId,
          instanceId: instance.id,
          activityId: timer.activityId,
          executionId: timer.executionId,
          dueAt: timer.dueAt,
        });
      }
    }
  }

  private async writeState(em: EntityManager, instance: WfProcessInstance, run: EngineRun): Promise<void> {
    const state = await em.findOne(WfInstanceState, { id: instance.id }, { refresh: true });
    if (state) {
      state.state = run.state;
      state.engineVersion = run.engineVersion;
      return;
    }
    em.create(WfInstanceState, { id: instance.id, tenantId: instance.tenantId, state: run.state, engineVersion: run.engineVersion });
  }
}
