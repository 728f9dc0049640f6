import type { EntityManager } from '@mikro-orm/core';
import type { SignedInContext } from '../../../core/http/request-context';
import { WfProcessDefinition } from '../repository/wf-process-definition.entity';
import { WfProcessInstance } from '../runtime/wf-process-instance.entity';
import { WfComment } from '../task/wf-comment.entity';
import type { WfTask } from '../task/wf-task.entity';
import { InstanceStatus } from '../workflow-enums';
import { userNamesOf } from '../../system/user/user-display-names';
import { categoryNamer, type WorkflowDirectory } from './workflow-names';
import { WorkflowTask, WorkTaskStatus } from './worklist.types';

const byId = <T extends { id: string }>(rows: T[]): Map<string, T> => new Map(rows.map((row) => [row.id, row]));

/**
 * Turns a page of task rows into work-list rows: definitions, instances, comments and user names in one batched
 * query each (no query per row).
 */
export async function taskRows(
  context: SignedInContext,
  directory: WorkflowDirectory,
  tasks: WfTask[],
  status: (task: WfTask) => WorkTaskStatus,
): Promise<WorkflowTask[]> {
  const em = context.em;
  const definitions = byId(
    await definitionsOf(
      em,
      tasks.map((task) => task.definitionId),
    ),
  );
  const instances = byId(
    await instancesOf(
      em,
      tasks.map((task) => task.instanceId),
    ),
  );
  const finished = tasks.filter((task) => task.endedAt).map((task) => task.id);
  const comments = finished.length > 0 ? await em.find(WfComment, { taskId: { $in: finished } }, { orderBy: { createTime: 'asc' } }) : [];
  const commentOf = new Map(comments.map((comment) => [comment.taskId ?? '', comment.message]));
  const names = await userNamesOf(em, [
    ...tasks.map((task) => task.assigneeId),
    ...[...instances.values()].map((instance) => instance.startUserId),
  ]);
  const category = await categoryNamer(directory, context);
  return tasks.map((task) => {
    const definition = definitions.get(task.definitionId);
    const instance = instances.get(task.instanceId);
    const row = new WorkflowTask();
    Object.assign(row, {
      taskId: task.id,
      taskName: task.name,
      taskDefinitionKey: task.activityId,
      assigneeId: task.assigneeId ?? null,
      assigneeName: task.assigneeId ? (names.get(task.assigneeId) ?? null) : null,
      category: task.category ?? null,
      categoryName: category(task.category),
      createdAt: task.createTime,
      claimedAt: task.claimedAt ?? null,
      endedAt: task.endedAt ?? null,
      processInstanceId: task.instanceId,
      processDefinitionId: task.definitionId,
      processDefinitionKey: task.definitionKey,
      processDefinitionName: definition?.name ?? null,
      processDefinitionVersion: definition?.version ?? null,
      businessTable: instance?.businessTable ?? null,
      businessId: instance?.businessId ?? null,
      status: status(task),
      processIsFinished: instance ? instance.instanceStatus !== InstanceStatus.RUNNING : false,
      outcome: task.outcome ?? null,
      comment: commentOf.get(task.id) ?? null,
      startUserName: instance ? (names.get(instance.startUserId) ?? null) : null,
    });
    return row;
  });
}

/** Rows of the sent list: each instance with its open tasks' names (one batched query for the open tasks). */
export async function instanceRows(
  context: SignedInContext,
  directory: WorkflowDirectory,
  instances: Array<Omit<WfProcessInstance, 'variables'>>,
  openTasks: WfTask[],
): Promise<WorkflowTask[]> {
  const em = context.em;
  const definitions = byId(
    await definitionsOf(
      em,
      instances.map((instance) => instance.definitionId),
    ),
  );
  const names = await userNamesOf(em, [...instances.map((instance) => instance.startUserId), ...openTasks.map((task) => task.assigneeId)]);
  const category = await categoryNamer(directory, context);
  return instances.map((instance) => {
    const open = openTasks.filter((task) => task.instanceId === instance.id);
    const first = open[0];
    const row = new WorkflowTask();
    Object.assign(row, {
      taskId: first?.id ?? null,
      taskName: open.length > 0 ? open.map((task) => task.name).join(',') : null,
      taskDefinitionKey: first?.activityId ?? null,
      assigneeId: first?.assigneeId ?? null,
      assigneeName: first?.assigneeId ? (names.get(first.assigneeId) ?? null) : null,
      category: instance.category ?? null,
      categoryName: category(instance.category),
      createdAt: instance.startedAt,
      claimedAt: null,
      endedAt: instance.endedAt ?? null,
      processInstanceId: instance.id,
      processDefinitionId: instance.definitionId,
      processDefinitionKey: instance.definitionKey,
      processDefinitionName: definitions.get(instance.definitionId)?.name ?? instance.name,
      processDefinitionVersion: instance.definitionVersion,
      businessTable: instance.businessTable ?? null,
      businessId: instance.businessId ?? null,
      status: WorkTaskStatus.FINISH,
      processIsFinished: instance.instanceStatus !== InstanceStatus.RUNNING,
      outcome: null,
      comment: null,
      startUserName: names.get(instance.startUserId) ?? null,
    });
    return row;
  });
}

async function definitionsOf(em: EntityManager, ids: string[]): Promise<Array<Pick<WfProcessDefinition, 'id' | 'name' | 'version'>>> {
  const wanted = [...new Set(ids)];
  return wanted.length > 0
    ? em.find(WfProcessDefinition, { id: { $in: wanted } }, { fields: ['id', 'name', 'version'], filters: { notDeleted: false } })
    : [];
}

async function instancesOf(
  em: EntityManager,
  ids: string[],
): Promise<Array<Pick<WfProcessInstance, 'id' | 'businessTable' | 'businessId' | 'instanceStatus' | 'startUserId'>>> {
  const wanted = [...new Set(ids)];
  return wanted.length > 0
    ? em.find(
        WfProcessInstance,
        { id: { $in: wanted } },
        { fields: ['id', 'businessTable', 'businessId', 'instanceStatus', 'startUserId'], filters: { notDeleted: false } },
      )
    : [];
}
