import { translate } from '../../../core/errors/messages';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { InstanceViewAccess } from '../history/instance-view-access';
import type { ProcessVariables } from '../runtime/instance-command-runner';
import { TaskStatus } from '../workflow-enums';
import { workflowErrors } from '../workflow-errors';
import type { WorkflowDirectory } from '../worklist/workflow-names';
import { taskRows } from '../worklist/worklist-rows';
import { WorkTaskStatus, type WorkflowTask } from '../worklist/worklist.types';
import { WfTask } from './wf-task.entity';
import type { WorkflowTaskService } from './workflow-task.service';

/** Largest JSON text of the variables a completion may carry. */
export const MAX_VARIABLES_JSON = 20_000;

export interface CompleteTaskRequest {
  pass: boolean;
  /** Empty or absent: the default 同意 / 驳回 in the caller's language. */
  comment?: string | null;
  /** A JSON object of process variables (text). */
  variables?: string | null;
}

/** The work-list status of a task row. */
export function statusOfTask(task: WfTask): WorkTaskStatus {
  if (task.taskStatus === TaskStatus.ACTIVE || task.taskStatus === TaskStatus.SUSPENDED) {
    return task.assigneeId ? WorkTaskStatus.TODO : WorkTaskStatus.CLAIM;
  }
  return WorkTaskStatus.FINISH;
}

/** Parses the variables' JSON text into an object (VALIDATION otherwise). */
export function parseVariablesJson(text: string | null | undefined): ProcessVariables {
  if (text === null || text === undefined || text.trim() === '') {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = text.length <= MAX_VARIABLES_JSON ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('VALIDATION', 'workflow.variablesNotJson', {}, [
      { field: 'variables', messageKey: 'workflow.variablesNotJson', params: {} },
    ]);
  }
  return parsed as ProcessVariables;
}

/**
 * The task operations of the work screens (reference §5.6): claim, unclaim, complete (through the task service and
 * its command runner), and one task's detail under the instance view rule (§5.8). Answers work-list rows.
 */
export class TaskCommandService {
  constructor(
    private readonly tasks: WorkflowTaskService,
    private readonly access: InstanceViewAccess,
    private readonly directory: WorkflowDirectory,
  ) {}

  async claim(context: SignedInContext, taskId: string): Promise<WorkflowTask> {
    return this.row(context, await this.tasks.claim(context, taskId));
  }

  async unclaim(context: SignedInContext, taskId: string): Promise<WorkflowTask> {
    return this.row(context, await this.tasks.unclaim(context, taskId));
  }

  async complete(context: SignedInContext, taskId: string, request: CompleteTaskRequest): Promise<WorkflowTask> {
    const variables = parseVariablesJson(request.variables);
    const comment =
      request.comment?.trim() || translate(request.pass ? 'workflow.passComment' : 'workflow.rejectComment', context.language);
    const task = await this.tasks.complete(context, taskId, { pass: request.pass, comment: comment.slice(0, 2000), variables });
    return this.row(context, task);
  }

  /** One task for its instance's viewers; other tenants' tasks are NOT_FOUND. */
  async detail(context: SignedInContext, taskId: string): Promise<WorkflowTask> {
    const task = isId(taskId) ? await context.em.findOne(WfTask, { id: taskId }) : null;
    if (!task) {
      throw workflowErrors.taskNotFound();
    }
    await this.access.viewable(context, task.instanceId);
    return this.row(context, task);
  }

  private async row(context: SignedInContext, task: WfTask): Promise<WorkflowTask> {
    const [row] = await taskRows(context, this.directory, [task], statusOfTask);
    if (!row) {
      throw workflowErrors.taskNotFound();
    }
    return row;
  }
}
