import { Badge } from '@mantine/core';
import { z } from 'zod';
import type { SmsConfigsQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import type { CrudConfig, CrudOption } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';

/** A row of the SMS configuration list. */
export type SmsRow = SmsConfigsQuery['smsConfigs']['records'][number];

/** The search panel's values (selects answer strings; sms-operations turns the provider into a number). */
export interface SmsSearch {
  smsCode?: string;
  templateId?: string;
  category?: string;
}

/** Status of a configuration (resource-config CONFIG_STATUS): at most one is enabled per tenant. */
export const smsStatus = { disabled: 1, enabled: 2 } as const;

/** Providers by the legacy dictionary `sms` (sms.entity.ts SMS_CATEGORY). */
export const smsCategory = { yunpian: 1, qiniu: 2, aliyun: 3, tencent: 4 } as const;

export const smsCategoryOptions: readonly CrudOption[] = [3, 4, 2, 1].map((value) => ({
  value: String(value),
  label: `sms:categories.${value}`,
}));

const secretOptions: readonly CrudOption[] = [
  { value: 'stored', label: 'sms:secretState.stored' },
  { value: 'none', label: 'sms:secretState.none' },
];

/** What the list shows in place of a stored secret key: the key itself never reaches the page. */
export const MASKED_SECRET = '******';

const tooLong = 'sms:validation.tooLong';
const optional = (max: number) => z.string().trim().max(max, tooLong);

/** Fields each provider cannot send without, besides template and access key (as on the server, sms.service.ts). */
const needsSignName = (category: string) => category === '3' || category === '4';

/** The add/edit form; rules as on the server (sms.inputs.ts, sms.service.ts). */
export const smsFormSchema = z
  .object({
    category: z.string().regex(/^[1-4]$/, 'sms:validation.categoryRequired'),
    smsCode: z
      .string()
      .trim()
      .min(1, 'sms:validation.smsCodeRequired')
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'sms:validation.smsCodeInvalid'),
    templateId: z.string().trim().min(1, 'sms:validation.templateIdRequired').max(500, tooLong),
    accessKey: z.string().trim().min(1, 'sms:validation.accessKeyRequired').max(255, tooLong),
    secretKey: z.string().max(255, tooLong),
    secretState: z.string(),
    regionId: optional(64).regex(/^$|^[a-z0-9-]{1,64}$/, 'sms:validation.regionInvalid'),
    signName: optional(64),
    appId: optional(64).regex(/^$|^\d{1,20}$/, 'sms:validation.appIdInvalid'),
    templateVariables: optional(500).regex(/^$|^[A-Za-z0-9_]{1,32}(,[A-Za-z0-9_]{1,32}){0,19}$/, 'sms:validation.variablesInvalid'),
    remark: optional(255),
  })
  .superRefine((values, context) => {
    const secretMissing = values.category !== '1' && values.secretKey === '' && values.secretState !== 'stored';
    if (secretMissing) {
      context.addIssue({ code: 'custom', path: ['secretKey'], message: 'sms:validation.secretKeyRequired' });
    }
    if (needsSignName(values.category) && values.signName === '') {
      context.addIssue({ code: 'custom', path: ['signName'], message: 'sms:validation.signNameRequired' });
    }
    if (values.category === '4' && values.appId === '') {
      context.addIssue({ code: 'custom', path: ['appId'], message: 'sms:validation.appIdRequired' });
    }
  });

export type SmsFormValues = z.infer<typeof smsFormSchema>;

export function smsCategoryLabel(category: number): string {
  return i18n.t(`sms:categories.${category}`, { defaultValue: String(category) });
}

function statusLabel(status: number): string {
  return i18n.t(status === smsStatus.enabled ? 'sms:statuses.enabled' : 'sms:statuses.disabled');
}

