import { Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../permission/usePermission';
import type { CrudConfig, CrudFormMode, CrudOperations, CrudRow } from './crud-types';
import { CrudColumnToggle } from './CrudColumnToggle';
import { CrudFormModal, type CrudDialogState } from './CrudFormModal';
import { CrudPagination } from './CrudPagination';
import { CrudRowActions, useStandardRowActions } from './CrudRowActions';
import { CrudSearchPanel } from './CrudSearchPanel';
import { CrudTable } from './CrudTable';
import { CrudToolbar } from './CrudToolbar';
import type { RowAction } from './row-action';
import { useColumnVisibility } from './useColumnVisibility';
import type { CrudListState } from './useCrudList';
import { useCrudDelete } from './useCrudDelete';
import { useCrudExport } from './useCrudExport';

export interface CrudPageProps<Row extends CrudRow, Values extends object, Filter extends object> {
  config: CrudConfig<Row, Values, Filter>;
  /** From `useCrudList(config)`. */
  list: CrudListState<Filter>;
  /** From the page's own hook over its generated GraphQL hooks. */
  operations: CrudOperations<Row, Values, Filter>;
  /** Page-specific toolbar buttons; they get the selected rows. */
  toolbarExtra?: (selected: readonly Row[]) => ReactNode;
  /**
   * Page-specific row actions after view / edit / delete. The toolkit lays them out: labelled buttons,
   * after the third a "More" menu; a `disabledReason` keeps the action visible with its reason.
   */
  rowActionsExtra?: (row: Row) => readonly RowAction[];
}

/**
 * A whole CRUD page from one config: heading, search panel, toolbar (add, bulk delete, refresh,
 * columns, export), the table with paging and selection, row actions and the add/edit/view dialog.
 * Buttons appear only with their permission code and their operation.
 */
export function CrudPage<Row extends CrudRow, Values extends object, Filter extends object>({
  config,
  list,
  operations,
  toolbarExtra,
  rowActionsExtra,
}: CrudPageProps<Row, Values, Filter>) {
  const { t } = useTranslation();
  const { permissions, form } = config;
  const canAdd = usePermission(permissions.add ?? '') && form !== undefined && operations.submit !== undefined;
  const canEdit = usePermission(permissions.edit ?? '') && form !== undefined && operations.submit !== undefined;
  const canView = usePermission(permissions.view ?? '') && form !== undefined;
  const canDelete = usePermission(permissions.delete ?? '') && operations.remove !== undefined;
  const exportGranted = usePermission(permissions.export ?? '');
  const canExport =
    config.export !== undefined && operations.fetchPage !== undefined && (permissions.export === undefined || exportGranted);

  const [selected, setSelected] = useState<readonly Row[]>([]);
  const [dialog, setDialog] = useState<CrudDialogState<Row> | undefined>(undefined);
  const openCount = useRef(0);
  const { hidden, visibleColumns, toggle } = useColumnVisibility(config.key, config.columns);

  // A new page, page size, filter or sort starts with nothing selected.
  useEffect(() => {
    setSelected([]);
  }, [list.variables]);

  // Deleting the last rows of the last page: go to the page that still has rows.
  const total = operations.data?.total ?? 0;
  const pageEmpty = operations.data !== undefined && operations.data.records.length === 0;
  const { page, size, setPage } = list;
  useEffect(() => {
    if (pageEmpty && !operations.loading && page > 1) {
      setPage(Math.max(1, Math.ceil(total / size)));
    }
  }, [pageEmpty, operations.loading, page, size, total, setPage]);

  const { refetch } = operations;
  const refresh = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  const afterDelete = useCallback(() => {
    setSelected([]);
    refresh();
  }, [refresh]);
  const confirmDelete = useCrudDelete<Row>({ remove: operations.remove, onDeleted: afterDelete });
  const { exporting, startExport } = useCrudExport<Row, Filter>({
    fileName: config.export?.fileName ?? config.title,
    columns: visibleColumns,
    fetchPage: operations.fetchPage,
    variables: list.variables,
  });

  const openDialog = (mode: CrudFormMode, row?: Row) => {
    openCount.current += 1;
    setDialog({ mode, row, openId: openCount.current });
  };
  const closeDialog = () => setDialog(undefined);
  const afterSave = () => {
    setDialog(undefined);
    refresh();
  };

  const standardActions = useStandardRowActions();
  const allowed = (action: 'view' | 'edit' | 'delete', row: Row) => config.rowAllowed?.(action, row) ?? true;
  const hasRowActions = canView || canEdit || canDelete || rowActionsExtra !== undefined;
  const records = operations.data?.records ?? [];

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t(config.title)}
      </Title>
      {config.search && config.search.length > 0 && (
        <CrudSearchPanel<Filter> fields={config.search} onSearch={list.search} onReset={list.reset} initialFilter={list.filter} />
      )}
      <CrudToolbar
        onAdd={canAdd ? () => openDialog('add') : undefined}
        onDeleteSelected={canDelete ? () => confirmDelete(selected, 'deleteSelected') : undefined}
        onRefresh={refresh}
        refreshing={operations.loading}
        onExport={canExport ? startExport : undefined}
        exporting={exporting}
        selectedCount={selected.length}
        onClearSelection={() => setSelected([])}
        columnToggle={<CrudColumnToggle columns={config.columns} hidden={hidden} onToggle={toggle} />}
        extra={toolbarExtra?.(selected)}
      />
      <CrudTable<Row>
        tableKey={config.key}
        columns={visibleColumns}
        records={records}
        loading={operations.loading}
        page={list.page}
        size={list.size}
        sort={list.sort}
        onSortChange={list.setSort}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        rowActions={
          hasRowActions
            ? (row) => (
                <CrudRowActions
                  actions={standardActions(
                    {
                      onView: canView && allowed('view', row) ? () => openDialog('view', row) : undefined,
                      onEdit: canEdit && allowed('edit', row) ? () => openDialog('edit', row) : undefined,
                      onDelete: canDelete && allowed('delete', row) ? () => confirmDelete([row], 'deleteRow') : undefined,
                    },
                    rowActionsExtra?.(row),
                  )}
                />
              )
            : undefined
        }
      />
      <CrudPagination page={list.page} size={list.size} total={total} onPageChange={list.setPage} onSizeChange={list.setSize} />
      {form && (
        <CrudFormModal<Row, Values>
          dialog={dialog}
          config={form}
          fetchOne={operations.fetchOne}
          submit={operations.submit}
          onClose={closeDialog}
          onSaved={afterSave}
        />
      )}
    </Stack>
  );
}
