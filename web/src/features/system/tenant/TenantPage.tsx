import { Button } from '@mantine/core';
import { IconDatabase, IconPackage, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission/usePermission';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import type { RowAction } from '../../../shared/ui/crud/row-action';
import { notifyWarning } from '../../../shared/ui/crud/notify-warning';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { TenantDatasourceModal, TenantPackageModal } from './TenantBindings';
import { TenantSettingModal } from './TenantSettingModal';
import { platformTenantId, tenantCrud, type TenantRow } from './tenant-crud';
import { tenantOperations } from './tenant-operations';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';

type TenantAction = { kind: 'setting'; tenants: readonly TenantRow[] } | { kind: 'package' | 'datasource'; tenant: TenantRow };

/**
 * Tenants (/system/tenant): list, search, add (the server picks the code) / edit / view / delete, and
 * tenant settings (quota and expiry of the selected tenants), package and datasource binding per tenant.
 */
export function TenantPage() {
  const { t } = useTranslation();
  const list = useCrudList(tenantCrud);
  const operations = useCrudOperations(list.variables, tenantOperations);
  const canSet = usePermission('tenant_setting');
  const canPackage = usePermission('tenant_package');
  const canDatasource = usePermission('tenant_datasource');
  const [action, setAction] = useState<TenantAction | undefined>(undefined);

  const close = () => setAction(undefined);
  const saved = () => {
    setAction(undefined);
    operations.refetch().catch(() => undefined);
  };

  return (
    <>
      <CrudPage
        config={tenantCrud}
        list={list}
        operations={operations}
        toolbarExtra={(selected) =>
          canSet ? (
            <Button
              variant="light"
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={() =>
                selected.length === 0
                  ? notifyWarning(t('crud:notify.selectOne'), 'crud-select-one')
                  : setAction({ kind: 'setting', tenants: selected })
              }
            >
              {t('tenant:setting.button')}
            </Button>
          ) : null
        }
        rowActionsExtra={(row) => {
          const actions: RowAction[] = [];
          if (canPackage) {
            actions.push({
              key: 'package',
              label: t('tenant:package.button'),
              icon: <IconPackage size={14} aria-hidden />,
              onClick: () => setAction({ kind: 'package', tenant: row }),
            });
          }
          if (canDatasource && row.tenantId !== platformTenantId) {
            actions.push({
              key: 'datasource',
              label: t('tenant:datasource.button'),
              icon: <IconDatabase size={14} aria-hidden />,
              onClick: () => setAction({ kind: 'datasource', tenant: row }),
            });
          }
          return actions;
        }}
      />
      {action?.kind === 'setting' && <TenantSettingModal tenants={action.tenants} onClose={close} onSaved={saved} />}
      {action?.kind === 'package' && <TenantPackageModal tenant={action.tenant} onClose={close} onSaved={saved} />}
      {action?.kind === 'datasource' && <TenantDatasourceModal tenant={action.tenant} onClose={close} onSaved={saved} />}
    </>
  );
}