/** SMS configurations (/resource/sms): columns, search, form and button codes. */
export const smsCrud: CrudConfig<SmsRow, SmsFormValues, SmsSearch> = {
  key: 'resource.sms',
  title: 'menu:sms',
  permissions: { add: 'sms_add', edit: 'sms_edit', delete: 'sms_delete', view: 'sms_view' },
  columns: [
    { accessor: 'category', title: 'sms:fields.category', sortable: true, noWrap: true, value: (row) => smsCategoryLabel(row.category) },
    { accessor: 'smsCode', title: 'sms:fields.smsCode', sortable: true, noWrap: true },
    { accessor: 'templateId', title: 'sms:fields.templateId', ellipsis: true, maxWidth: 200 },
    { accessor: 'accessKey', title: 'sms:fields.accessKey', ellipsis: true, maxWidth: 160 },
    { accessor: 'hasSecret', title: 'sms:fields.secretKey', noWrap: true, value: (row) => (row.hasSecret ? MASKED_SECRET : '') },
    { accessor: 'signName', title: 'sms:fields.signName', noWrap: true, hiddenByDefault: true },
    { accessor: 'regionId', title: 'sms:fields.regionId', noWrap: true, hiddenByDefault: true },
    { accessor: 'remark', title: 'sms:fields.remark', ellipsis: true, maxWidth: 200, hiddenByDefault: true },
    {
      accessor: 'status',
      title: 'sms:fields.status',
      sortable: true,
      noWrap: true,
      width: 110,
      value: (row) => statusLabel(row.status),
      render: (row) => (
        <Badge color={row.status === smsStatus.enabled ? 'green' : 'gray'} variant="light">
          {statusLabel(row.status)}
        </Badge>
      ),
    },
    {
      accessor: 'updateTime',
      title: 'sms:fields.updateTime',
      sortable: true,
      noWrap: true,
      value: (row) => formatDateTime(row.updateTime),
    },
  ],
  search: [
    { name: 'smsCode', label: 'sms:fields.smsCode' },
    { name: 'templateId', label: 'sms:fields.templateId' },
    { name: 'category', label: 'sms:fields.category', type: 'select', options: smsCategoryOptions },
  ],
  form: {
    width: 760,
    schema: smsFormSchema,
    initialValues: {
      category: '',
      smsCode: '',
      templateId: '',
      accessKey: '',
      secretKey: '',
      secretState: 'none',
      regionId: '',
      signName: '',
      appId: '',
      templateVariables: '',
      remark: '',
    },
    fromRow: (row) => ({
      category: String(row.category),
      smsCode: row.smsCode,
      templateId: row.templateId,
      accessKey: row.accessKey,
      secretKey: '',
      secretState: row.hasSecret ? 'stored' : 'none',
      regionId: row.regionId,
      signName: row.signName,
      appId: row.appId,
      templateVariables: row.templateVariables,
      remark: row.remark ?? '',
    }),
    fields: [
      { name: 'category', label: 'sms:fields.category', type: 'select', options: smsCategoryOptions, required: true, span: 12 },
      { name: 'smsCode', label: 'sms:fields.smsCode', placeholder: 'sms:placeholders.smsCode', required: true, span: 12 },
      {
        name: 'templateId',
        label: 'sms:fields.templateId',
        placeholder: 'sms:placeholders.templateId',
        required: true,
        span: 12,
        description: 'sms:descriptions.templateId',
      },
      {
        name: 'templateVariables',
        label: 'sms:fields.templateVariables',
        placeholder: 'sms:placeholders.templateVariables',
        span: 12,
        description: 'sms:descriptions.templateVariables',
        visibleWhen: (values) => values.category !== '1',
      },
      { name: 'accessKey', label: 'sms:fields.accessKey', placeholder: 'sms:placeholders.accessKey', required: true, span: 12 },
      {
        name: 'secretKey',
        label: 'sms:fields.secretKey',
        placeholder: 'sms:placeholders.secretKey',
        type: 'password',
        span: 12,
        hiddenIn: ['view'],
        description: 'sms:descriptions.secretKey',
        visibleWhen: (values) => values.category !== '1',
      },
      {
        name: 'secretState',
        label: 'sms:fields.secretState',
        type: 'select',
        options: secretOptions,
        span: 12,
        hiddenIn: ['add'],
        readOnlyIn: ['edit'],
      },
      { name: 'signName', label: 'sms:fields.signName', placeholder: 'sms:placeholders.signName', span: 12 },
      { name: 'regionId', label: 'sms:fields.regionId', placeholder: 'sms:placeholders.regionId', span: 12 },
      {
        name: 'appId',
        label: 'sms:fields.appId',
        placeholder: 'sms:placeholders.appId',
        span: 12,
        visibleWhen: (values) => values.category === '4',
      },
      { name: 'remark', label: 'sms:fields.remark', placeholder: 'sms:placeholders.remark', type: 'textarea' },
    ],
  },
};
