import { FlowDefinitionsDocument, type ProcessDefinitionFilter } from '../../../../generated/graphql';
import { crudOperations } from '../../../../shared/ui/crud/useCrudOperations';
import type { FlowDefinitionRow } from './manager-crud';

/** The definition list; `latestOnly` is the page's switch, not a search field. */
export function managerOperations(latestOnly: boolean) {
  return crudOperations<FlowDefinitionRow, Record<string, never>, ProcessDefinitionFilter>()({
    list: FlowDefinitionsDocument,
    page: (data) => data.processDefinitions,
    variables: ({ filter, page }) => ({
      filter: {
        ...(filter.category ? { category: filter.category } : {}),
        ...(filter.key?.trim() ? { key: filter.key.trim() } : {}),
        latestOnly,
      },
      page,
    }),
  });
}
