import {
  DataModelDocument,
  DataModelsDocument,
  RemoveDataModelsDocument,
  SubmitDataModelDocument,
  type ModelFilter,
} from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { ModelFormValues, ModelRow } from './model-crud';

/** The model page's list, detail, submit and remove, for useCrudOperations. */
export const modelOperations = crudOperations<ModelRow, ModelFormValues, ModelFilter>()({
  list: DataModelsDocument,
  page: (data) => data.dataModels,
  detail: { document: DataModelDocument, row: (data) => data.dataModel },
  submit: {
    document: SubmitDataModelDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : {}),
      datasourceId: values.datasourceId,
      modelTable: values.modelTable.trim(),
      modelName: values.modelName.trim(),
      modelCode: values.modelCode,
      modelClass: values.modelClass,
      modelRemark: values.modelRemark.trim() === '' ? null : values.modelRemark.trim(),
    }),
  },
  remove: { document: RemoveDataModelsDocument },
});
