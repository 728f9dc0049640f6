import type { ReportColumn } from '../definition/report-definition.types';

export type Cell = string | number | boolean | null;

/** A cell as the export shows it: percent and number formats rounded for print, datetimes as dates. */
export function cellValue(column: ReportColumn, value: unknown): Cell | Date {
  if (value === null || value === undefined) {
    return null;
  }
  if (column.format === 'datetime' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return new Date(value);
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value);
}

/** The text of a cell in a printed report (PDF). */
export function cellText(column: ReportColumn, value: unknown, timeZone: string): string {
  const cell = cellValue(column, value);
  if (cell === null) {
    return '';
  }
  if (cell instanceof Date) {
    return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(cell);
  }
  if (typeof cell === 'number') {
    if (column.format === 'percent') {
      return `${(cell * 100).toFixed(1)}%`;
    }
    return column.format === 'integer' ? String(Math.round(cell)) : String(Math.round(cell * 1000) / 1000);
  }
  return String(cell);
}
