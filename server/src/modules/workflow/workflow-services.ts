import type { SweepStep } from '../../core/background/sweep-runner';
import { BpmnEngineAdapter } from './engine/bpmn-engine-adapter';
import { ExpressionEvaluator } from './expression/expression-evaluator';
import { WorkflowTimerSweep } from './job/workflow-timer-sweep';
import { WorkflowRepositoryService } from './repository/workflow-repository.service';
import { InstanceCommandRunner } from './runtime/instance-command-runner';
import { WorkflowRuntimeService } from './runtime/workflow-runtime.service';
import { WorkflowTaskService } from './task/workflow-task.service';
import { BpmnValidator } from './validation/bpmn-validator';

/** The workflow services (reference §5.1); the GraphQL/REST step adds history, lists and manager operations here. */
export interface WorkflowServices {
  repository: WorkflowRepositoryService;
  runtime: WorkflowRuntimeService;
  tasks: WorkflowTaskService;
  runner: InstanceCommandRunner;
  /** The background sweep's workflow steps: the timer poller. */
  sweepSteps: readonly SweepStep[];
}

export function createWorkflowServices(): WorkflowServices {
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
  };
}
