import {
  RemoveWorkflowModelsDocument,
  SaveWorkflowModelDocument,
  WorkflowModelDocument,
  WorkflowModelsDocument,
  type WorkflowModelFilter,
} from '../../../../generated/graphql';
import { crudOperations } from '../../../../shared/ui/crud/useCrudOperations';
import type { FlowModelRow, ModelFormValues } from './model-crud';

/** The model list, detail (with the XML), save and remove, for useCrudOperations. */
export const modelOperations = crudOperations<FlowModelRow, ModelFormValues, WorkflowModelFilter>()({
  list: WorkflowModelsDocument,
  page: (data) => data.workflowModels,
  variables: ({ filter, page }) => ({ filter, page }),
  detail: { document: WorkflowModelDocument, row: (data) => data.workflowModel },
  submit: {
    document: SaveWorkflowModelDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      name: values.name.trim(),
      modelKey: values.modelKey.trim(),
      description: values.description.trim() === '' ? null : values.description,
      ...(values.xml ? { xml: values.xml } : {}),
    }),
  },
  remove: { document: RemoveWorkflowModelsDocument },
});
