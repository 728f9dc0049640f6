import { ActionIcon, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictFilter } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import { usePermission } from '../../../shared/permission/usePermission';
import type { CrudColumn, CrudFormMode } from '../../../shared/ui/crud/crud-types';
import { CrudColumnToggle } from '../../../shared/ui/crud/CrudColumnToggle';
import { CrudFormModal, type CrudDialogState } from '../../../shared/ui/crud/CrudFormModal';
import { CrudRowActions, useStandardRowActions } from '../../../shared/ui/crud/CrudRowActions';
import { CrudSearchPanel } from '../../../shared/ui/crud/CrudSearchPanel';
import { CrudTable } from '../../../shared/ui/crud/CrudTable';
import { CrudToolbar } from '../../../shared/ui/crud/CrudToolbar';
import { useColumnVisibility } from '../../../shared/ui/crud/useColumnVisibility';
import { cleanFilter } from '../../../shared/ui/crud/useCrudList';
import { useCrudDelete } from '../../../shared/ui/crud/useCrudDelete';
import { dictLabel } from './dict-label';
import { dictChildForm } from './dict-child-form';
import { dictPermissionCodes, sealedLabelKey } from './dict-parent-crud';
import { visibleTreeRows, type DictTreeRow } from './dict-tree';
import type { DictKind, DictOperationHooks, DictRow } from './dict-types';

const searchFields = [
  { name: 'dictValue', label: 'dict:fields.itemValue', placeholder: 'dict:placeholders.itemValue' },
  { name: 'dictKey', label: 'dict:fields.dictKey', placeholder: 'dict:placeholders.dictKey' },
] as const;

/**
 * The items of one dictionary as a tree table (SPEC §2 "child tree"): search, index column, selection,
 * expand / collapse, add (below the dictionary or below an item), view, edit and delete.
 */
export function DictChildPanel({ kind, hooks, root }: { kind: DictKind; hooks: DictOperationHooks; root: DictRow | undefined }) {
  const { t } = useTranslation();
  const codes = dictPermissionCodes[kind];
  const canAdd = usePermission(codes.add);
  const canEdit = usePermission(codes.edit);
  const canView = usePermission(codes.view);
  const canDelete = usePermission(codes.delete);
  const [filter, setFilter] = useState<DictFilter>({});
  const operations = hooks.useChildren(root?.id, filter);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<readonly DictTreeRow[]>([]);
  const [dialog, setDialog] = useState<CrudDialogState<DictRow> | undefined>(undefined);
  const [newParentId, setNewParentId] = useState<string>('');
  const openCount = useRef(0);

  const rows = useMemo(() => operations.rows ?? [], [operations.rows]);
  const treeRows = useMemo(() => (root ? visibleTreeRows(rows, root.id, collapsed) : []), [rows, root, collapsed]);

  const toggle = useCallback((id: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  }, []);

  const columns = useMemo<CrudColumn<DictTreeRow>[]>(
    () => [
      {
        accessor: 'dictValue',
        title: 'dict:fields.itemValue',
        render: (row) => (
          <Group gap={4} wrap="nowrap" pl={row.depth * 20}>
            {row.hasChildren ? (
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={i18n.t(collapsed.has(row.id) ? 'dict:items.expand' : 'dict:items.collapse', { name: dictLabel(row) })}
                aria-expanded={!collapsed.has(row.id)}
                onClick={() => toggle(row.id)}
              >
                {collapsed.has(row.id) ? <IconChevronRight size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
              </ActionIcon>
            ) : (
              <Box w={22} />
            )}
            <Text size="sm">{dictLabel(row)}</Text>
          </Group>
        ),
      },
      { accessor: 'dictKey', title: 'dict:fields.dictKey', noWrap: true },
      { accessor: 'sort', title: 'dict:fields.sort', width: 80 },
      { accessor: 'isSealed', title: 'dict:fields.isSealed', width: 90, value: (row) => i18n.t(sealedLabelKey(row.isSealed)) },
      { accessor: 'remark', title: 'dict:fields.remark', ellipsis: true, maxWidth: 200, hiddenByDefault: true },
    ],
    [collapsed, toggle],
  );
  const { hidden, visibleColumns, toggle: toggleColumn } = useColumnVisibility(`system.dict.${kind}.items`, columns);

  const { refetch } = operations;
  const refresh = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  const afterDelete = useCallback(() => {
    setSelected([]);
    refresh();
  }, [refresh]);
  const confirmDelete = useCrudDelete<DictTreeRow>({ remove: operations.remove, onDeleted: afterDelete });
  const standardActions = useStandardRowActions();

  const form = useMemo(() => (root ? dictChildForm(root, rows, newParentId || root.id) : undefined), [root, rows, newParentId]);

  if (!root || !form) {
    return (
      <Paper withBorder p="xl" radius="sm">
        <Text c="dimmed" ta="center">
          {t('dict:items.choose')}
        </Text>
      </Paper>
    );
  }

  const open = (mode: CrudFormMode, row?: DictRow, parentId?: string) => {
    openCount.current += 1;
    setNewParentId(parentId ?? root.id);
    setDialog({ mode, row, openId: openCount.current });
  };

  return (
    <Stack gap="md">
      <Title order={3} fz="h4">
        {t('dict:items.title', { name: dictLabel(root), code: root.code })}
      </Title>
      <CrudSearchPanel<DictFilter>
        fields={searchFields}
        onSearch={(next) => {
          setSelected([]);
          setFilter(cleanFilter(next));
        }}
        onReset={() => {
          setSelected([]);
          setFilter({});
        }}
      />
      <CrudToolbar
        onAdd={canAdd ? () => open('add') : undefined}
        onDeleteSelected={canDelete ? () => confirmDelete(selected, 'deleteSelected') : undefined}
        onRefresh={refresh}
        refreshing={operations.loading}
        selectedCount={selected.length}
        onClearSelection={() => setSelected([])}
        columnToggle={<CrudColumnToggle columns={columns} hidden={hidden} onToggle={toggleColumn} />}
      />
      <CrudTable<DictTreeRow>
        tableKey={`dict.${kind}.items`}
        columns={visibleColumns}
        records={treeRows}
        loading={operations.loading}
        page={1}
        size={Math.max(treeRows.length, 1)}
        sort={[]}
        onSortChange={() => undefined}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        rowActions={(row) => (
          <CrudRowActions
            actions={standardActions(
              {
                onView: canView ? () => open('view', row) : undefined,
                onEdit: canEdit ? () => open('edit', row) : undefined,
                onDelete: canDelete ? () => confirmDelete([row], 'deleteRow') : undefined,
              },
              canAdd
                ? [
                    {
                      key: 'addChild',
                      label: t('dict:items.addChild'),
                      icon: <IconPlus size={14} aria-hidden />,
                      onClick: () => open('add', undefined, row.id),
                    },
                  ]
                : [],
            )}
          />
        )}
      />
      <CrudFormModal<DictRow, typeof form.initialValues>
        dialog={dialog}
        config={form}
        fetchOne={operations.fetchOne}
        submit={operations.submit}
        onClose={() => setDialog(undefined)}
        onSaved={() => {
          setDialog(undefined);
          refresh();
        }}
      />
    </Stack>
  );
}
