import type { SignedInContext } from '../../../core/http/request-context';
import { LEAVE_PROCESS_KEY } from '../leave/leave-model';
import type { WorkflowRepositoryService } from '../repository/workflow-repository.service';
import type { WorkflowRuntimeService } from '../runtime/workflow-runtime.service';
import { workflowActorOf } from '../workflow-actor';
import { workflowErrors } from '../workflow-errors';
import { mayStart } from '../worklist/worklist.service';
import { StartedProcess } from './process-start.types';

/**
 * Starts a process that has no start form (a model drawn in the designer) from the start list, with no variables:
 * the latest active version, for its starters only. The leave process keeps its form (startLeaveProcess).
 */
export class ProcessStartService {
  constructor(
    private readonly repository: WorkflowRepositoryService,
    private readonly runtime: WorkflowRuntimeService,
  ) {}

  async start(context: SignedInContext, processDefinitionId: string): Promise<StartedProcess> {
    const definition = await this.repository.definition(context.em, processDefinitionId);
    if (definition.definitionKey === LEAVE_PROCESS_KEY) {
      throw workflowErrors.definitionNeedsForm();
    }
    if (definition.suspended) {
      throw workflowErrors.definitionSuspended();
    }
    if (!definition.isLatest) {
      throw workflowErrors.definitionNotLatest();
    }
    if (!mayStart(definition, workflowActorOf(context.actor))) {
      throw workflowErrors.definitionNotStartable();
    }
    const instance = await this.runtime.start(context, { definitionId: definition.id, name: definition.name });
    return Object.assign(new StartedProcess(), {
      processInstanceId: instance.id,
      processDefinitionId: definition.id,
      name: instance.name,
    });
  }
}
