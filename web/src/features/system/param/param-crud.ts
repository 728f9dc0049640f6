import { z } from 'zod';
import type { ParamFilter, ParamsQuery } from '../../../generated/graphql';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { i18n } from '../../../i18n/i18n';
import { seededLabel } from '../../../i18n/seeded-label';

/** A row of the parameter list. */
export type ParamRow = ParamsQuery['params']['records'][number];

const requiredText = (messageKey: string, max: number) => z.string().trim().min(1, messageKey).max(max, 'system:param.validation.tooLong');

/** The add/edit form (SPEC §5: name, key and value required, checked on blur). Lengths as on the server. */
export const paramFormSchema = z.object({
  paramName: requiredText('system:param.validation.paramNameRequired', 255),
  paramKey: requiredText('system:param.validation.paramKeyRequired', 255),
  paramValue: requiredText('system:param.validation.paramValueRequired', 2000),
  remark: z.string().max(255, 'system:param.validation.tooLong'),
});

export type ParamFormValues = z.infer<typeof paramFormSchema>;

/** System parameters (/system/param): columns, search, form and button codes. */
export const paramCrud: CrudConfig<ParamRow, ParamFormValues, ParamFilter> = {
  key: 'system.param',
  title: 'menu:param',
  permissions: { add: 'param_add', edit: 'param_edit', delete: 'param_delete', view: 'param_view' },
  columns: [
    {
      accessor: 'paramName',
      title: 'system:param.fields.paramName',
      sortable: true,
      value: (row) => seededLabel(i18n, 'param', row.paramKey, row.paramName),
    },
    { accessor: 'paramKey', title: 'system:param.fields.paramKey', sortable: true },
    { accessor: 'paramValue', title: 'system:param.fields.paramValue', ellipsis: true },
    { accessor: 'remark', title: 'system:param.fields.remark', ellipsis: true, maxWidth: 200 },
    {
      accessor: 'updateTime',
      title: 'system:param.fields.updateTime',
      sortable: true,
      noWrap: true,
      value: (row) => formatDateTime(row.updateTime),
    },
  ],
  search: [
    { name: 'paramName', label: 'system:param.fields.paramName', placeholder: 'system:param.placeholders.paramName' },
    { name: 'paramKey', label: 'system:param.fields.paramKey', placeholder: 'system:param.placeholders.paramKey' },
  ],
  form: {
    width: 720,
    schema: paramFormSchema,
    initialValues: { paramName: '', paramKey: '', paramValue: '', remark: '' },
    fromRow: (row) => ({
      paramName: row.paramName,
      paramKey: row.paramKey,
      paramValue: row.paramValue,
      remark: row.remark ?? '',
    }),
    fields: [
      {
        name: 'paramName',
        label: 'system:param.fields.paramName',
        placeholder: 'system:param.placeholders.paramName',
        required: true,
        span: 12,
      },
      {
        name: 'paramKey',
        label: 'system:param.fields.paramKey',
        placeholder: 'system:param.placeholders.paramKey',
        required: true,
        span: 12,
      },
      {
        name: 'paramValue',
        label: 'system:param.fields.paramValue',
        placeholder: 'system:param.placeholders.paramValue',
        type: 'textarea',
        required: true,
      },
      { name: 'remark', label: 'system:param.fields.remark', placeholder: 'system:param.placeholders.remark', type: 'textarea' },
    ],
  },
  export: { fileName: 'system:param.exportFileName' },
};
