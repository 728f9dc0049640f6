import type { SignedInContext } from '../../../core/http/request-context';
import type { WorkflowRepositoryService } from '../repository/workflow-repository.service';
import { workflowErrors } from '../workflow-errors';
import type { InstanceCommandRunner, ProcessVariables, StartCommand } from './instance-command-runner';
import type { WfProcessInstance } from './wf-process-instance.entity';

export interface StartProcessInput {
  definitionId: string;
  variables?: ProcessVariables | null;
  /** Business object the instance belongs to; the business key is `table:id`, unique per tenant. */
  businessTable?: string | null;
  businessId?: string | null;
  name?: string | null;
  /** Writes the business object in the start's transaction (see StartCommand.attach). */
  attach?: StartCommand['attach'];
}

/**
 * Instances (reference §5.1 RuntimeService): start now; delete/suspend with the manager operations of the next step.
 * Row-level rules here; menu/button permission codes are checked by the resolvers' `@Authorized` of the next step.
 */
export class WorkflowRuntimeService {
  constructor(
    private readonly repository: WorkflowRepositoryService,
    private readonly runner: InstanceCommandRunner,
  ) {}

  /** Starts a definition of the caller's tenant (any version by id); suspended definitions refuse. */
  async start(context: SignedInContext, input: StartProcessInput): Promise<WfProcessInstance> {
    const definition = await this.repository.definition(context.em, input.definitionId);
    if (definition.suspended) {
      throw workflowErrors.definitionSuspended();
    }
    return this.runner.start(context.em, {
      definition,
      startUserId: context.actor.userId,
      variables: input.variables ?? {},
      businessTable: input.businessTable ?? null,
      businessId: input.businessId ?? null,
      name: input.name ?? null,
      ...(input.attach ? { attach: input.attach } : {}),
    });
  }
}
