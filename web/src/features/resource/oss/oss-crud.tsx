import { Badge } from '@mantine/core';
import { z } from 'zod';
import type { OssFilter, StorageConfigsQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import type { CrudConfig, CrudOption } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';

/** A row of the storage configuration list. */
export type OssRow = StorageConfigsQuery['storageConfigs']['records'][number];

/** Status of a configuration (oss.entity.ts OSS_STATUS): at most one is enabled per tenant. */
export const ossStatus = { disabled: 1, enabled: 2 } as const;

export const categoryOptions: readonly CrudOption[] = [
  { value: '1', label: 'oss:categories.1' },
  { value: '2', label: 'oss:categories.2' },
];

const secretOptions: readonly CrudOption[] = [
  { value: 'stored', label: 'oss:secretState.stored' },
  { value: 'none', label: 'oss:secretState.none' },
];

const tooLong = 'oss:validation.tooLong';
const optional = (max: number) => z.string().trim().max(max, tooLong);

/** The add/edit form; rules as on the server (oss.inputs.ts). */
export const ossFormSchema = z.object({
  category: z.string().regex(/^[12]$/, 'oss:validation.categoryRequired'),
  ossCode: z.string().trim().min(1, 'oss:validation.ossCodeRequired').max(64, tooLong),
  endpoint: optional(255).regex(/^$|^https?:\/\/\S+$/, 'oss:validation.endpointInvalid'),
  accessKey: optional(255),
  secretKey: z.string().max(255, tooLong),
  secretState: z.string(),
  bucketName: z
    .string()
    .trim()
    .regex(/^$|^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'oss:validation.bucketInvalid'),
  appId: optional(64),
  region: optional(64),
  remark: optional(255),
});

export type OssFormValues = z.infer<typeof ossFormSchema>;

function categoryLabel(category: number): string {
  return i18n.t(`oss:categories.${category}`, { defaultValue: String(category) });
}

function statusLabel(status: number): string {
  return i18n.t(status === ossStatus.enabled ? 'oss:statuses.enabled' : 'oss:statuses.disabled');
}

/** Object storage (/resource/oss): columns, search, form and button codes. */
export const ossCrud: CrudConfig<OssRow, OssFormValues, OssFilter> = {
  key: 'resource.oss',
  title: 'menu:oss',
  permissions: { add: 'oss_add', edit: 'oss_edit', delete: 'oss_delete', view: 'oss_view' },
  columns: [
    { accessor: 'category', title: 'oss:fields.category', sortable: true, noWrap: true, value: (row) => categoryLabel(row.category) },
    { accessor: 'ossCode', title: 'oss:fields.ossCode', sortable: true, noWrap: true },
    { accessor: 'endpoint', title: 'oss:fields.endpoint', ellipsis: true },
    { accessor: 'bucketName', title: 'oss:fields.bucketName', noWrap: true },
    { accessor: 'accessKey', title: 'oss:fields.accessKey', ellipsis: true, maxWidth: 160 },
    { accessor: 'region', title: 'oss:fields.region', noWrap: true, hiddenByDefault: true },
    { accessor: 'remark', title: 'oss:fields.remark', ellipsis: true, maxWidth: 200 },
    {
      accessor: 'status',
      title: 'oss:fields.status',
      sortable: true,
      noWrap: true,
      value: (row) => statusLabel(row.status),
      render: (row) => (
        <Badge color={row.status === ossStatus.enabled ? 'green' : 'gray'} variant="light">
          {statusLabel(row.status)}
        </Badge>
      ),
    },
    {
      accessor: 'updateTime',
      title: 'oss:fields.updateTime',
      sortable: true,
      noWrap: true,
      value: (row) => formatDateTime(row.updateTime),
    },
  ],
  search: [
    { name: 'ossCode', label: 'oss:fields.ossCode' },
    { name: 'category', label: 'oss:fields.category', type: 'select', options: categoryOptions },
  ],
  form: {
    width: 760,
    schema: ossFormSchema,
    initialValues: {
      category: '',
      ossCode: '',
      endpoint: '',
      accessKey: '',
      secretKey: '',
      secretState: 'none',
      bucketName: '',
      appId: '',
      region: '',
      remark: '',
    },
    fromRow: (row) => ({
      category: String(row.category),
      ossCode: row.ossCode,
      endpoint: row.endpoint,
      accessKey: row.accessKey,
      secretKey: '',
      secretState: row.hasSecret ? 'stored' : 'none',
      bucketName: row.bucketName,
      appId: row.appId,
      region: row.region,
      remark: row.remark ?? '',
    }),
    fields: [
      { name: 'category', label: 'oss:fields.category', type: 'select', options: categoryOptions, required: true, span: 12 },
      { name: 'ossCode', label: 'oss:fields.ossCode', placeholder: 'oss:placeholders.ossCode', required: true, span: 12 },
      { name: 'endpoint', label: 'oss:fields.endpoint', placeholder: 'oss:placeholders.endpoint', span: 12 },
      { name: 'bucketName', label: 'oss:fields.bucketName', placeholder: 'oss:placeholders.bucketName', span: 12 },
      { name: 'accessKey', label: 'oss:fields.accessKey', placeholder: 'oss:placeholders.accessKey', span: 12 },
      {
        name: 'secretKey',
        label: 'oss:fields.secretKey',
        placeholder: 'oss:placeholders.secretKey',
        type: 'password',
        span: 12,
        hiddenIn: ['view'],
        description: 'oss:descriptions.secretKey',
      },
      {
        name: 'secretState',
        label: 'oss:fields.secretState',
        type: 'select',
        options: secretOptions,
        span: 12,
        hiddenIn: ['add'],
        readOnlyIn: ['edit'],
      },
      { name: 'appId', label: 'oss:fields.appId', placeholder: 'oss:placeholders.appId', span: 12 },
      { name: 'region', label: 'oss:fields.region', placeholder: 'oss:placeholders.region', span: 12 },
      { name: 'remark', label: 'oss:fields.remark', placeholder: 'oss:placeholders.remark', type: 'textarea' },
    ],
  },
};
