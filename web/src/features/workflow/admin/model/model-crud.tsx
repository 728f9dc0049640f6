import { z } from 'zod';
import type { WorkflowModelFilter, WorkflowModelsQuery } from '../../../../generated/graphql';
import type { CrudConfig } from '../../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../../shared/utils/format-date-time';
import { ModelXmlInput } from './ModelXmlInput';

/** A row of the model list. */
export type FlowModelRow = WorkflowModelsQuery['workflowModels']['records'][number];

/** The add/edit form; lengths and the key pattern as on the server (WorkflowModelInput). */
export const modelFormSchema = z.object({
  name: z.string().trim().min(1, 'workflowAdmin:model.validation.nameRequired').max(255, 'workflowAdmin:model.validation.tooLong'),
  modelKey: z
    .string()
    .trim()
    .min(1, 'workflowAdmin:model.validation.modelKeyRequired')
    .max(255, 'workflowAdmin:model.validation.tooLong')
    .regex(/^[A-Za-z_][\w-]*$/, 'workflowAdmin:model.validation.modelKeyInvalid'),
  description: z.string().max(2000, 'workflowAdmin:model.validation.tooLong'),
  xml: z.string(),
});

export type ModelFormValues = z.infer<typeof modelFormSchema>;

/** Models (/flow/model): columns, search, the form (the XML from a file; the visual designer comes later). */
export const modelCrud: CrudConfig<FlowModelRow, ModelFormValues, WorkflowModelFilter> = {
  key: 'flow.model',
  title: 'menu:flow_model',
  permissions: { add: 'flow_model_create', edit: 'flow_model_update', delete: 'flow_model_delete', view: 'flow_model' },
  columns: [
    { accessor: 'name', title: 'workflowAdmin:model.fields.name', ellipsis: true, maxWidth: 240 },
    { accessor: 'modelKey', title: 'workflowAdmin:model.fields.modelKey' },
    { accessor: 'version', title: 'workflowAdmin:manager.fields.version', width: 90, value: (row) => `v${row.version}` },
    { accessor: 'description', title: 'workflowAdmin:model.fields.description', ellipsis: true, maxWidth: 260 },
    { accessor: 'updatedAt', title: 'workflowAdmin:model.fields.updatedAt', noWrap: true, value: (row) => formatDateTime(row.updatedAt) },
  ],
  search: [
    { name: 'name', label: 'workflowAdmin:model.fields.name' },
    { name: 'modelKey', label: 'workflowAdmin:model.fields.modelKey' },
  ],
  form: {
    width: 720,
    schema: modelFormSchema,
    initialValues: { name: '', modelKey: '', description: '', xml: '' },
    fromRow: (row) => ({
      name: row.name,
      modelKey: row.modelKey,
      description: row.description ?? '',
      xml: 'xml' in row && typeof row.xml === 'string' ? row.xml : '',
    }),
    fields: [
      { name: 'name', label: 'workflowAdmin:model.fields.name', required: true, span: 12 },
      { name: 'modelKey', label: 'workflowAdmin:model.fields.modelKey', required: true, span: 12 },
      { name: 'description', label: 'workflowAdmin:model.fields.description', type: 'textarea' },
      { name: 'xml', label: 'workflowAdmin:model.fields.xml', render: (props) => <ModelXmlInput {...props} /> },
    ],
  },
};
