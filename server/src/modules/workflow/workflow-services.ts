import type { SweepStep } from '../../core/background/sweep-runner';
import { BpmnEngineAdapter } from './engine/bpmn-engine-adapter';
import { ExpressionEvaluator } from './expression/expression-evaluator';
import { WorkflowTimerSweep } from './job/workflow-timer-sweep';
import { WorkflowRepositoryService } from './repository/workflow-repository.service';
import { InstanceCommandRunner } from './runtime/instance-command-runner';
import { WorkflowRuntimeService } from './runtime/workflow-runtime.service';
import { WorkflowTaskService } from './task/workflow-task.service';
import { BpmnValidator } from './validation/bpmn-validator';
import { FlowHistoryService } from './history/flow-history.service';
import { InstanceViewAccess } from './history/instance-view-access';
import { LeaveService } from './leave/leave.service';
import { TaskCommandService } from './task/task-command.service';
import type { WorkflowDirectory } from './worklist/workflow-names';
import { WorklistService } from './worklist/worklist.service';

/** The workflow services (reference §5.1); the GraphQL/REST step adds history, lists and manager operations here. */
export interface WorkflowServices {
  repository: WorkflowRepositoryService;
  runtime: WorkflowRuntimeService;
  tasks: WorkflowTaskService;
  runner: InstanceCommandRunner;
  /** The background sweep's workflow steps: the timer poller. */
  sweepSteps: readonly SweepStep[];
  /** Start, claim, todo, sent and done lists. */
  worklist: WorklistService;
  /** Claim, unclaim, complete and task detail for the work screens. */
  taskCommands: TaskCommandService;
  /** Diagram and history of instances. */
  history: FlowHistoryService;
  /** The leave process's business side. */
  leave: LeaveService;
}

export function createWorkflowServices(directory: WorkflowDirectory): WorkflowServices {
  const evaluator = new ExpressionEvaluator();
  const engine = new BpmnEngineAdapter(evaluator);
  const repository = new WorkflowRepositoryService(new BpmnValidator(evaluator), engine.engineVersion);
  const runner = new InstanceCommandRunner(engine);
  const runtime = new WorkflowRuntimeService(repository, runner);
  const tasks = new WorkflowTaskService(repository, runner);
  const access = new InstanceViewAccess(directory);
  return {
    repository,
    runtime,
    tasks,
    runner,
    sweepSteps: [new WorkflowTimerSweep(runner)],
    worklist: new WorklistService(directory),
    taskCommands: new TaskCommandService(tasks, access, directory),
    history: new FlowHistoryService(repository, access),
    leave: new LeaveService(repository, runtime, access),
  };
}
