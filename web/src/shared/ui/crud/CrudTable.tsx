import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortInput } from '../../../generated/graphql';
import { cellValue } from './cell-value';
import type { CrudColumn, CrudRow } from './crud-types';
import { ACTIONS_ACCESSOR, dataTablePreset, INDEX_ACCESSOR } from './data-table-preset';

/** Sort status shown when the list is in the server's default order (no column highlighted). */
const unsorted = '__unsorted';

function sortFieldOf<Row extends CrudRow>(column: CrudColumn<Row>): string {
  return column.sortField ?? column.accessor;
}

/**
 * The list table on mantine-datatable: selection checkboxes, an index column that counts across
 * pages, the visible data columns, server-side sorting on sortable columns and a row action column,
 * in the shared table preset (pinned first and action columns, resizable columns stored under `tableKey`).
 */
export function CrudTable<Row extends CrudRow>({
  tableKey,
  columns,
  records,
  loading,
  page,
  size,
  sort,
  onSortChange,
  selectedRecords,
  onSelectedRecordsChange,
  rowActions,
}: {
  /** Names the stored column widths (the page's config key). */
  tableKey?: string;
  columns: readonly CrudColumn<Row>[];
  records: readonly Row[];
  loading: boolean;
  page: number;
  size: number;
  sort: readonly SortInput[];
  onSortChange: (sort: SortInput[]) => void;
  selectedRecords: readonly Row[];
  onSelectedRecordsChange: (rows: Row[]) => void;
  /** Row buttons; the action column is left out when absent. */
  rowActions?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const firstSort = sort[0];
  const sortedColumn = firstSort ? columns.find((column) => sortFieldOf(column) === firstSort.field) : undefined;
  const sortStatus: DataTableSortStatus<Row> = {
    columnAccessor: sortedColumn?.accessor ?? unsorted,
    direction: firstSort?.direction === 'DESC' ? 'desc' : 'asc',
  };

  const handleSortStatusChange = (status: DataTableSortStatus<Row>) => {
    const column = columns.find((candidate) => candidate.accessor === status.columnAccessor);
    if (column) {
      onSortChange([{ field: sortFieldOf(column), direction: status.direction === 'desc' ? 'DESC' : 'ASC' }]);
    }
  };

  const tableColumns: DataTableColumn<Row>[] = [
    {
      accessor: INDEX_ACCESSOR,
      title: t('crud:table.index'),
      width: 64,
      textAlign: 'center',
      render: (_row, index) => (page - 1) * size + index + 1,
    },
    ...columns.map<DataTableColumn<Row>>((column) => ({
      accessor: column.accessor,
      title: t(column.title),
      sortable: column.sortable ?? false,
      width: column.width,
      noWrap: column.noWrap ?? false,
      render: (row) => {
        if (column.render) {
          return column.render(row);
        }
        const text = String(cellValue(column, row) ?? '');
        // Long values are cut to one line; the whole text shows on hover.
        return column.ellipsis ? (
          <Text size="sm" truncate="end" maw={column.maxWidth ?? 240} title={text}>
            {text}
          </Text>
        ) : (
          text
        );
      },
    })),
  ];
  if (rowActions) {
    tableColumns.push({
      accessor: ACTIONS_ACCESSOR,
      title: t('crud:table.actions'),
      // As wide as its buttons in the current language.
      render: (row) => rowActions(row),
    });
  }

  const preset = dataTablePreset<Row>({
    tableKey,
    columns: tableColumns,
    recordCount: records.length,
    loading,
    noRecordsText: t('crud:table.empty'),
  });
  return (
    <DataTable<Row>
      {...preset}
      records={[...records]}
      sortStatus={sortStatus}
      onSortStatusChange={handleSortStatusChange}
      selectedRecords={[...selectedRecords]}
      onSelectedRecordsChange={onSelectedRecordsChange}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('crud:table.selectAll') }}
      getRecordSelectionCheckboxProps={(_row, index) => ({ 'aria-label': t('crud:table.selectRow', { index: index + 1 }) })}
    />
  );
}
