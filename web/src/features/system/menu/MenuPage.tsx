import { useCallback, useMemo, useState } from 'react';
import type { MenuFilter } from '../../../generated/graphql';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import { TreeCrudPage, type TreeDialogState } from '../../../shared/ui/tree/TreeCrudPage';
import { menuCategory, menuColumns, menuForm, menuPermissions, menuSearch, type MenuFormValues, type MenuRow } from './menu-crud';
import { useMenuOperations } from './useMenuOperations';

/**
 * Menus (/system/menu, platform administrators): the lazy tree of menus and buttons, search, add (root
 * or child of a menu), edit, view, delete (refused while children exist: the server says so).
 */
export function MenuPage() {
  const categories = useDictionary('menu_category');
  const actions = useDictionary('button_func');
  const yesNo = useDictionary('yes_no');
  const [filter, setFilter] = useState<MenuFilter>({});
  const operations = useMenuOperations(filter);
  const columns = useMemo(
    () => menuColumns({ category: categories.label, action: actions.label, isOpen: yesNo.label }),
    [categories.label, actions.label, yesNo.label],
  );
  const { nodes } = operations;
  const form = useCallback(
    (dialog: TreeDialogState<MenuRow>) =>
      menuForm({
        options: { category: categories.options, action: actions.options, isOpen: yesNo.options },
        nodes,
        parentId: dialog.parentId,
        editedId: dialog.row?.id,
      }),
    [categories.options, actions.options, yesNo.options, nodes],
  );
  return (
    <TreeCrudPage<MenuRow, MenuFormValues, MenuFilter>
      pageKey="system.menu"
      title="menu:menu"
      permissions={menuPermissions}
      columns={columns}
      search={menuSearch}
      onSearch={setFilter}
      tree={operations.tree}
      refresh={operations.refresh}
      form={form}
      fetchOne={operations.fetchOne}
      submit={operations.submit}
      remove={operations.remove}
      canAddChild={(row) => row.category === menuCategory.menu}
    />
  );
}
