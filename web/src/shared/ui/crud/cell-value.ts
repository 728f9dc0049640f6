import type { CrudCellValue, CrudColumn, CrudRow } from './crud-types';

/** The plain value of a cell (table text, Excel cell): the column's `value`, else the row's property. */
export function cellValue<Row extends CrudRow>(column: CrudColumn<Row>, row: Row): CrudCellValue {
  if (column.value) {
    return column.value(row);
  }
  const raw: unknown = row[column.accessor];
  return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : null;
}
