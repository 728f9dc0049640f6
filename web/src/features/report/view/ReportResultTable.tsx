import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunReportQuery } from '../../../generated/graphql';
import { dataTablePreset } from '../../../shared/ui/crud/data-table-preset';
import { compareCells, formatCell, type ReportCell } from './report-cells';

export type ReportResult = RunReportQuery['runReport'];
type ResultRow = Record<string, ReportCell> & { id: string };

const PAGE_SIZES = [10, 20, 50, 100];

/** The rows of a run: client-side paging and sorting within the row limit, cells in their column's format. */
export function ReportResultTable({ result }: { result: ReportResult }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [sort, setSort] = useState<DataTableSortStatus<ResultRow> | undefined>(undefined);
  const rows = useMemo(
    () => result.rows.map((row, index): ResultRow => ({ ...(row as Record<string, ReportCell>), id: String(index) })),
    [result.rows],
  );
  const sorted = useMemo(() => {
    if (!sort) {
      return rows;
    }
    const key = String(sort.columnAccessor);
    const direction = sort.direction === 'desc' ? -1 : 1;
    return [...rows].sort((left, right) => compareCells(left[key], right[key]) * direction);
  }, [rows, sort]);
  const shown = sorted.slice((page - 1) * size, page * size);
  const columns = result.columns.map((column) => ({
    accessor: column.key,
    title: column.label,
    sortable: true,
    width: column.width ?? undefined,
    textAlign: (column.align ?? 'left') as 'left' | 'center' | 'right',
    render: (row: ResultRow) => formatCell(row[column.key], column.format, i18n.language),
  }));

  return (
    <DataTable<ResultRow>
      {...dataTablePreset<ResultRow>({ columns, recordCount: shown.length, loading: false, noRecordsText: t('report:viewer.noRows') })}
      records={shown}
      totalRecords={sorted.length}
      page={page}
      onPageChange={setPage}
      recordsPerPage={size}
      recordsPerPageOptions={PAGE_SIZES}
      onRecordsPerPageChange={(next) => {
        setSize(next);
        setPage(1);
      }}
      sortStatus={sort ?? { columnAccessor: '', direction: 'asc' }}
      onSortStatusChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      recordsPerPageLabel={t('report:viewer.perPage')}
    />
  );
}
