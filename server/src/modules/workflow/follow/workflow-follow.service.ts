import type { FilterQuery } from '@mikro-orm/core';
import { findPage } from '../../../core/db/list-query';
import { failValidation } from '../../../core/errors/fail-validation';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { WorkflowDirectory } from '../worklist/workflow-names';
import { User } from '../../system/user/user.entity';
import { categoryNames } from '../manager/flow-category';
import { WfProcessDefinition } from '../repository/wf-process-definition.entity';
import type { InstanceCommandRunner } from '../runtime/instance-command-runner';
import { WfProcessInstance } from '../runtime/wf-process-instance.entity';
import { WfTask } from '../task/wf-task.entity';
import { InstanceStatus, TaskStatus } from '../workflow-enums';
import { workflowErrors } from '../workflow-errors';
import type { RunningInstanceFilter } from './running-instance.inputs';
import type { RunningInstance } from './running-instance.types';

/** Running instances of the caller's tenant (legacy follow/*): menu code `flow_follow`, delete `flow_follow_delete`. */
export class WorkflowFollowService {
  constructor(
    private readonly directory: WorkflowDirectory,
    private readonly runner: InstanceCommandRunner,
  ) {}

  /** One page of running instances, with their open tasks, definitions and starters read in three batched queries. */
  async page(
    context: SignedInContext,
    filter: RunningInstanceFilter | null | undefined,
    page: PageInput,
  ): Promise<PageResult<RunningInstance>> {
    await this.directory.require(context, 'flow_follow');
    const em = context.em;
    const where: FilterQuery<WfProcessInstance> = { instanceStatus: InstanceStatus.RUNNING };
    const instanceId = filter?.processInstanceId?.trim();
    if (instanceId) {
      where.id = isId(instanceId) ? instanceId : '0';
    }
    if (filter?.processDefinitionKey?.trim()) {
      where.definitionKey = filter.processDefinitionKey.trim();
    }
    const result = await findPage(em, WfProcessInstance, where, page, { startedAt: 'desc', id: 'desc' }, { exclude: ['variables'] });
    const instances = result.records;
    const ids = instances.map((instance) => instance.id);
    const definitionIds = [...new Set(instances.map((instance) => instance.definitionId))];
    const userIds = [...new Set(instances.map((instance) => instance.startUserId))];
    const [tasks, definitions, users, categoryName] = await Promise.all([
      ids.length > 0
        ? em.find(
            WfTask,
            { instanceId: { $in: ids }, taskStatus: { $in: [TaskStatus.ACTIVE, TaskStatus.SUSPENDED] } },
            { fields: ['instanceId', 'activityId', 'name'], orderBy: { createTime: 'asc', id: 'asc' } },
          )
        : Promise.resolve([]),
      definitionIds.length > 0
        ? em.find(WfProcessDefinition, { id: { $in: definitionIds } }, { fields: ['name'], filters: { notDeleted: false } })
        : Promise.resolve([]),
      userIds.length > 0
        ? em.find(User, { id: { $in: userIds } }, { fields: ['name', 'realName'], filters: { notDeleted: false } })
        : Promise.resolve([]),
      categoryNames(this.directory, context),
    ]);
    const definitionNames = new Map(definitions.map((definition) => [definition.id, definition.name]));
    const userNames = new Map(users.map((user) => [user.id, user.realName || user.name || null]));
    const records = instances.map((instance): RunningInstance => {
      const open = tasks.filter((task) => task.instanceId === instance.id);
      return {
        id: instance.id,
        name: instance.name,
        startUserId: instance.startUserId,
        startUserName: userNames.get(instance.startUserId) ?? null,
        startedAt: instance.startedAt,
        definitionId: instance.definitionId,
        definitionKey: instance.definitionKey,
        definitionName: definitionNames.get(instance.definitionId) ?? null,
        definitionVersion: instance.definitionVersion,
        category: instance.category ?? null,
        categoryName: categoryName(instance.category),
        currentActivityIds: open.map((task) => task.activityId),
        currentTaskNames: open.map((task) => task.name),
        suspended: instance.suspended,
        businessTable: instance.businessTable ?? null,
        businessId: instance.businessId ?? null,
      };
    });
    return { ...result, records };
  }

  /** Deletes a running instance with a reason (required) through the command runner's lock. */
  async delete(context: SignedInContext, instanceId: string, reason: string): Promise<boolean> {
    await this.directory.require(context, 'flow_follow_delete');
    const text = reason.trim();
    if (!text) {
      failValidation([{ field: 'reason', messageKey: 'workflowAdmin.deleteReasonRequired' }]);
    }
    const instance = isId(instanceId) ? await context.em.findOne(WfProcessInstance, { id: instanceId }, { fields: ['id'] }) : null;
    if (!instance) {
      throw workflowErrors.instanceNotFound();
    }
    await this.runner.deleteInstance(context.em, instance.id, { userId: context.actor.userId, reason: text });
    return true;
  }
}
