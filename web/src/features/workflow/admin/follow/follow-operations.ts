import { RunningInstancesDocument, type RunningInstanceFilter } from '../../../../generated/graphql';
import { crudOperations } from '../../../../shared/ui/crud/useCrudOperations';
import type { FlowInstanceRow } from './follow-crud';

/** The running instance list (no sort on the server; search values trimmed). */
export const followOperations = crudOperations<FlowInstanceRow, Record<string, never>, RunningInstanceFilter>()({
  list: RunningInstancesDocument,
  page: (data) => data.runningInstances,
  variables: ({ filter, page }) => ({
    filter: {
      ...(filter.processInstanceId?.trim() ? { processInstanceId: filter.processInstanceId.trim() } : {}),
      ...(filter.processDefinitionKey?.trim() ? { processDefinitionKey: filter.processDefinitionKey.trim() } : {}),
    },
    page,
  }),
});
