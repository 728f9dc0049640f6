import {
  RemoveTenantsDocument,
  SubmitTenantDocument,
  TenantDocument,
  TenantsDocument,
  type TenantFilter,
} from '../../../generated/graphql';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { TenantFormValues, TenantRow } from './tenant-crud';

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The tenant page's list (with export), detail, submit and remove, for useCrudOperations. */
export const tenantOperations = crudOperations<TenantRow, TenantFormValues, TenantFilter>()({
  list: TenantsDocument,
  page: (data) => data.tenants,
  exportable: true,
  detail: { document: TenantDocument, row: (data) => data.tenant },
  submit: {
    document: SubmitTenantDocument,
    input: (values, row) => ({
      ...(row ? { id: row.id } : { packageId: blankToNull(values.packageId) }),
      tenantName: values.tenantName.trim(),
      linkman: values.linkman.trim(),
      contactNumber: blankToNull(values.contactNumber),
      address: blankToNull(values.address),
      domainUrl: blankToNull(values.domainUrl),
      backgroundUrl: blankToNull(values.backgroundUrl),
    }),
    done: (data, row, t) => {
      const created = data?.submitTenant;
      if (!row && created) {
        // The server picks the new tenant's code: tell the administrator which one it is.
        notifySuccess(t('tenant:created', { tenantId: created.tenantId, tenantName: created.tenantName }));
      }
    },
  },
  remove: { document: RemoveTenantsDocument },
});
