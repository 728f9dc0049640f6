import { useCallback, useMemo } from 'react';
import {
  useMenuTreeQuery,
  useRemoveTenantPackagesMutation,
  useSubmitTenantPackageMutation,
  useTenantPackageLazyQuery,
  useTenantPackagesLazyQuery,
  useTenantPackagesQuery,
  type TenantPackageFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { fullyCheckedIds, indexMenus, menuTreeData } from './menu-tree';
import type { TenantPackageFormValues, TenantPackageRow } from './tenant-package-crud';

/** The package page's list, detail, submit and remove calls, wired for CrudPage. */
export function useTenantPackageOperations(
  variables: CrudListVariables<Partial<TenantPackageFilter>>,
): CrudOperations<TenantPackageRow, TenantPackageFormValues, TenantPackageFilter> {
  const list = useTenantPackagesQuery({ variables, fetchPolicy: 'cache-and-network' });
  const menus = useMenuTreeQuery({ fetchPolicy: 'cache-first' });
  const [loadPage] = useTenantPackagesLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useTenantPackageLazyQuery({ fetchPolicy: 'network-only' });
  const [submitPackage] = useSubmitTenantPackageMutation({ context: handledErrors });
  const [removePackages] = useRemoveTenantPackagesMutation();

  const menuTree = menus.data?.menuTree;
  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<TenantPackageFilter>>): Promise<CrudPageData<TenantPackageRow>> => {
      const result = await loadPage({ variables: pageVariables });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.tenantPackages;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: TenantPackageRow): Promise<TenantPackageRow> => (await loadOne({ variables: { id: row.id } })).data?.tenantPackage ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: TenantPackageFormValues, row: TenantPackageRow | undefined) => {
      // Store every fully checked menu (a parent stands for its branch); the leaves alone without the tree.
      const ids = menuTree
        ? fullyCheckedIds(values.menuIds, indexMenus(menuTree), menuTreeData(menuTree).map((node) => node.value))
        : values.menuIds;
      await submitPackage({
        variables: {
          input: {
            ...(row ? { id: row.id } : {}),
            packageName: values.packageName.trim(),
            menuId: ids.join(','),
            remark: values.remark.trim() === '' ? null : values.remark.trim(),
          },
        },
      });
    },
    [submitPackage, menuTree],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removePackages({ variables: { ids } });
    },
    [removePackages],
  );

  const data = list.data?.tenantPackages ?? list.previousData?.tenantPackages;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}
