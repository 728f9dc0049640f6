import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { inTransaction } from '../../../core/db/transaction';
import { nextId } from '../../../core/ids/snowflake';
import type { EngineAdapter, EngineRun, TimerKey } from '../engine/engine-adapter';
import { ENGINE_RESERVED_VARIABLES } from '../expression/expression-evaluator';
import type { WfProcessDefinition } from '../repository/wf-process-definition.entity';
import { WfComment } from '../task/wf-comment.entity';
import { WfTask } from '../task/wf-task.entity';
import { CommentType, InstanceStatus, TaskOutcome, TaskStatus } from '../workflow-enums';
import { commandError, workflowErrors } from '../workflow-errors';
import { isSqlite } from '../../../core/db/dialect';
import { RevisionMoved, withLockRetry } from './lock-retry';
import { closeInstances } from './instance-closing';
import { RunPersister } from './run-persister';
import { WfInstanceState } from './wf-instance-state.entity';
import { WfProcessInstance } from './wf-process-instance.entity';

/** Process variables of a command (JSON values only). */
export type ProcessVariables = Record<string, unknown>;

export interface StartCommand {
  definition: WfProcessDefinition;
  startUserId: string;
  variables: ProcessVariables;
  businessTable?: string | null;
  businessId?: string | null;
  name?: string | null;
  /** Writes the business object in the start's own transaction (e.g. the leave row with the new instance id). */
  attach?: (em: EntityManager, instance: WfProcessInstance) => void | Promise<void>;
}

export interface CompleteCommand {
  taskId: string;
  userId: string;
  pass: boolean;
  comment?: string | null;
  variables: ProcessVariables;
}

/** Default comments of BladeX's complete-task. */
export const DEFAULT_PASS_COMMENT = '同意';
export const DEFAULT_REJECT_COMMENT = '驳回';

export function checkVariableNames(variables: ProcessVariables): void {
  for (const name of Object.keys(variables)) {
    if (ENGINE_RESERVED_VARIABLES.has(name) || name === 'constructor' || name === '__proto__' || name === 'prototype') {
      throw workflowErrors.reservedVariable(name);
    }
  }
}

function parseVariables(json: string): ProcessVariables {
  const parsed: unknown = JSON.parse(json);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ProcessVariables) : {};
}

/**
 * The only place that moves instances (reference §5.3). Every command runs in one transaction:
 * lock the instance row -> re-check under the lock -> fresh engine (recover -> signal) -> persist tasks, history,
 * jobs, state -> commit; any failure rolls back and the previous state stays, so a retry is safe.
 *
 * The per-instance lock: on MySQL/MariaDB `SELECT ... FOR UPDATE` on the instance row serialises commands across
 * nodes (then `rev` is bumped). On libSQL (SQLite ignores FOR UPDATE) the transaction's first statement is the
 * conditional `UPDATE wf_process_instance SET rev = <seen> + 1 WHERE id = ? AND rev = <seen>` with `rev` read just
 * before: SQLite admits one writer at a time, a second writer gets SQLITE_BUSY, and a command whose read was
 * overtaken by another commit updates no row; both run again (`withLockRetry`), re-reading everything.
 */
export class InstanceCommandRunner {
  private readonly persister = new RunPersister();

  constructor(private readonly engine: EngineAdapter) {}

  async start(em: EntityManager, command: StartCommand): Promise<WfProcessInstance> {
    checkVariableNames(command.variables);
    const definition = command.definition;
    const instanceId = nextId();
    const businessKey = command.businessTable && command.businessId ? `${command.businessTable}:${command.businessId}` : null;
    if (businessKey && (await em.count(WfProcessInstance, { businessKey })) > 0) {
      throw workflowErrors.businessKeyExists(businessKey);
    }
    try {
      // The engine run touches no table: it happens before the transaction, which stays short.
      const run = await this.engine.start(definition, instanceId, command.variables);
      return await withLockRetry(em, (attemptEm) => this.insertStarted(attemptEm, command, instanceId, businessKey, run));
    } catch (error) {
      // Two starts for one business object at once: the unique (tenant, business key) lets one in.
      if (businessKey && error instanceof UniqueConstraintViolationException) {
        throw workflowErrors.businessKeyExists(businessKey);
      }
      throw commandError(error);
    }
  }

