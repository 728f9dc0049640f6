import { useCallback, useMemo, useState } from 'react';
import type { DeptFilter } from '../../../generated/graphql';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import { TreeCrudPage, type TreeDialogState } from '../../../shared/ui/tree/TreeCrudPage';
import { deptColumns, deptForm, deptPermissions, deptSearch, type DeptFormValues, type DeptRow } from './dept-crud';
import { useDeptOperations } from './useDeptOperations';

/**
 * Departments (/system/dept): a lazy tree table (expanding a row loads its children), search by name,
 * add (root or child), edit, view, delete (the server refuses while children exist and says so).
 */
export function DeptPage() {
  const categories = useDictionary('org_category');
  const [filter, setFilter] = useState<DeptFilter>({});
  const operations = useDeptOperations(filter);
  const columns = useMemo(() => deptColumns(categories.label), [categories.label]);
  const { nodes } = operations;
  const form = useCallback(
    (dialog: TreeDialogState<DeptRow>) =>
      deptForm({ categories: categories.options, nodes, parentId: dialog.parentId, editedId: dialog.row?.id }),
    [categories.options, nodes],
  );
  return (
    <TreeCrudPage<DeptRow, DeptFormValues, DeptFilter>
      pageKey="system.dept"
      title="menu:dept"
      permissions={deptPermissions}
      columns={columns}
      search={deptSearch}
      onSearch={setFilter}
      tree={operations.tree}
      refresh={operations.refresh}
      form={form}
      fetchOne={operations.fetchOne}
      submit={operations.submit}
      remove={operations.remove}
    />
  );
}
