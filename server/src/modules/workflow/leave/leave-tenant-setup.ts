import type { TenantSetupStep } from '../../../core/db/tenant-setup';
import { storedCategory } from '../manager/flow-category';
import type { WorkflowRepositoryService } from '../repository/workflow-repository.service';
import { WfProcessDefinition } from '../repository/wf-process-definition.entity';
import { LEAVE_MODEL_XML, LEAVE_PROCESS_KEY } from './leave-model';

/** The `flow` dictionary key of the leave category (请假流程, remark `leave`): stored as `flow_1` like BladeX. */
export const LEAVE_CATEGORY_KEY = '1';

/**
 * Deploys the built-in leave process into a tenant that has none yet (a deleted one counts: an administrator who
 * removed it keeps it removed), in the `flow_1` category, so a new tenant's people can apply for leave on day one.
 */
export function leaveProcessSetup(repository: WorkflowRepositoryService, deployedBy: string | null = null): TenantSetupStep {
  return {
    name: 'workflow: leave process',
    async run(em, tenantId) {
      const existing = await em.count(WfProcessDefinition, { definitionKey: LEAVE_PROCESS_KEY }, { filters: { notDeleted: false } });
      if (existing > 0) {
        return;
      }
      await repository.deploy(em, tenantId, { xml: LEAVE_MODEL_XML, category: storedCategory(LEAVE_CATEGORY_KEY), deployedBy });
    },
  };
}
