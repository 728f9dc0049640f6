import { defineModule } from '../../core/module/module-descriptor';
import { WfActivityHistory } from './history/wf-activity-history.entity';
import { WfJob } from './job/wf-job.entity';
import { ProcessLeave } from './leave/process-leave.entity';
import { WfDeployment } from './repository/wf-deployment.entity';
import { WfModel } from './repository/wf-model.entity';
import { WfProcessDefinition } from './repository/wf-process-definition.entity';
import { WfInstanceState } from './runtime/wf-instance-state.entity';
import { WfProcessInstance } from './runtime/wf-process-instance.entity';
import { WfComment } from './task/wf-comment.entity';
import { WfTaskCandidate } from './task/wf-task-candidate.entity';
import { WfTask } from './task/wf-task.entity';
import { WORKFLOW_MESSAGES } from './workflow.messages';
import { WorkflowFollowResolver } from './follow/workflow-follow.resolver';
import { FlowHistoryResolver } from './history/flow-history.resolver';
import { LeaveResolver } from './leave/leave.resolver';
import { WorkflowManagerResolver } from './manager/workflow-manager.resolver';
import { WORKFLOW_ADMIN_MESSAGES } from './model/workflow-admin.messages';
import { WorkflowModelResolver } from './model/workflow-model.resolver';
import { ProcessStartResolver } from './start/process-start.resolver';
import { TaskCommandResolver } from './task/task-command.resolver';
import type { WorkflowServices } from './workflow-services';
import { WorklistResolver } from './worklist/worklist.resolver';

/** The services the workflow module's resolvers are built from (provided by app's `Services`). */
export interface WorkflowModuleNeeds {
  workflow: WorkflowServices;
}

/** The workflow module: everything app/ collects from it (see CONTRIBUTING.md). */
export const WORKFLOW_MODULE = defineModule({
  name: 'workflow',
  entities: [
    WfModel,
    WfDeployment,
    WfProcessDefinition,
    WfProcessInstance,
    WfInstanceState,
    WfTask,
    WfTaskCandidate,
    WfComment,
    WfActivityHistory,
    WfJob,
    ProcessLeave,
  ],
  resolvers: [
    WorkflowModelResolver,
    WorkflowManagerResolver,
    WorkflowFollowResolver,
    WorklistResolver,
    TaskCommandResolver,
    FlowHistoryResolver,
    LeaveResolver,
    ProcessStartResolver,
  ],
  createResolvers: (services: WorkflowModuleNeeds) => [
    new WorkflowModelResolver(services.workflow.models),
    new WorkflowManagerResolver(services.workflow.manager),
    new WorkflowFollowResolver(services.workflow.follow),
    new WorklistResolver(services.workflow.worklist),
    new TaskCommandResolver(services.workflow.taskCommands),
    new FlowHistoryResolver(services.workflow.history),
    new LeaveResolver(services.workflow.leave),
    new ProcessStartResolver(services.workflow.starts),
  ],
  messages: [WORKFLOW_MESSAGES, WORKFLOW_ADMIN_MESSAGES],
});
