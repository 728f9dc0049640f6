import { z } from 'zod';
import type { CodeFilter, CodeRecordsQuery } from '../../../generated/graphql';
import type { CrudConfig, CrudFormField } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { ModelName, ModelSelectField, modeSwitchField } from './code-fields';

/** A row of the code record list. */
export type CodeRow = CodeRecordsQuery['codeRecords']['records'][number];

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
/** A relative folder inside the zip, as on the server (code.inputs.ts RELATIVE_FOLDER). */
const RELATIVE_FOLDER = /^(?!\/)(?!(?:.*\/)?\.\.(?:\/|$))[A-Za-z0-9._/-]{0,255}$/;
const identifier = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(64, 'develop:code.validation.tooLong')
    .regex(IDENTIFIER, 'develop:code.validation.identifierInvalid');
const mode = z.enum(['1', '2']);

/** The code record form; rules as on the server (code.inputs.ts). */
export const codeSchema = z.object({
  modelId: z.string().regex(/^\d{1,19}$/, 'develop:code.validation.modelRequired'),
  codeName: z.string().trim().min(1, 'develop:code.validation.codeNameRequired').max(100, 'develop:code.validation.tooLong'),
  serviceName: identifier('develop:code.validation.serviceNameRequired'),
  packageName: identifier('develop:code.validation.packageNameRequired'),
  tablePrefix: z.string().regex(/^[A-Za-z0-9_]{0,32}$/, 'develop:code.validation.identifierInvalid'),
  pkName: identifier('develop:code.validation.identifierInvalid'),
  baseMode: mode,
  tenantMode: mode,
  wrapMode: mode,
  templateType: z.enum(['crud', 'tree', 'sub'], { error: 'develop:code.validation.templateRequired' }),
  author: z.string().max(64, 'develop:code.validation.tooLong'),
  apiPath: z.string().regex(RELATIVE_FOLDER, 'develop:code.validation.pathInvalid'),
  webPath: z.string().regex(RELATIVE_FOLDER, 'develop:code.validation.pathInvalid'),
});

export type CodeFormValues = z.infer<typeof codeSchema>;

function switchField(name: 'baseMode' | 'tenantMode' | 'wrapMode'): CrudFormField<CodeFormValues> {
  return { name, label: `develop:code.fields.${name}`, span: 8, render: modeSwitchField(`develop:code.descriptions.${name}`) };
}

function textField(name: keyof CodeFormValues & string, span: number, required = false): CrudFormField<CodeFormValues> {
  return { name, label: `develop:code.fields.${name}`, placeholder: `develop:code.placeholders.${name}`, span, required };
}

/** Code generation records (/tool/code): what to generate from a model, previewed and downloaded as a zip. */
export const codeCrud: CrudConfig<CodeRow, CodeFormValues, CodeFilter> = {
  key: 'tool.code',
  title: 'menu:code',
  permissions: { add: 'code_add', edit: 'code_edit', delete: 'code_delete', view: 'code_view' },
  columns: [
    { accessor: 'codeName', title: 'develop:code.fields.codeName', sortable: true },
    { accessor: 'modelId', title: 'develop:code.fields.model', noWrap: true, render: (row) => <ModelName id={row.modelId} /> },
    { accessor: 'tableName', title: 'develop:code.fields.tableName', noWrap: true },
    { accessor: 'serviceName', title: 'develop:code.fields.serviceName', noWrap: true },
    { accessor: 'packageName', title: 'develop:code.fields.packageName', noWrap: true },
    { accessor: 'templateType', title: 'develop:code.fields.templateType', noWrap: true, hiddenByDefault: true },
    { accessor: 'updateTime', title: 'develop:code.fields.updateTime', noWrap: true, value: (row) => formatDateTime(row.updateTime) },
  ],
  search: [
    { name: 'codeName', label: 'develop:code.fields.codeName' },
    { name: 'tableName', label: 'develop:code.fields.tableName' },
  ],
  form: {
    width: 860,
    schema: codeSchema,
    initialValues: {
      modelId: '',
      codeName: '',
      serviceName: '',
      packageName: '',
      tablePrefix: '',
      pkName: 'id',
      baseMode: '2',
      tenantMode: '2',
      wrapMode: '2',
      templateType: 'crud',
      author: '',
      apiPath: 'server',
      webPath: 'web',
    },
    fromRow: (row) => ({
      modelId: row.modelId,
      codeName: row.codeName,
      serviceName: row.serviceName,
      packageName: row.packageName,
      tablePrefix: row.tablePrefix,
      pkName: row.pkName,
      baseMode: row.baseMode === 1 ? '1' : '2',
      tenantMode: row.tenantMode === 1 ? '1' : '2',
      wrapMode: row.wrapMode === 1 ? '1' : '2',
      templateType: row.templateType === 'tree' || row.templateType === 'sub' ? row.templateType : 'crud',
      author: row.author,
      apiPath: row.apiPath,
      webPath: row.webPath,
    }),
    fields: [
      { name: 'modelId', label: 'develop:code.fields.model', required: true, span: 12, render: ModelSelectField },
      textField('codeName', 12, true),
      textField('serviceName', 8, true),
      textField('packageName', 8, true),
      textField('tablePrefix', 8),
      textField('pkName', 8, true),
      {
        name: 'templateType',
        label: 'develop:code.fields.templateType',
        type: 'select',
        required: true,
        span: 8,
        options: ['crud', 'tree', 'sub'].map((value) => ({ value, label: `develop:code.templates.${value}` })),
      },
      textField('author', 8),
      switchField('baseMode'),
      switchField('tenantMode'),
      switchField('wrapMode'),
      textField('apiPath', 12),
      textField('webPath', 12),
    ],
  },
};
