import type { SignedInContext } from '../../../core/http/request-context';
import { failValidation } from '../../../core/errors/fail-validation';
import { parseBpmn } from '../engine/bpmn-source';
import type { WorkflowRepositoryService } from '../repository/workflow-repository.service';
import type { WfProcessInstance } from '../runtime/wf-process-instance.entity';
import { WfComment } from '../task/wf-comment.entity';
import { WfTask } from '../task/wf-task.entity';
import { TaskOutcome, TaskStatus } from '../workflow-enums';
import { userNamesOf } from '../../system/user/user-display-names';
import { groupMemberNames } from '../worklist/workflow-names';
import { WfActivityHistory } from './wf-activity-history.entity';
import { FlowHistoryItem, ProcessDiagram } from './flow-history.types';
import type { InstanceViewAccess } from './instance-view-access';

/** Activity types of the legacy history-flow-list (start, user tasks, end). */
const HISTORY_FLOW_TYPES: ReadonlySet<string> = new Set(['startEvent', 'userTask', 'endEvent', 'candidate']);

interface UserTaskShape {
  id: string;
  name: string | null;
  assignee: string | null;
  candidateUsers: string[];
  candidateGroups: string[];
}

const listOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : [];

function item(
  values: Partial<FlowHistoryItem> & Pick<FlowHistoryItem, 'processInstanceId' | 'activityId' | 'activityType'>,
): FlowHistoryItem {
  const row = new FlowHistoryItem();
  Object.assign(row, {
    taskId: null,
    activityName: null,
    assigneeId: null,
    assigneeName: null,
    createdAt: null,
    endedAt: null,
    durationMs: null,
    comment: null,
    pass: null,
    ...values,
  });
  return row;
}

/**
 * History and diagram of an instance (reference §5.9): the XML of the instance's own definition version, the visited
 * activities and taken flows in order with assignees, comments and durations, and `candidate` rows naming who may
 * handle the user tasks not reached yet. Rows, comments, tasks and names come in one query each.
 */
export class FlowHistoryService {
  constructor(
    private readonly repository: WorkflowRepositoryService,
    private readonly access: InstanceViewAccess,
  ) {}

  async diagram(context: SignedInContext, processInstanceId: string | null, processDefinitionId: string | null): Promise<ProcessDiagram> {
    const diagram = new ProcessDiagram();
    if (processInstanceId) {
      const instance = await this.access.viewable(context, processInstanceId);
      const definition = await this.repository.definition(context.em, instance.definitionId);
      const tasks = await context.em.find(WfTask, { instanceId: instance.id }, { orderBy: { createTime: 'asc', id: 'asc' } });
      diagram.xml = definition.xml;
      diagram.history = await this.history(context, instance, definition.xml, tasks);
      diagram.currentActivityIds = [
        ...new Set(
          tasks
            .filter((task) => task.taskStatus === TaskStatus.ACTIVE || task.taskStatus === TaskStatus.SUSPENDED)
            .map((task) => task.activityId),
        ),
      ];
      return diagram;
    }
    if (!processDefinitionId) {
      failValidation([{ field: 'processInstanceId', messageKey: 'workflow.diagramTargetRequired', params: {} }]);
    }
    const definition = await this.repository.definition(context.em, processDefinitionId);
    diagram.xml = definition.xml;
    diagram.history = [];
    diagram.currentActivityIds = [];
    return diagram;
  }

  /**
   * The legacy history-flow-list: start event, user tasks (done, open and not reached yet) and end events in order,
   * optionally from the first row of `startActivityId` to the last row of `endActivityId`.
   */
  async flow(
    context: SignedInContext,
    processInstanceId: string,
    startActivityId: string | null,
    endActivityId: string | null,
  ): Promise<FlowHistoryItem[]> {
    const instance = await this.access.viewable(context, processInstanceId);
    const definition = await this.repository.definition(context.em, instance.definitionId);
    const tasks = await context.em.find(WfTask, { instanceId: instance.id }, { orderBy: { createTime: 'asc', id: 'asc' } });
    const rows = (await this.history(context, instance, definition.xml, tasks)).filter((row) => HISTORY_FLOW_TYPES.has(row.activityType));
    const from = startActivityId ? rows.findIndex((row) => row.activityId === startActivityId) : 0;
    const lastEnd = endActivityId ? rows.map((row) => row.activityId).lastIndexOf(endActivityId) : rows.length - 1;
    return from < 0 || lastEnd < 0 ? [] : rows.slice(from, lastEnd + 1);
  }

