import type { EntityManager } from '@mikro-orm/core';
import { inTransaction } from '../../../core/db/transaction';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { WorkflowRepositoryService } from '../repository/workflow-repository.service';
import type { InstanceCommandRunner, ProcessVariables } from '../runtime/instance-command-runner';
import { withLockRetry } from '../runtime/lock-retry';
import { WfProcessInstance } from '../runtime/wf-process-instance.entity';
import { workflowActorOf, type WorkflowActor } from '../workflow-actor';
import { CandidateKind, TaskStatus } from '../workflow-enums';
import { workflowErrors } from '../workflow-errors';
import { WfTaskCandidate } from './wf-task-candidate.entity';
import { WfTask } from './wf-task.entity';

export interface CompleteTaskInput {
  pass: boolean;
  comment?: string | null;
  variables?: ProcessVariables | null;
}

/**
 * Task commands (reference §5.1 TaskService, §5.7, §5.8): claim/unclaim are conditional updates without the engine;
 * complete goes through the command runner. Other tenants' tasks are NOT_FOUND (tenant filter).
 */
export class WorkflowTaskService {
  constructor(
    private readonly repository: WorkflowRepositoryService,
    private readonly runner: InstanceCommandRunner,
  ) {}

  /** Claims an unassigned task the caller is a candidate of (as user or through a role alias). */
  async claim(context: SignedInContext, taskId: string): Promise<WfTask> {
    const actor = workflowActorOf(context.actor);
    const task = await this.task(context.em, taskId);
    await this.requireMovable(context.em, task);
    if (!(await this.isCandidate(context.em, task, actor))) {
      throw workflowErrors.notCandidate();
    }
    const now = new Date();
    const claimed = await this.guarded(context.em, async (em) => {
      const changed = await em.nativeUpdate(
        WfTask,
        { id: task.id, taskStatus: TaskStatus.ACTIVE, assigneeId: null },
        { assigneeId: actor.userId, claimedAt: now, rev: task.rev + 1 },
      );
      if (changed === 1) {
        await em.nativeUpdate(WfTaskCandidate, { taskId: task.id }, { open: false });
      }
      return changed;
    });
    if (claimed !== 1) {
      throw workflowErrors.taskAlreadyClaimed();
    }
    return this.task(context.em, taskId);
  }

  /** Gives a claimed task back to its candidates (the assignee only; tasks without candidates cannot be unclaimed). */
  async unclaim(context: SignedInContext, taskId: string): Promise<WfTask> {
    const actor = workflowActorOf(context.actor);
    const task = await this.task(context.em, taskId);
    await this.requireMovable(context.em, task);
    if (task.assigneeId !== actor.userId || (await context.em.count(WfTaskCandidate, { taskId: task.id })) === 0) {
      throw workflowErrors.notAssignee();
    }
    const released = await this.guarded(context.em, async (em) => {
      const changed = await em.nativeUpdate(
        WfTask,
        { id: task.id, taskStatus: TaskStatus.ACTIVE, assigneeId: actor.userId },
        { assigneeId: null, claimedAt: null, rev: task.rev + 1 },
      );
      if (changed === 1) {
        await em.nativeUpdate(WfTaskCandidate, { taskId: task.id }, { open: true });
      }
      return changed;
    });
    if (released !== 1) {
      throw workflowErrors.taskNotActive();
    }
    return this.task(context.em, taskId);
  }

  /** Completes the caller's task with pass/reject, a comment (default 同意/驳回) and variables; candidates claim first. */
  async complete(context: SignedInContext, taskId: string, input: CompleteTaskInput): Promise<WfTask> {
    const actor = workflowActorOf(context.actor);
    const task = await this.task(context.em, taskId);
    await this.requireMovable(context.em, task);
    if (task.assigneeId === null || task.assigneeId === undefined) {
      throw (await this.isCandidate(context.em, task, actor)) ? workflowErrors.claimFirst() : workflowErrors.notCandidate();
    }
    if (task.assigneeId !== actor.userId) {
      throw workflowErrors.notAssignee();
    }
    const definition = await this.repository.definition(context.em, task.definitionId);
    return this.runner.complete(context.em, definition, {
      taskId: task.id,
      userId: actor.userId,
      pass: input.pass,
      comment: input.comment ?? null,
      variables: input.variables ?? {},
    });
  }

  /** A conditional task update and its candidate rows in one transaction, run again on lock contention. */
  private guarded(em: EntityManager, work: (em: EntityManager) => Promise<number>): Promise<number> {
    return withLockRetry(em, (attemptEm) => inTransaction(attemptEm, () => work(attemptEm)));
  }

  private async task(em: EntityManager, taskId: string): Promise<WfTask> {
    const task = isId(taskId) ? await em.findOne(WfTask, { id: taskId }, { refresh: true }) : null;
    if (!task) {
      throw workflowErrors.taskNotFound();
    }
    return task;
  }

  /** Suspended instances (and their SUSPENDED tasks) refuse every lifecycle operation; finished tasks are CONFLICT. */
  private async requireMovable(em: EntityManager, task: WfTask): Promise<void> {
    const instance = await em.findOne(WfProcessInstance, { id: task.instanceId }, { refresh: true });
    if (!instance) {
      throw workflowErrors.taskNotFound();
    }
    if (instance.suspended || task.taskStatus === TaskStatus.SUSPENDED) {
      throw workflowErrors.instanceSuspended();
    }
    if (task.taskStatus !== TaskStatus.ACTIVE) {
      throw workflowErrors.taskNotActive();
    }
  }

  private async isCandidate(em: EntityManager, task: WfTask, actor: WorkflowActor): Promise<boolean> {
    const count = await em.count(WfTaskCandidate, {
      taskId: task.id,
      $or: [
        { kind: CandidateKind.USER, ref: actor.userId },
        ...(actor.roleAliases.length > 0 ? [{ kind: CandidateKind.GROUP, ref: { $in: [...actor.roleAliases] } }] : []),
      ],
    });
    return count > 0;
  }
}
