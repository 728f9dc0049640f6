import { useTranslation } from 'react-i18next';
import {
  useDatasourceSelectQuery,
  useSetTenantDatasourceMutation,
  useSetTenantPackageMutation,
  useTenantPackageOfTenantQuery,
  useTenantPackageSelectQuery,
} from '../../../generated/graphql';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { BindingModal } from './BindingModal';
import type { TenantRow } from './tenant-crud';

/** Package binding of one tenant (tenant_package): a package or none. */
export function TenantPackageModal({ tenant, onClose, onSaved }: { tenant: TenantRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const packages = useTenantPackageSelectQuery({ fetchPolicy: 'cache-and-network' });
  const current = useTenantPackageOfTenantQuery({ variables: { tenantRowId: tenant.id }, fetchPolicy: 'network-only' });
  const [setPackage] = useSetTenantPackageMutation({ context: handledErrors });
  return (
    <BindingModal
      title={t('tenant:package.title')}
      intro={t('tenant:package.intro', { name: tenant.tenantName, tenantId: tenant.tenantId })}
      label={t('tenant:fields.packageId')}
      noneLabel={t('tenant:placeholders.noPackage')}
      options={(packages.data?.tenantPackageSelect ?? []).map((item) => ({ value: item.id, label: item.packageName }))}
      current={current.data ? (current.data.tenantPackageOfTenant?.id ?? '') : undefined}
      loading={packages.loading}
      onSave={(packageId) => setPackage({ variables: { tenantId: tenant.tenantId, packageId } })}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

/** Dedicated datasource of one tenant (tenant_datasource): a datasource or the main database. */
export function TenantDatasourceModal({ tenant, onClose, onSaved }: { tenant: TenantRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const datasources = useDatasourceSelectQuery({ fetchPolicy: 'cache-and-network' });
  const [setDatasource] = useSetTenantDatasourceMutation({ context: handledErrors });
  return (
    <BindingModal
      title={t('tenant:datasource.title')}
      intro={t('tenant:datasource.intro', { name: tenant.tenantName, tenantId: tenant.tenantId })}
      label={t('tenant:fields.datasourceId')}
      noneLabel={t('tenant:placeholders.mainDatabase')}
      options={(datasources.data?.datasourceSelect ?? []).map((item) => ({ value: item.id, label: item.name }))}
      current={tenant.datasourceId ?? ''}
      loading={datasources.loading}
      onSave={(datasourceId) => setDatasource({ variables: { tenantId: tenant.tenantId, datasourceId } })}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