  private insertStarted(
    em: EntityManager,
    command: StartCommand,
    instanceId: string,
    businessKey: string | null,
    run: EngineRun,
  ): Promise<WfProcessInstance> {
    const definition = command.definition;
    return inTransaction(em, async () => {
      const now = new Date();
      const instance = em.create(WfProcessInstance, {
        id: instanceId,
        tenantId: definition.tenantId,
        definitionId: definition.id,
        definitionKey: definition.definitionKey,
        definitionVersion: definition.version,
        category: definition.category ?? null,
        businessKey,
        businessTable: command.businessTable ?? null,
        businessId: command.businessId ?? null,
        name: command.name ?? definition.name,
        startUserId: command.startUserId,
        startedAt: now,
        variables: JSON.stringify(command.variables),
        createUser: command.startUserId,
      });
      await this.persister.persist(em, instance, run, null);
      if (command.attach) {
        await command.attach(em, instance);
      }
      return instance;
    });
  }

  /**
   * Completes a task for its assignee: guarded task update, engine signal with the merged variables (+ `pass`),
   * comment row. Exactly one of two concurrent completions succeeds; the other gets CONFLICT.
   */
  async complete(em: EntityManager, definition: WfProcessDefinition, command: CompleteCommand): Promise<WfTask> {
    checkVariableNames(command.variables);
    try {
      const target = await em.findOne(WfTask, { id: command.taskId }, { refresh: true });
      if (!target) {
        throw workflowErrors.taskNotFound();
      }
      return await withLockRetry(em, async (attemptEm) => {
        const seenRev = await this.revisionOf(attemptEm, target.instanceId);
        return inTransaction(attemptEm, () => this.completeLocked(attemptEm, definition, command, target.instanceId, seenRev));
      });
    } catch (error) {
      throw commandError(error);
    }
  }

  private async completeLocked(
    em: EntityManager,
    definition: WfProcessDefinition,
    command: CompleteCommand,
    instanceId: string,
    seenRev: number,
  ): Promise<WfTask> {
    // Lock first, read after: on MySQL/MariaDB (REPEATABLE READ) the transaction's snapshot then starts after the lock
    // was granted, so the task and the engine state are the ones the previous command committed.
    const instance = await this.lockInstance(em, instanceId, seenRev);
    const task = await em.findOne(WfTask, { id: command.taskId }, { refresh: true });
    if (!task) {
      throw workflowErrors.taskNotFound();
    }
    if (task.taskStatus !== TaskStatus.ACTIVE) {
      throw task.taskStatus === TaskStatus.SUSPENDED ? workflowErrors.instanceSuspended() : workflowErrors.taskNotActive();
    }
    if (task.assigneeId !== command.userId) {
      throw workflowErrors.notAssignee();
    }
    const now = new Date();
    const outcome = command.pass ? TaskOutcome.PASS : TaskOutcome.REJECT;
    const updated = await em.nativeUpdate(
      WfTask,
      { id: task.id, taskStatus: TaskStatus.ACTIVE, assigneeId: command.userId, rev: task.rev },
      { taskStatus: TaskStatus.COMPLETED, endedAt: now, completedBy: command.userId, outcome, rev: task.rev + 1 },
    );
    if (updated !== 1) {
      throw workflowErrors.taskNotActive();
    }
    const variables = { ...parseVariables(instance.variables), ...command.variables, pass: command.pass };
    const state = await em.findOne(WfInstanceState, { id: instance.id }, { refresh: true });
    if (!state) {
      throw workflowErrors.instanceNotFound();
    }
    const run: EngineRun = await this.engine.signal(definition, instance.id, state.state, variables, {
      activityId: task.activityId,
      executionId: task.executionId,
    });
    instance.variables = JSON.stringify(variables);
    await this.persister.persist(em, instance, run, { taskId: task.id, executionId: task.executionId, userId: command.userId });
    em.create(WfComment, {
      tenantId: instance.tenantId,
      instanceId: instance.id,
      taskId: task.id,
      userId: command.userId,
      commentType: command.pass ? CommentType.PASS : CommentType.REJECT,
      message: command.comment?.trim() || (command.pass ? DEFAULT_PASS_COMMENT : DEFAULT_REJECT_COMMENT),
      createTime: now,
    });
    // The row was changed natively: give the caller the committed values.
    task.taskStatus = TaskStatus.COMPLETED;
    task.endedAt = now;
    task.completedBy = command.userId;
    task.outcome = outcome;
    task.rev += 1;
    return task;
  }

