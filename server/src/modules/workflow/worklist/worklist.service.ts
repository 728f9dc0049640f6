import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { ProcessDefinition } from '../manager/process-definition.types';
import { processDefinitionViews } from '../manager/process-definition.view';
import { WfProcessDefinition } from '../repository/wf-process-definition.entity';
import { WfProcessInstance } from '../runtime/wf-process-instance.entity';
import { WfTaskCandidate } from '../task/wf-task-candidate.entity';
import { WfTask } from '../task/wf-task.entity';
import { workflowActorOf, type WorkflowActor } from '../workflow-actor';
import { CandidateKind, InstanceStatus, TaskStatus } from '../workflow-enums';
import { categoryNamer, type WorkflowDirectory } from './workflow-names';
import { instanceRows, taskRows } from './worklist-rows';
import type { WorkListFilter } from './worklist.inputs';
import { WorkTaskStatus, type WorkflowTask } from './worklist.types';

/** Start-list modes of the legacy client: 1 = common processes, 2 = the tenant's own. */
export const START_LIST_MODES = [1, 2] as const;

function pageOf<T>(records: T[], total: number, page: PageInput): PageResult<T> {
  return { records, total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
}

function categories(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The process's candidate starters (users / role aliases), when it names any, include the caller. */
export function mayStart(definition: Pick<WfProcessDefinition, 'starterUsers' | 'starterGroups'>, actor: WorkflowActor): boolean {
  const users = categories(definition.starterUsers);
  const groups = categories(definition.starterGroups);
  if (users.length === 0 && groups.length === 0) {
    return true;
  }
  return users.includes(actor.userId) || groups.some((group) => actor.roleAliases.includes(group));
}

/**
 * The work lists (reference §5.5): start, claim, todo, sent, done: paged, newest first, tenant-filtered by the
 * caller's EntityManager; every related name comes in one batched query per page.
 */
export class WorklistService {
  constructor(private readonly directory: WorkflowDirectory) {}

  /**
   * Latest, active versions the caller may start. Every definition here belongs to a tenant (deploy is per tenant,
   * as BladeX's deploy-upload per selected tenant), so both modes answer the caller's tenant's definitions; the
   * process's candidate starters (users / role aliases), when set, must include the caller.
   */
  async startable(
    context: SignedInContext,
    category: string | null,
    mode: number | null,
    page: PageInput,
  ): Promise<PageResult<ProcessDefinition>> {
    if (mode !== null && !(START_LIST_MODES as readonly number[]).includes(mode)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'mode' });
    }
    const actor = workflowActorOf(context.actor);
    const wanted = categories(category);
    const all = await context.em.find(
      WfProcessDefinition,
      { isLatest: true, suspended: false, ...(wanted.length > 0 ? { category: { $in: wanted } } : {}) },
      { orderBy: { definitionKey: 'asc' }, exclude: ['xml', 'serializedContext'] },
    );
    const visible = all.filter((definition) => mayStart(definition, actor));
    const slice = visible.slice((page.current - 1) * page.size, page.current * page.size);
    return pageOf(await processDefinitionViews(context.em, slice, await categoryNamer(this.directory, context)), visible.length, page);
  }

  /** Active unassigned tasks the caller is a candidate of (as user or through a role alias); no duplicates. */
  async claim(context: SignedInContext, filter: WorkListFilter | null, page: PageInput): Promise<PageResult<WorkflowTask>> {
    const actor = workflowActorOf(context.actor);
    const candidates = await context.em.find(
      WfTaskCandidate,
      {
        open: true,
        $or: [
          { kind: CandidateKind.USER, ref: actor.userId },
          ...(actor.roleAliases.length > 0 ? [{ kind: CandidateKind.GROUP, ref: { $in: [...actor.roleAliases] } }] : []),
        ],
      },
      { fields: ['taskId'] },
    );
    const ids = [...new Set(candidates.map((candidate) => candidate.taskId))];
    if (ids.length === 0) {
      return pageOf([], 0, page);
    }
    const where: FilterQuery<WfTask> = { id: { $in: ids }, taskStatus: TaskStatus.ACTIVE, assigneeId: null };
    return this.taskPage(context, where, filter, page, { createTime: 'desc' }, () => WorkTaskStatus.CLAIM);
  }

  /** Active tasks assigned to the caller. */
  async todo(context: SignedInContext, filter: WorkListFilter | null, page: PageInput): Promise<PageResult<WorkflowTask>> {
    const where: FilterQuery<WfTask> = { assigneeId: context.actor.userId, taskStatus: TaskStatus.ACTIVE };
    return this.taskPage(context, where, filter, page, { createTime: 'desc' }, () => WorkTaskStatus.TODO);
  }

  /** Tasks the caller completed, newest end first. */
  async done(context: SignedInContext, filter: WorkListFilter | null, page: PageInput): Promise<PageResult<WorkflowTask>> {
    const where: FilterQuery<WfTask> = { completedBy: context.actor.userId, taskStatus: TaskStatus.COMPLETED };
    return this.taskPage(context, where, filter, page, { endedAt: 'desc' }, () => WorkTaskStatus.FINISH);
  }

  /** Instances the caller started (not deleted), newest first, with the names of their open tasks. */
  async sent(context: SignedInContext, filter: WorkListFilter | null, page: PageInput): Promise<PageResult<WorkflowTask>> {
    const em = context.em;
    const definitionIds = await this.definitionIdsNamed(em, filter?.processDefinitionName);
    if (definitionIds && definitionIds.length === 0) {
      return pageOf([], 0, page);
    }
    const wanted = categories(filter?.category);
    const where: FilterQuery<WfProcessInstance> = {
      startUserId: context.actor.userId,
      instanceStatus: { $ne: InstanceStatus.DELETED },
      ...(wanted.length > 0 ? { category: { $in: wanted } } : {}),
      ...(definitionIds ? { definitionId: { $in: definitionIds } } : {}),
      ...dateRange('startedAt', filter),
    };
    const [instances, total] = await em.findAndCount(WfProcessInstance, where, {
      orderBy: { startedAt: 'desc', id: 'desc' },
      limit: page.size,
      offset: (page.current - 1) * page.size,
      exclude: ['variables'],
    });
    const running = instances.filter((instance) => instance.instanceStatus === InstanceStatus.RUNNING).map((instance) => instance.id);
    const openTasks =
      running.length > 0
        ? await em.find(
            WfTask,
            { instanceId: { $in: running }, taskStatus: { $in: [TaskStatus.ACTIVE, TaskStatus.SUSPENDED] } },
            { orderBy: { createTime: 'asc', id: 'asc' } },
          )
        : [];
    return pageOf(await instanceRows(context, this.directory, instances, openTasks), total, page);
  }

  private async taskPage(
    context: SignedInContext,
    base: FilterQuery<WfTask>,
    filter: WorkListFilter | null,
    page: PageInput,
    orderBy: Record<string, 'asc' | 'desc'>,
    status: (task: WfTask) => WorkTaskStatus,
  ): Promise<PageResult<WorkflowTask>> {
    const definitionIds = await this.definitionIdsNamed(context.em, filter?.processDefinitionName);
    if (definitionIds && definitionIds.length === 0) {
      return pageOf([], 0, page);
    }
    const wanted = categories(filter?.category);
    const where = {
      $and: [
        base,
        {
          ...(wanted.length > 0 ? { category: { $in: wanted } } : {}),
          ...(definitionIds ? { definitionId: { $in: definitionIds } } : {}),
          ...dateRange('createTime', filter),
        },
      ],
    } as FilterQuery<WfTask>;
    const [tasks, total] = await context.em.findAndCount(WfTask, where, {
      orderBy: { ...orderBy, id: 'desc' },
      limit: page.size,
      offset: (page.current - 1) * page.size,
    });
    return pageOf(await taskRows(context, this.directory, tasks, status), total, page);
  }

  /** Ids of the definitions whose name contains the text (null: no name filter). */
  private async definitionIdsNamed(em: EntityManager, name: string | null | undefined): Promise<string[] | null> {
    const text = name?.trim();
    if (!text) {
      return null;
    }
    const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
    const rows = await em.find(
      WfProcessDefinition,
      { name: { $like: `%${escaped}%` } },
      { fields: ['id'], filters: { notDeleted: false } },
    );
    return rows.map((row) => row.id);
  }
}

function dateRange(column: 'createTime' | 'startedAt', filter: WorkListFilter | null | undefined): Record<string, unknown> {
  const range: Record<string, Date> = {};
  if (filter?.beginDate) {
    range['$gte'] = filter.beginDate;
  }
  if (filter?.endDate) {
    range['$lt'] = filter.endDate;
  }
  return Object.keys(range).length > 0 ? { [column]: range } : {};
}
