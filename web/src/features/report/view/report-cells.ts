import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';

/** A cell of a report result as the server sends it. */
export type ReportCell = string | number | boolean | null | undefined;

/** The text of a cell in a column's format (text, integer, number, percent, datetime), in the shown language. */
export function formatCell(value: ReportCell, format: string | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  if (typeof value === 'boolean') {
    return String(value);
  }
  const number = typeof value === 'number' ? value : Number(value);
  switch (format) {
    case 'integer':
      return Number.isFinite(number) ? new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(number) : String(value);
    case 'number':
      return Number.isFinite(number) ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(number) : String(value);
    case 'percent':
      return Number.isFinite(number)
        ? new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(number)
        : String(value);
    case 'datetime':
      return formatLocalizedDateTime(String(value), language);
    default:
      return String(value);
  }
}

/** Orders two cells: numbers by value, the rest as text; empty cells last. */
export function compareCells(left: ReportCell, right: ReportCell): number {
  if (left === right) {
    return 0;
  }
  if (left === null || left === undefined) {
    return 1;
  }
  if (right === null || right === undefined) {
    return -1;
  }
  if (typeof left === 'number' && typeof right === 'number') {
    return left - right;
  }
  return String(left).localeCompare(String(right));
}
