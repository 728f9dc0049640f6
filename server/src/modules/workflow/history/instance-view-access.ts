import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { WfProcessInstance } from '../runtime/wf-process-instance.entity';
import { WfTaskCandidate } from '../task/wf-task-candidate.entity';
import { WfTask } from '../task/wf-task.entity';
import { workflowActorOf } from '../workflow-actor';
import { CandidateKind } from '../workflow-enums';
import { workflowErrors } from '../workflow-errors';
import type { WorkflowDirectory } from '../worklist/workflow-names';

/** Holders of these codes see every instance of their tenant (follow and manager screens). */
export const INSTANCE_OVERSIGHT_CODES = ['flow_follow', 'flow_manager'];

/**
 * The view rule of reference §5.8: an instance's detail, diagram and history are shown to its starter, a current
 * or past assignee of one of its tasks, a candidate of one of its tasks, or a holder of flow_follow / flow_manager.
 * Other tenants' instances are NOT_FOUND (tenant filter); anyone else of the tenant is FORBIDDEN.
 */
export class InstanceViewAccess {
  constructor(private readonly directory: WorkflowDirectory) {}

  async viewable(context: SignedInContext, instanceId: string): Promise<WfProcessInstance> {
    const instance = isId(instanceId) ? await context.em.findOne(WfProcessInstance, { id: instanceId }) : null;
    if (!instance) {
      throw workflowErrors.instanceNotFound();
    }
    if (!(await this.mayView(context, instance))) {
      throw workflowErrors.notViewer();
    }
    return instance;
  }

  async mayView(context: SignedInContext, instance: WfProcessInstance): Promise<boolean> {
    const actor = workflowActorOf(context.actor);
    if (instance.startUserId === actor.userId) {
      return true;
    }
    const handled = await context.em.count(WfTask, {
      instanceId: instance.id,
      $or: [{ assigneeId: actor.userId }, { completedBy: actor.userId }],
    });
    if (handled > 0) {
      return true;
    }
    const tasks = await context.em.find(WfTask, { instanceId: instance.id }, { fields: ['id'] });
    if (tasks.length > 0) {
      const candidate = await context.em.count(WfTaskCandidate, {
        taskId: { $in: tasks.map((task) => task.id) },
        $or: [
          { kind: CandidateKind.USER, ref: actor.userId },
          ...(actor.roleAliases.length > 0 ? [{ kind: CandidateKind.GROUP, ref: { $in: [...actor.roleAliases] } }] : []),
        ],
      });
      if (candidate > 0) {
        return true;
      }
    }
    return this.directory.hasPermission(context, INSTANCE_OVERSIGHT_CODES);
  }
}
