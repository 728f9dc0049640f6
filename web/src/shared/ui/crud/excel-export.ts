import type * as ExcelJS from 'exceljs';
import type { CrudListVariables, CrudPageData, CrudRow } from './crud-types';

/** Rows fetched per request while exporting (the list queries allow at most 1000). */
export const exportPageSize = 1000;

/** Most rows one client-side export writes; larger exports belong on the server. */
export const exportRowLimit = 10_000;

/** A column of the exported sheet. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
  width?: number;
}

/**
 * Pages through the list query with the current filter and sort, `exportPageSize` rows at a time,
 * until every row (or `limit` rows) has been read. `truncated` tells whether rows were left out.
 */
export async function fetchAllRows<Row extends CrudRow, Filter extends object>(
  fetchPage: (variables: CrudListVariables<Partial<Filter>>) => Promise<CrudPageData<Row>>,
  variables: CrudListVariables<Partial<Filter>>,
  limit: number = exportRowLimit,
): Promise<{ rows: Row[]; total: number; truncated: boolean }> {
  const rows: Row[] = [];
  let total = 0;
  for (let current = 1; ; current += 1) {
    const page = await fetchPage({ ...variables, page: { current, size: exportPageSize } });
    total = page.total;
    rows.push(...page.records);
    const done = page.records.length < exportPageSize || rows.length >= total;
    if (done || rows.length >= limit) {
      break;
    }
  }
  const kept = rows.slice(0, limit);
  return { rows: kept, total, truncated: total > kept.length };
}

type ExcelModule = typeof ExcelJS;

/** exceljs is big: it is loaded only when a user exports (its own chunk, not the main bundle). */
async function loadExcel(): Promise<ExcelModule> {
  const loaded: ExcelModule & { default?: ExcelModule } = await import('exceljs');
  return loaded.default ?? loaded;
}

/** Builds an .xlsx file: a bold header row and one row per record. */
export async function buildWorkbook<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): Promise<ArrayBuffer> {
  const excel = await loadExcel();
  const workbook = new excel.Workbook();
  workbook.created = new Date();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(
    sheetName
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1',
  );
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width ?? Math.max(12, Math.min(60, column.header.length * 2 + 4)),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(columns.map((column) => column.value(row) ?? ''));
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
