import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useRemoveTenantsMutation,
  useSubmitTenantMutation,
  useTenantLazyQuery,
  useTenantsLazyQuery,
  useTenantsQuery,
  type TenantFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { TenantFormValues, TenantRow } from './tenant-crud';

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The tenant page's list, detail, submit and remove calls, wired for CrudPage. */
export function useTenantOperations(
  variables: CrudListVariables<Partial<TenantFilter>>,
): CrudOperations<TenantRow, TenantFormValues, TenantFilter> {
  const { t } = useTranslation();
  const list = useTenantsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = useTenantsLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useTenantLazyQuery({ fetchPolicy: 'network-only' });
  const [submitTenant] = useSubmitTenantMutation({ context: handledErrors });
  const [removeTenants] = useRemoveTenantsMutation();

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<TenantFilter>>): Promise<CrudPageData<TenantRow>> => {
      const result = await loadPage({ variables: pageVariables });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.tenants;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: TenantRow): Promise<TenantRow> => (await loadOne({ variables: { id: row.id } })).data?.tenant ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: TenantFormValues, row: TenantRow | undefined) => {
      const result = await submitTenant({
        variables: {
          input: {
            ...(row ? { id: row.id } : { packageId: blankToNull(values.packageId) }),
            tenantName: values.tenantName.trim(),
            linkman: values.linkman.trim(),
            contactNumber: blankToNull(values.contactNumber),
            address: blankToNull(values.address),
            domainUrl: blankToNull(values.domainUrl),
            backgroundUrl: blankToNull(values.backgroundUrl),
          },
        },
      });
      const created = result.data?.submitTenant;
      if (!row && created) {
        // The server picks the new tenant's code: tell the administrator which one it is.
        notifySuccess(t('tenant:created', { tenantId: created.tenantId, tenantName: created.tenantName }));
      }
    },
    [submitTenant, t],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeTenants({ variables: { ids } });
    },
    [removeTenants],
  );

  const data = list.data?.tenants ?? list.previousData?.tenants;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}
