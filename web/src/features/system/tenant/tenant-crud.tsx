import { z } from 'zod';
import type { TenantFilter, TenantsQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { PackageSelect } from './PackageSelect';

/** A row of the tenant list. */
export type TenantRow = TenantsQuery['tenants']['records'][number];

/** The platform tenant: not deleted, not bound to a datasource. */
export const platformTenantId = '000000';

const optionalText = (max: number) => z.string().trim().max(max, `tenant:validation.tooLong${max}`);

/** The tenant form; required fields and lengths as on the server (tenant.inputs.ts). */
export const tenantSchema = z.object({
  tenantName: z.string().trim().min(1, 'tenant:validation.tenantNameRequired').max(50, 'tenant:validation.tooLong50'),
  linkman: z.string().trim().min(1, 'tenant:validation.linkmanRequired').max(20, 'tenant:validation.tooLong20'),
  contactNumber: optionalText(20),
  address: optionalText(255),
  domainUrl: optionalText(255),
  backgroundUrl: optionalText(1000),
  packageId: z.string(),
});

export type TenantFormValues = z.infer<typeof tenantSchema>;

/** Account quota as shown: -1 and 0 mean unlimited. */
export function accountNumberText(value: number): string {
  return value <= 0 ? i18n.t('tenant:unlimited') : String(value);
}

/** Tenants (/system/tenant): columns, search, form and button codes (platform administrator only). */
export const tenantCrud: CrudConfig<TenantRow, TenantFormValues, TenantFilter> = {
  key: 'system.tenant',
  title: 'menu:tenant',
  permissions: { add: 'tenant_add', edit: 'tenant_edit', delete: 'tenant_delete', view: 'tenant_view' },
  columns: [
    { accessor: 'tenantId', title: 'tenant:fields.tenantId', sortable: true, noWrap: true },
    { accessor: 'tenantName', title: 'tenant:fields.tenantName', sortable: true },
    { accessor: 'linkman', title: 'tenant:fields.linkman', noWrap: true },
    { accessor: 'contactNumber', title: 'tenant:fields.contactNumber', noWrap: true },
    { accessor: 'address', title: 'tenant:fields.address', ellipsis: true, maxWidth: 180 },
    { accessor: 'accountNumber', title: 'tenant:fields.accountNumber', noWrap: true, value: (row) => accountNumberText(row.accountNumber) },
    {
      accessor: 'expireTime',
      title: 'tenant:fields.expireTime',
      noWrap: true,
      value: (row) => (row.expireTime ? formatDateTime(row.expireTime) : i18n.t('tenant:never')),
    },
    { accessor: 'domainUrl', title: 'tenant:fields.domainUrl', ellipsis: true, maxWidth: 200 },
  ],
  search: [
    { name: 'tenantId', label: 'tenant:fields.tenantId', placeholder: 'tenant:placeholders.tenantId' },
    { name: 'tenantName', label: 'tenant:fields.tenantName', placeholder: 'tenant:placeholders.tenantName' },
    { name: 'linkman', label: 'tenant:fields.linkman', placeholder: 'tenant:placeholders.linkman' },
  ],
  form: {
    width: 720,
    schema: tenantSchema,
    initialValues: { tenantName: '', linkman: '', contactNumber: '', address: '', domainUrl: '', backgroundUrl: '', packageId: '' },
    fromRow: (row) => ({
      tenantName: row.tenantName,
      linkman: row.linkman ?? '',
      contactNumber: row.contactNumber ?? '',
      address: row.address ?? '',
      domainUrl: row.domainUrl ?? '',
      backgroundUrl: row.backgroundUrl ?? '',
      packageId: row.packageId ?? '',
    }),
    fields: [
      { name: 'tenantName', label: 'tenant:fields.tenantName', placeholder: 'tenant:placeholders.tenantName', required: true, span: 12 },
      { name: 'linkman', label: 'tenant:fields.linkman', placeholder: 'tenant:placeholders.linkman', required: true, span: 12 },
      { name: 'contactNumber', label: 'tenant:fields.contactNumber', placeholder: 'tenant:placeholders.contactNumber', span: 12 },
      { name: 'domainUrl', label: 'tenant:fields.domainUrl', placeholder: 'tenant:placeholders.domainUrl', span: 12 },
      { name: 'address', label: 'tenant:fields.address', placeholder: 'tenant:placeholders.address' },
      { name: 'backgroundUrl', label: 'tenant:fields.backgroundUrl', placeholder: 'tenant:placeholders.backgroundUrl' },
      {
        name: 'packageId',
        label: 'tenant:fields.packageId',
        hiddenIn: ['edit', 'view'],
        render: ({ inputProps }) => (
          <PackageSelect
            label={inputProps.label}
            value={typeof inputProps.value === 'string' ? inputProps.value : ''}
            onChange={inputProps.onChange}
            description={i18n.t('tenant:packageOnAdd')}
          />
        ),
      },
    ],
  },
  export: { fileName: 'menu:tenant' },
  rowAllowed: (action, row) => action !== 'delete' || row.tenantId !== platformTenantId,
};