  private async history(context: SignedInContext, instance: WfProcessInstance, xml: string, tasks: WfTask[]): Promise<FlowHistoryItem[]> {
    const em = context.em;
    const rows = await em.find(WfActivityHistory, { instanceId: instance.id }, { orderBy: { seq: 'asc' } });
    const comments = await em.find(WfComment, { instanceId: instance.id }, { orderBy: { createTime: 'asc', id: 'asc' } });
    const taskById = new Map(tasks.map((task) => [task.id, task]));
    const commentOf = new Map<string, string>();
    for (const comment of comments) {
      if (comment.taskId) {
        commentOf.set(comment.taskId, comment.message);
      }
    }
    const shapes = await userTasksOf(xml);
    const reached = new Set(rows.map((row) => row.activityId));
    const pending = instance.endedAt ? [] : shapes.filter((shape) => !reached.has(shape.id));
    const variables = parseJson(instance.variables);
    const assigneeOf = (shape: UserTaskShape): string | null => {
      const match = shape.assignee ? /^\$\{\s*([A-Za-z_]\w*)\s*\}$/.exec(shape.assignee) : null;
      const value = match?.[1] ? variables[match[1]] : shape.assignee;
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    };
    const names = await userNamesOf(em, [
      ...rows.map((row) => row.assigneeId),
      ...pending.flatMap((shape) => [...shape.candidateUsers, assigneeOf(shape)]),
    ]);
    const groups = await groupMemberNames(
      em,
      pending.flatMap((shape) => shape.candidateGroups),
    );
    const history = rows.map((row) => {
      const task = row.taskId ? taskById.get(row.taskId) : undefined;
      const assigneeId = row.assigneeId ?? task?.assigneeId ?? null;
      return item({
        processInstanceId: instance.id,
        taskId: row.taskId ?? null,
        activityId: row.activityId,
        activityName: row.activityName ?? null,
        activityType: row.activityType,
        assigneeId,
        assigneeName: assigneeId ? (names.get(assigneeId) ?? null) : null,
        createdAt: row.startedAt,
        endedAt: row.endedAt ?? null,
        durationMs: row.durationMs === null || row.durationMs === undefined ? null : Number(row.durationMs),
        comment: row.taskId ? (commentOf.get(row.taskId) ?? null) : null,
        pass: task?.outcome ? task.outcome === TaskOutcome.PASS : null,
      });
    });
    for (const shape of pending) {
      const assignee = assigneeOf(shape);
      const candidateNames = [
        ...(assignee ? [names.get(assignee) ?? assignee] : []),
        ...shape.candidateUsers.map((id) => names.get(id) ?? id),
        ...shape.candidateGroups.flatMap((group) => groups.get(group) ?? []),
      ];
      history.push(
        item({
          processInstanceId: instance.id,
          activityId: shape.id,
          activityName: shape.name,
          activityType: 'candidate',
          assigneeName: [...new Set(candidateNames)].join(',') || null,
        }),
      );
    }
    return history;
  }
}

function parseJson(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The user tasks of a deployed BPMN, in document order, with their assignment attributes. */
async function userTasksOf(xml: string): Promise<UserTaskShape[]> {
  const { definitions } = await parseBpmn(xml);
  const shapes: UserTaskShape[] = [];
  for (const root of definitions.rootElements ?? []) {
    if (root.$type !== 'bpmn:Process') {
      continue;
    }
    const elements = root['flowElements'];
    for (const element of Array.isArray(elements) ? (elements as Array<Record<string, unknown>>) : []) {
      if (element['$type'] !== 'bpmn:UserTask' || typeof element['id'] !== 'string') {
        continue;
      }
      shapes.push({
        id: element['id'],
        name: typeof element['name'] === 'string' ? element['name'] : null,
        assignee: typeof element['assignee'] === 'string' && element['assignee'].trim() !== '' ? element['assignee'].trim() : null,
        candidateUsers: listOf(element['candidateUsers']),
        candidateGroups: listOf(element['candidateGroups']),
      });
    }
  }
  return shapes;
}
