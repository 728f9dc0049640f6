import { Stack, Title } from '@mantine/core';
import { IconSubtask } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../permission/usePermission';
import { CrudColumnToggle } from '../crud/CrudColumnToggle';
import { CrudFormModal, type CrudDialogState } from '../crud/CrudFormModal';
import { CrudRowActions, useStandardRowActions } from '../crud/CrudRowActions';
import type { RowAction } from '../crud/row-action';
import { CrudSearchPanel } from '../crud/CrudSearchPanel';
import { CrudToolbar } from '../crud/CrudToolbar';
import type { CrudColumn, CrudFormConfig, CrudFormMode, CrudPermissions, CrudRow, CrudSearchField } from '../crud/crud-types';
import { useColumnVisibility } from '../crud/useColumnVisibility';
import { useCrudDelete } from '../crud/useCrudDelete';
import { cleanFilter } from '../crud/useCrudList';
import { TreeTable } from './TreeTable';
import type { VisibleTreeRow } from './useLazyTree';

/** What the form of a tree page is opened for: add (a root, or a child of `parentId`), edit or view. */
export interface TreeDialogState<Row extends CrudRow> extends CrudDialogState<Row> {
  parentId?: string;
}

/**
 * A CRUD page over a tree: heading, search panel, toolbar (add, bulk delete, refresh, columns), the
 * tree table with view / edit / delete / add-child row buttons, and the add/edit/view dialog. Buttons
 * appear only with their permission code; `permissions.add` also gates "add child".
 */
export function TreeCrudPage<Row extends CrudRow, Values extends object, Filter extends object>({
  pageKey,
  title,
  permissions,
  columns,
  search,
  onSearch,
  tree,
  refresh,
  form,
  fetchOne,
  submit,
  remove,
  canAddChild,
  toolbarExtra,
  rowActionsExtra,
}: {
  pageKey: string;
  /** i18n key of the heading. */
  title: string;
  permissions: CrudPermissions;
  columns: readonly CrudColumn<Row>[];
  search?: readonly CrudSearchField<Filter>[];
  /** The cleaned filter ({} on reset). */
  onSearch?: (filter: Partial<Filter>) => void;
  tree: { rows: readonly VisibleTreeRow<Row>[]; loading: boolean; toggle: (row: Row) => void };
  /** Reloads the tree (and whatever else the page shows) after a change. */
  refresh: () => Promise<unknown>;
  /** The form config for the open dialog. */
  form: (dialog: TreeDialogState<Row>) => CrudFormConfig<Row, Values>;
  fetchOne?: (row: Row) => Promise<Row>;
  submit?: (values: Values, row: Row | undefined) => Promise<unknown>;
  remove?: (ids: string[]) => Promise<unknown>;
  /** Whether a row may get children (e.g. menus, not buttons); all rows when absent. */
  canAddChild?: (row: Row) => boolean;
  toolbarExtra?: (selected: readonly Row[]) => ReactNode;
  /** Page-specific row actions after view / edit / delete / add child (laid out by `CrudRowActions`). */
  rowActionsExtra?: (row: Row) => readonly RowAction[];
}) {
  const { t } = useTranslation();
  const canAdd = usePermission(permissions.add ?? '') && submit !== undefined;
  const canEdit = usePermission(permissions.edit ?? '') && submit !== undefined;
  const canView = usePermission(permissions.view ?? '');
  const canDelete = usePermission(permissions.delete ?? '') && remove !== undefined;

  const [selected, setSelected] = useState<readonly Row[]>([]);
  const [dialog, setDialog] = useState<TreeDialogState<Row> | undefined>(undefined);
  const [lastDialog, setLastDialog] = useState<TreeDialogState<Row> | undefined>(undefined);
  const openCount = useRef(0);
  const { hidden, visibleColumns, toggle } = useColumnVisibility(pageKey, columns);

  const reload = useCallback(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  const afterDelete = useCallback(() => {
    setSelected([]);
    reload();
  }, [reload]);
  const confirmDelete = useCrudDelete<Row>({ remove, onDeleted: afterDelete });
  const standardActions = useStandardRowActions();

  const openDialog = (mode: CrudFormMode, row?: Row, parentId?: string) => {
    openCount.current += 1;
    const next = { mode, row, parentId, openId: openCount.current };
    setDialog(next);
    setLastDialog(next);
  };
  const shown = dialog ?? lastDialog;
  const formConfig = useMemo(() => (shown ? form(shown) : undefined), [shown, form]);

  const applySearch = (filter: Partial<Filter>) => {
    setSelected([]);
    onSearch?.(cleanFilter(filter));
  };

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t(title)}
      </Title>
      {search && search.length > 0 && <CrudSearchPanel<Filter> fields={search} onSearch={applySearch} onReset={() => applySearch({})} />}
      <CrudToolbar
        onAdd={canAdd ? () => openDialog('add') : undefined}
        onDeleteSelected={canDelete ? () => confirmDelete(selected, 'deleteSelected') : undefined}
        onRefresh={reload}
        refreshing={tree.loading}
        selectedCount={selected.length}
        onClearSelection={() => setSelected([])}
        columnToggle={<CrudColumnToggle columns={columns} hidden={hidden} onToggle={toggle} />}
        extra={toolbarExtra?.(selected)}
      />
      <TreeTable<Row>
        tableKey={pageKey}
        columns={visibleColumns}
        rows={tree.rows}
        loading={tree.loading}
        onToggle={tree.toggle}
        selectedRecords={canDelete || toolbarExtra ? selected : undefined}
        onSelectedRecordsChange={canDelete || toolbarExtra ? setSelected : undefined}
        rowActions={(row) => (
          <CrudRowActions
            actions={standardActions(
              {
                onView: canView ? () => openDialog('view', row) : undefined,
                onEdit: canEdit ? () => openDialog('edit', row) : undefined,
                onDelete: canDelete ? () => confirmDelete([row], 'deleteRow') : undefined,
              },
              [
                ...(canAdd && (canAddChild?.(row) ?? true)
                  ? [
                      {
                        key: 'addChild',
                        label: t('tree:addChild'),
                        icon: <IconSubtask size={14} aria-hidden />,
                        onClick: () => openDialog('add', undefined, row.id),
                      },
                    ]
                  : []),
                ...(rowActionsExtra?.(row) ?? []),
              ],
            )}
          />
        )}
      />
      {formConfig && (
        <CrudFormModal<Row, Values>
          dialog={dialog}
          config={formConfig}
          fetchOne={fetchOne}
          submit={submit}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
