import ExcelJS from 'exceljs';
import type { ReportColumn } from '../definition/report-definition.types';
import { cellValue } from './report-cells';

const NUMBER_FORMATS: Record<string, string> = { integer: '0', number: '0.###', percent: '0.0%', datetime: 'yyyy-mm-dd hh:mm' };

/**
 * The report as one worksheet: a bold header of the column labels, then the rows with number formats. Values
 * are written as values (a text starting with "=" stays text: exceljs writes formulas only when asked).
 */
export async function reportWorkbook(title: string, columns: ReportColumn[], rows: Array<Record<string, unknown>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'exam-admin';
  const sheet = workbook.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'report');
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.key,
    // Excel widths are in characters: a layout width in pixels at about 7 pixels a character.
    width: column.width ? Math.round(column.width / 7) : Math.min(60, Math.max(10, column.label.length * 2 + 4)),
    style: column.format && NUMBER_FORMATS[column.format] ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((column) => [column.key, cellValue(column, row[column.key])])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
