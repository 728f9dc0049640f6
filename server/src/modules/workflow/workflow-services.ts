import { ProcessStartService } from './start/process-start.service';
import type { SweepStep } from '../../core/background/sweep-runner';
import type { TenantSetupStep } from '../../core/db/tenant-setup';
import type { TenantEntityManagers } from '../../core/db/tenant-databases';
import type { DictService } from '../system/dict/dict.service';
import type { MenuService } from '../system/menu/menu.service';
import { BpmnEngineAdapter } from './engine/bpmn-engine-adapter';
import { ExpressionEvaluator } from './expression/expression-evaluator';
import { WorkflowFollowService } from './follow/workflow-follow.service';
import { FlowHistoryService } from './history/flow-history.service';
import { InstanceViewAccess } from './history/instance-view-access';
import { WorkflowTimerSweep } from './job/workflow-timer-sweep';
import { LeaveService } from './leave/leave.service';
import { leaveProcessSetup } from './leave/leave-tenant-setup';
import { DefinitionDeployer } from './manager/definition-deployer';
import { WorkflowManagerService } from './manager/workflow-manager.service';
import { WorkflowModelService } from './model/workflow-model.service';
import { WorkflowRepositoryService } from './repository/workflow-repository.service';
import { InstanceCommandRunner } from './runtime/instance-command-runner';
import { WorkflowRuntimeService } from './runtime/workflow-runtime.service';
import { TaskCommandService } from './task/task-command.service';
import { WorkflowTaskService } from './task/workflow-task.service';
import { BpmnValidator } from './validation/bpmn-validator';
import type { WorkflowDirectory } from './worklist/workflow-names';
import { WorklistService } from './worklist/worklist.service';

/** The workflow services (reference §5.1). */
export interface WorkflowServices {
  repository: WorkflowRepositoryService;
  runtime: WorkflowRuntimeService;
  tasks: WorkflowTaskService;
  runner: InstanceCommandRunner;
  /** The background sweep's workflow steps: the timer poller. */
  sweepSteps: readonly SweepStep[];
  /** What a new tenant gets on creation: the built-in leave process. */
  tenantSetup: readonly TenantSetupStep[];
  models: WorkflowModelService;
  manager: WorkflowManagerService;
  follow: WorkflowFollowService;
  /** Start, claim, todo, sent and done lists. */
  worklist: WorklistService;
  /** Claim, unclaim, complete and task detail for the work screens. */
  taskCommands: TaskCommandService;
  /** Diagram and history of instances. */
  history: FlowHistoryService;
  /** The leave process's business side. */
  leave: LeaveService;
  /** Start of processes without a start form. */
  starts: ProcessStartService;
}

/** What the workflow module needs from other modules (menus for button codes, the `flow` dictionary, tenants' databases). */
export interface WorkflowDependencies {
  menus: MenuService;
  dicts: DictService;
  databases: TenantEntityManagers | null;
}

export function createWorkflowServices(dependencies: WorkflowDependencies): WorkflowServices {
  const evaluator = new ExpressionEvaluator();
  const engine = new BpmnEngineAdapter(evaluator);
  const repository = new WorkflowRepositoryService(new BpmnValidator(evaluator), engine.engineVersion);
  const runner = new InstanceCommandRunner(engine);
  const runtime = new WorkflowRuntimeService(repository, runner);
  const tasks = new WorkflowTaskService(repository, runner);
  const { menus, dicts } = dependencies;
  const directory: WorkflowDirectory = {
    hasPermission: (context, codes) => menus.hasPermission(context, codes),
    require: (context, ...codes) => menus.require(context, ...codes),
    dictionary: (context, code) => dicts.dictionary(context, code),
  };
  const access = new InstanceViewAccess(directory);
  return {
    repository,
    runtime,
    tasks,
    runner,
    sweepSteps: [new WorkflowTimerSweep(runner)],
    tenantSetup: [leaveProcessSetup(repository)],
    ...createWorkflowAdminServices(directory, dependencies.databases, repository, runner),
    worklist: new WorklistService(directory),
    taskCommands: new TaskCommandService(tasks, access, directory),
    history: new FlowHistoryService(repository, access),
    leave: new LeaveService(repository, runtime, access),
    starts: new ProcessStartService(repository, runtime),
  };
}

function createWorkflowAdminServices(
  directory: WorkflowDirectory,
  databases: WorkflowDependencies['databases'],
  repository: WorkflowRepositoryService,
  runner: InstanceCommandRunner,
): Pick<WorkflowServices, 'models' | 'manager' | 'follow'> {
  const deployer = new DefinitionDeployer(repository, databases);
  return {
    models: new WorkflowModelService(directory, repository, deployer),
    manager: new WorkflowManagerService(directory, repository, deployer, databases),
    follow: new WorkflowFollowService(directory, runner),
  };
}
