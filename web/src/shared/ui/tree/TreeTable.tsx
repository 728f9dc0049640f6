import { ActionIcon, Box, Group, Loader, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellValue } from '../crud/cell-value';
import type { CrudColumn, CrudRow } from '../crud/crud-types';
import { ACTIONS_ACCESSOR, dataTablePreset } from '../crud/data-table-preset';
import type { VisibleTreeRow } from './useLazyTree';

/** Indent of one tree level in the first column (px). */
const levelIndent = 22;

/**
 * A tree table on mantine-datatable: the first data column carries the indent and the expand button;
 * the other columns, the selection and the row actions are those of the CRUD table.
 */
export function TreeTable<Row extends CrudRow>({
  tableKey,
  columns,
  rows,
  loading,
  onToggle,
  selectedRecords,
  onSelectedRecordsChange,
  rowActions,
}: {
  /** Names the stored column widths. */
  tableKey?: string;
  columns: readonly CrudColumn<Row>[];
  /** The visible rows in display order (useLazyTree). */
  rows: readonly VisibleTreeRow<Row>[];
  loading: boolean;
  onToggle: (row: Row) => void;
  /** Absent: no selection column. */
  selectedRecords?: readonly Row[];
  onSelectedRecordsChange?: (rows: Row[]) => void;
  rowActions?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const meta = new Map(rows.map((entry) => [entry.row.id, entry]));
  const records = rows.map((entry) => entry.row);

  const text = (column: CrudColumn<Row>, row: Row): ReactNode => {
    if (column.render) {
      return column.render(row);
    }
    const value = String(cellValue(column, row) ?? '');
    return column.ellipsis ? (
      <Text size="sm" truncate="end" maw={column.maxWidth ?? 240} title={value}>
        {value}
      </Text>
    ) : (
      value
    );
  };

  const treeCell = (column: CrudColumn<Row>, row: Row): ReactNode => {
    const entry = meta.get(row.id);
    const level = entry?.level ?? 0;
    const label = String(cellValue(column, row) ?? '');
    return (
      <Group gap={4} wrap="nowrap" pl={level * levelIndent}>
        {entry?.hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t(entry.expanded ? 'tree:collapse' : 'tree:expand', { name: label })}
            aria-expanded={entry.expanded}
            onClick={(event) => {
              event.stopPropagation();
              onToggle(row);
            }}
          >
            {entry.loading ? (
              <Loader size={12} />
            ) : entry.expanded ? (
              <IconChevronDown size={16} aria-hidden />
            ) : (
              <IconChevronRight size={16} aria-hidden />
            )}
          </ActionIcon>
        ) : (
          <Box w={22} aria-hidden />
        )}
        {text(column, row)}
      </Group>
    );
  };

  const tableColumns: DataTableColumn<Row>[] = columns.map<DataTableColumn<Row>>((column, index) => ({
    accessor: column.accessor,
    title: t(column.title),
    width: column.width,
    noWrap: index === 0 || (column.noWrap ?? false),
    render: (row) => (index === 0 ? treeCell(column, row) : text(column, row)),
  }));
  if (rowActions) {
    tableColumns.push({
      accessor: ACTIONS_ACCESSOR,
      title: t('crud:table.actions'),
      render: (row) => rowActions(row),
    });
  }

  const selection =
    selectedRecords && onSelectedRecordsChange
      ? {
          selectedRecords: [...selectedRecords],
          onSelectedRecordsChange,
          allRecordsSelectionCheckboxProps: { 'aria-label': t('crud:table.selectAll') },
          getRecordSelectionCheckboxProps: (row: Row) => ({
            'aria-label': t('tree:selectRow', { name: String((columns[0] ? cellValue(columns[0], row) : null) ?? row.id) }),
          }),
        }
      : {};

  const preset = dataTablePreset<Row>({
    tableKey,
    columns: tableColumns,
    recordCount: records.length,
    loading,
    noRecordsText: t('crud:table.empty'),
    striped: false,
  });
  return <DataTable<Row> {...preset} records={records} {...selection} />;
}
