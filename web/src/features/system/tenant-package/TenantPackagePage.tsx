import { useMemo } from 'react';
import { useMenuTreeQuery } from '../../../generated/graphql';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { tenantPackageCrud } from './tenant-package-crud';
import { tenantPackageOperations } from './tenant-package-operations';

/** Tenant packages (/system/tenantpackage): list, search, add / edit / delete with the menu tree, export. */
export function TenantPackagePage() {
  const list = useCrudList(tenantPackageCrud);
  const menuTree = useMenuTreeQuery({ fetchPolicy: 'cache-first' }).data?.menuTree;
  const spec = useMemo(() => tenantPackageOperations(menuTree), [menuTree]);
  const operations = useCrudOperations(list.variables, spec);
  return <CrudPage config={tenantPackageCrud} list={list} operations={operations} />;
}
