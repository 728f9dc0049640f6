import {
  RemoveTenantPackagesDocument,
  SubmitTenantPackageDocument,
  TenantPackageDocument,
  TenantPackagesDocument,
  type MenuTreeQuery,
  type TenantPackageFilter,
} from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { fullyCheckedIds, indexMenus, menuTreeData } from './menu-tree';
import type { TenantPackageFormValues, TenantPackageRow } from './tenant-package-crud';

/** The package page's list (with export), detail, submit and remove against the menu tree, for useCrudOperations. */
export function tenantPackageOperations(menuTree: MenuTreeQuery['menuTree'] | undefined) {
  return crudOperations<TenantPackageRow, TenantPackageFormValues, TenantPackageFilter>()({
    list: TenantPackagesDocument,
    page: (data) => data.tenantPackages,
    exportable: true,
    detail: { document: TenantPackageDocument, row: (data) => data.tenantPackage },
    submit: {
      document: SubmitTenantPackageDocument,
      input: (values, row) => {
        // Store every fully checked menu (a parent stands for its branch); the leaves alone without the tree.
        const ids = menuTree
          ? fullyCheckedIds(
              values.menuIds,
              indexMenus(menuTree),
              menuTreeData(menuTree).map((node) => node.value),
            )
          : values.menuIds;
        return {
          ...(row ? { id: row.id } : {}),
          packageName: values.packageName.trim(),
          menuId: ids.join(','),
          remark: values.remark.trim() === '' ? null : values.remark.trim(),
        };
      },
    },
    remove: { document: RemoveTenantPackagesDocument },
  });
}
