import { z } from 'zod';
import type { DataModelsQuery, ModelFilter } from '../../../generated/graphql';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { DatasourceName, DatasourceSelectField, TableSelectField } from './model-fields';

/** A row of the model list. */
export type ModelRow = DataModelsQuery['dataModels']['records'][number];

/** The model form; rules as on the server (model.inputs.ts). */
export const modelSchema = z.object({
  datasourceId: z.string().regex(/^\d{1,19}$/, 'develop:model.validation.datasourceRequired'),
  modelTable: z.string().trim().min(1, 'develop:model.validation.tableRequired').max(64, 'develop:model.validation.tooLong'),
  modelName: z.string().trim().min(1, 'develop:model.validation.nameRequired').max(100, 'develop:model.validation.tooLong'),
  modelCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'develop:model.validation.codeInvalid'),
  modelClass: z.string().regex(/^[A-Z][A-Za-z0-9]{0,63}$/, 'develop:model.validation.classInvalid'),
  modelRemark: z.string().max(255, 'develop:model.validation.tooLong'),
});

export type ModelFormValues = z.infer<typeof modelSchema>;

/** blade_notice_item -> { modelClass: NoticeItem, modelCode: noticeItem } (the prefix up to the first underscore goes). */
export function namesOfTable(table: string): Pick<ModelFormValues, 'modelClass' | 'modelCode'> {
  const cut = table.indexOf('_');
  const rest = cut > 0 && cut < table.length - 1 ? table.slice(cut + 1) : table;
  const words = rest.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
  const modelClass = /^[A-Z]/.test(pascal) ? pascal : `T${pascal}`;
  return { modelClass, modelCode: modelClass.charAt(0).toLowerCase() + modelClass.slice(1) };
}

/** Models (/tool/model): a datasource's table named for the generator. */
export const modelCrud: CrudConfig<ModelRow, ModelFormValues, ModelFilter> = {
  key: 'tool.model',
  title: 'menu:model',
  permissions: { add: 'model_add', edit: 'model_edit', delete: 'model_delete', view: 'model_view' },
  columns: [
    { accessor: 'modelName', title: 'develop:model.fields.modelName', sortable: true },
    { accessor: 'modelTable', title: 'develop:model.fields.modelTable', noWrap: true, sortable: true },
    { accessor: 'modelCode', title: 'develop:model.fields.modelCode', noWrap: true },
    { accessor: 'modelClass', title: 'develop:model.fields.modelClass', noWrap: true, hiddenByDefault: true },
    {
      accessor: 'datasourceId',
      title: 'develop:model.fields.datasource',
      noWrap: true,
      render: (row) => <DatasourceName id={row.datasourceId} />,
    },
    { accessor: 'modelRemark', title: 'develop:model.fields.modelRemark', ellipsis: true, maxWidth: 240 },
    { accessor: 'updateTime', title: 'develop:model.fields.updateTime', noWrap: true, value: (row) => formatDateTime(row.updateTime) },
  ],
  search: [
    { name: 'modelName', label: 'develop:model.fields.modelName' },
    { name: 'modelTable', label: 'develop:model.fields.modelTable' },
  ],
  form: {
    width: 760,
    schema: modelSchema,
    initialValues: { datasourceId: '', modelTable: '', modelName: '', modelCode: '', modelClass: '', modelRemark: '' },
    fromRow: (row) => ({
      datasourceId: row.datasourceId,
      modelTable: row.modelTable,
      modelName: row.modelName,
      modelCode: row.modelCode,
      modelClass: row.modelClass,
      modelRemark: row.modelRemark ?? '',
    }),
    onFieldChange: (name, values) => {
      if (name === 'datasourceId') {
        return { modelTable: '' };
      }
      return name === 'modelTable' && values.modelTable !== '' ? namesOfTable(values.modelTable) : undefined;
    },
    fields: [
      { name: 'datasourceId', label: 'develop:model.fields.datasource', required: true, span: 12, render: DatasourceSelectField },
      { name: 'modelTable', label: 'develop:model.fields.modelTable', required: true, span: 12, render: TableSelectField },
      {
        name: 'modelName',
        label: 'develop:model.fields.modelName',
        placeholder: 'develop:model.placeholders.modelName',
        required: true,
        span: 12,
      },
      {
        name: 'modelCode',
        label: 'develop:model.fields.modelCode',
        placeholder: 'develop:model.placeholders.modelCode',
        required: true,
        span: 6,
      },
      {
        name: 'modelClass',
        label: 'develop:model.fields.modelClass',
        placeholder: 'develop:model.placeholders.modelClass',
        required: true,
        span: 6,
      },
      {
        name: 'modelRemark',
        label: 'develop:model.fields.modelRemark',
        placeholder: 'develop:model.placeholders.modelRemark',
        type: 'textarea',
      },
    ],
  },
};