  /**
   * Fires a due timer (the poller's command, reference §5.7): the instance is locked like any command, the recovered
   * engine fires what is due by now and runs to its next waits, and the run is persisted. Answers whether the job's
   * own timer fired (false: its activity was left before it was due). Refuses instances not running or suspended.
   */
  async fireTimer(em: EntityManager, definition: WfProcessDefinition, timer: TimerKey & { instanceId: string }): Promise<boolean> {
    try {
      return await withLockRetry(em, async (attemptEm) => {
        const seenRev = await this.revisionOf(attemptEm, timer.instanceId);
        return inTransaction(attemptEm, async () => {
          const instance = await this.lockInstance(attemptEm, timer.instanceId, seenRev);
          const state = await attemptEm.findOne(WfInstanceState, { id: instance.id }, { refresh: true });
          if (!state) {
            throw workflowErrors.instanceNotFound();
          }
          const run = await this.engine.resume(definition, instance.id, state.state);
          await this.persister.persist(attemptEm, instance, run, null);
          return run.firedTimers.some((fired) => fired.activityId === timer.activityId && fired.executionId === timer.executionId);
        });
      });
    } catch (error) {
      throw commandError(error);
    }
  }

  /**
   * Deletes a running instance (legacy follow/delete-process-instance) under the instance lock, like every command:
   * status DELETED with the reason, open tasks CANCELED, timers CANCELED, a DELETE comment; suspended instances may
   * be deleted too. No engine run is needed (reference §5.3 step 4).
   */
  async deleteInstance(em: EntityManager, instanceId: string, command: { userId: string; reason: string }): Promise<WfProcessInstance> {
    try {
      return await withLockRetry(em, async (attemptEm) => {
        const seenRev = await this.revisionOf(attemptEm, instanceId);
        return inTransaction(attemptEm, async () => {
          const instance = await this.lockInstance(attemptEm, instanceId, seenRev, { allowSuspended: true });
          const now = new Date();
          await closeInstances(attemptEm, [instance.id], { reason: command.reason, userId: command.userId, now });
          attemptEm.create(WfComment, {
            tenantId: instance.tenantId,
            instanceId: instance.id,
            taskId: null,
            userId: command.userId,
            commentType: CommentType.DELETE,
            message: command.reason.slice(0, 2000),
            createTime: now,
          });
          await attemptEm.flush();
          return attemptEm.findOneOrFail(WfProcessInstance, { id: instance.id }, { refresh: true });
        });
      });
    } catch (error) {
      throw commandError(error);
    }
  }

  /** The instance's `rev` read outside the transaction (the libSQL claim compares against it). */
  private async revisionOf(em: EntityManager, instanceId: string): Promise<number> {
    const instance = await em.findOne(WfProcessInstance, { id: instanceId }, { refresh: true });
    if (!instance) {
      throw workflowErrors.instanceNotFound();
    }
    return instance.rev;
  }

  /** Locks the instance row (see the class comment) and checks it may move. */
  private async lockInstance(
    em: EntityManager,
    instanceId: string,
    seenRev: number,
    options: { allowSuspended?: boolean } = {},
  ): Promise<WfProcessInstance> {
    if (isSqlite(em)) {
      // The transaction's first statement is a write: SQLite's write lock is taken before any read, so two commands
      // never both hold a read lock and wait for each other; a moved revision runs the command again.
      const claimed = await em.nativeUpdate(WfProcessInstance, { id: instanceId, rev: seenRev }, { rev: seenRev + 1 });
      if (claimed !== 1) {
        throw new RevisionMoved();
      }
    }
    const instance = await em.findOne(WfProcessInstance, { id: instanceId }, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!instance) {
      throw workflowErrors.instanceNotFound();
    }
    if (!isSqlite(em)) {
      await em.nativeUpdate(WfProcessInstance, { id: instance.id }, { rev: instance.rev + 1 });
      instance.rev += 1;
    }
    if (instance.instanceStatus !== InstanceStatus.RUNNING) {
      throw workflowErrors.instanceNotRunning();
    }
    if (instance.suspended && !options.allowSuspended) {
      throw workflowErrors.instanceSuspended();
    }
    return instance;
  }
}
