import type { SweepStep } from '../../core/background/sweep-runner';
import { BpmnEngineAdapter } from './engine/bpmn-engine-adapter';
import { ExpressionEvaluator } from './expression/expression-evaluator';
import { WorkflowTimerSweep } from './job/workflow-timer-sweep';
import { WorkflowRepositoryService } from './repository/workflow-repository.service';
import { InstanceCommandRunner } from './runtime/instance-command-runner';
import { WorkflowRuntimeService } from './runtime/workflow-runtime.service';
import { WorkflowTaskService } from './task/workflow-task.service';
import { BpmnValidator } from './validation/bpmn-validator';
import type { TenantEntityManagers } from '../../core/db/tenant-databases';
import type { DictService } from '../system/dict/dict.service';
import type { MenuService } from '../system/menu/menu.service';
import { WorkflowFollowService } from './follow/workflow-follow.service';
import { DefinitionDeployer } from './manager/definition-deployer';
import { WorkflowManagerService } from './manager/workflow-manager.service';
import { WorkflowModelService } from './model/workflow-model.service';

/** The workflow services (reference §5.1); the GraphQL/REST step adds history, lists and manager operations here. */
export interface WorkflowServices {
  repository: WorkflowRepositoryService;
  runtime: WorkflowRuntimeService;
  tasks: WorkflowTaskService;
  runner: InstanceCommandRunner;
  /** The background sweep's workflow steps: the timer poller. */
  sweepSteps: readonly SweepStep[];
  models: WorkflowModelService;
  manager: WorkflowManagerService;
  follow: WorkflowFollowService;
}

/** What the workflow administration needs from other modules (menus for button codes, the `flow` dictionary, tenants' databases). */
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
  return {
    repository,
    runtime: new WorkflowRuntimeService(repository, runner),
    tasks: new WorkflowTaskService(repository, runner),
    runner,
    sweepSteps: [new WorkflowTimerSweep(runner)],
    ...createWorkflowAdminServices(dependencies, repository, runner),
  };
}

function createWorkflowAdminServices(
  { menus, dicts, databases }: WorkflowDependencies,
  repository: WorkflowRepositoryService,
  runner: InstanceCommandRunner,
): Pick<WorkflowServices, 'models' | 'manager' | 'follow'> {
  const deployer = new DefinitionDeployer(repository, databases);
  return {
    models: new WorkflowModelService(menus, dicts, repository, deployer),
    manager: new WorkflowManagerService(menus, dicts, repository, deployer, databases),
    follow: new WorkflowFollowService(menus, dicts, runner),
  };
}
