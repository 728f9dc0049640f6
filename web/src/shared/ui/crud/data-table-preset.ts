import type { DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import classes from './CrudTable.module.css';

/** The accessor of the row action column (pinned right, as wide as its buttons). */
export const ACTIONS_ACCESSOR = '__actions';
/** The accessor of the running-number column (pinned left with the first data column). */
export const INDEX_ACCESSOR = '__index';

/** The prefix of the stored column widths (`<prefix><table key>-columns-width` in localStorage). */
export const COLUMN_WIDTHS_PREFIX = 'saber-table.';

export interface DataTablePresetOptions<Row> {
  /** Names the stored column widths; without it columns are not resizable. */
  tableKey?: string;
  columns: readonly DataTableColumn<Row>[];
  /** Rows shown: an empty table keeps a minimum height for its "no records" text. */
  recordCount: number;
  loading: boolean;
  noRecordsText: string;
  /** Minimum height of an empty table (px). */
  emptyHeight?: number;
  /** Odd rows tinted (default true). */
  striped?: boolean;
}

/**
 * The one look of every list table (CRUD, tree, grading queue, proctoring): border, stripes, hover,
 * dots loader, empty text; wide tables scroll sideways with the first data column (and the index)
 * pinned left and the action column pinned right, so the pinned columns never cover data; data
 * columns can be resized by dragging their header edge and the widths persist per table
 * (mantine-datatable's `storeColumnsKey`; double-click an edge to reset).
 */
export function dataTablePreset<Row>({
  tableKey,
  columns,
  recordCount,
  loading,
  noRecordsText,
  emptyHeight = 220,
  striped = true,
}: DataTablePresetOptions<Row>) {
  const firstData = columns.find((column) => !String(column.accessor).startsWith('__'));
  const resizable = tableKey !== undefined;
  const fitted = columns.map<DataTableColumn<Row>>((column) => {
    const accessor = String(column.accessor);
    if (accessor === ACTIONS_ACCESSOR) {
      return { ...column, pinned: 'right', resizable: false };
    }
    if (accessor === INDEX_ACCESSOR) {
      return { ...column, pinned: 'left', resizable: false };
    }
    return {
      ...column,
      pinned: column === firstData ? 'left' : column.pinned,
      resizable: resizable && column.resizable !== false,
    };
  });
  return {
    className: classes.table,
    withTableBorder: true,
    borderRadius: 'sm',
    striped,
    highlightOnHover: true,
    verticalAlign: 'center',
    minHeight: recordCount === 0 ? emptyHeight : undefined,
    columns: fitted,
    storeColumnsKey: tableKey === undefined ? undefined : `${COLUMN_WIDTHS_PREFIX}${tableKey}`,
    idAccessor: 'id',
    fetching: loading,
    loaderType: 'dots',
    noRecordsText,
  } as const;
}
