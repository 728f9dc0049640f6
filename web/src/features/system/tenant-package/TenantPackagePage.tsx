import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { tenantPackageCrud } from './tenant-package-crud';
import { useTenantPackageOperations } from './useTenantPackageOperations';

/** Tenant packages (/system/tenantpackage): list, search, add / edit / delete with the menu tree, export. */
export function TenantPackagePage() {
  const list = useCrudList(tenantPackageCrud);
  const operations = useTenantPackageOperations(list.variables);
  return <CrudPage config={tenantPackageCrud} list={list} operations={operations} />;
}
