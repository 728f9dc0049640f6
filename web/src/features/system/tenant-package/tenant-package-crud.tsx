import { z } from 'zod';
import type { TenantPackageFilter, TenantPackagesQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';
import { MenuTreePicker } from './MenuTreePicker';
import { splitMenuIds } from './menu-tree';

/** A row of the package list. */
export type TenantPackageRow = TenantPackagesQuery['tenantPackages']['records'][number];

/** The package form (SPEC §5): name and at least one menu required; lengths as on the server. */
export const tenantPackageSchema = z.object({
  packageName: z.string().trim().min(1, 'tenantPackage:validation.packageNameRequired').max(50, 'tenantPackage:validation.nameTooLong'),
  menuIds: z.array(z.string()).min(1, 'tenantPackage:validation.menuRequired'),
  remark: z.string().max(255, 'tenantPackage:validation.remarkTooLong'),
});

/** Form values: `menuIds` are the checked leaf menus of the tree (the stored ids are worked out on submit). */
export interface TenantPackageFormValues {
  packageName: string;
  menuIds: string[];
  remark: string;
}

/**
 * Tenant packages (/system/tenantpackage, SPEC §2): packageName, the menu tree multi-select, remark;
 * add, edit and delete, no view button; dialog width 600.
 */
export const tenantPackageCrud: CrudConfig<TenantPackageRow, TenantPackageFormValues, TenantPackageFilter> = {
  key: 'system.tenantPackage',
  title: 'menu:tenant_package',
  permissions: { add: 'tenant_package_add', edit: 'tenant_package_edit', delete: 'tenant_package_delete' },
  columns: [
    { accessor: 'packageName', title: 'tenantPackage:fields.packageName', sortable: true },
    {
      accessor: 'menuId',
      title: 'tenantPackage:fields.menuId',
      noWrap: true,
      value: (row) => i18n.t('tenantPackage:menuCount', { count: splitMenuIds(row.menuId).length }),
    },
    { accessor: 'remark', title: 'tenantPackage:fields.remark', ellipsis: true },
    {
      accessor: 'updateTime',
      title: 'tenantPackage:fields.updateTime',
      noWrap: true,
      hiddenByDefault: true,
      value: (row) => formatDateTime(row.updateTime),
    },
  ],
  search: [{ name: 'packageName', label: 'tenantPackage:fields.packageName', placeholder: 'tenantPackage:placeholders.packageName' }],
  form: {
    width: 600,
    schema: tenantPackageSchema,
    initialValues: { packageName: '', menuIds: [], remark: '' },
    // The picker turns stored parents into their leaves once the menu tree is loaded.
    fromRow: (row) => ({ packageName: row.packageName, menuIds: splitMenuIds(row.menuId), remark: row.remark ?? '' }),
    fields: [
      {
        name: 'packageName',
        label: 'tenantPackage:fields.packageName',
        placeholder: 'tenantPackage:placeholders.packageName',
        required: true,
      },
      {
        name: 'menuIds',
        label: 'tenantPackage:fields.menuId',
        required: true,
        render: ({ inputProps }) => (
          <MenuTreePicker
            value={Array.isArray(inputProps.value) ? inputProps.value.filter((item): item is string => typeof item === 'string') : []}
            onChange={inputProps.onChange}
            onFocus={inputProps.onFocus}
            onBlur={inputProps.onBlur}
            label={inputProps.label}
            error={inputProps.error}
            withAsterisk={inputProps.withAsterisk}
            readOnly={inputProps.readOnly}
          />
        ),
      },
      { name: 'remark', label: 'tenantPackage:fields.remark', placeholder: 'tenantPackage:placeholders.remark', type: 'textarea' },
    ],
  },
  export: { fileName: 'menu:tenant_package' },
};
