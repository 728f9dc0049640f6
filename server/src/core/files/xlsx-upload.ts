import ExcelJS, { type Cell, type Worksheet } from 'exceljs';
import { AppError } from '../errors/app-error';
import { isSafeZip } from './zip-inspect';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Limits of an uploaded workbook: file size, zip entries, unpacked size (zip bombs), data rows. */
export const IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5000,
  maxEntries: 1000,
  maxUncompressedBytes: 100 * 1024 * 1024,
} as const;

export interface ImportFile {
  originalName: string;
  buffer: Buffer;
}

/** One problem of one cell of an import; row is the worksheet row number (the header is row 1). */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/**
 * The first worksheet of an uploaded .xlsx after the checks every import makes BEFORE a parser unpacks
 * anything: present, at most IMPORT_LIMITS.maxBytes, an .xlsx name with the zip signature, a zip whose
 * entries and inflated sizes stay within the limits, readable by exceljs, with at most maxRows rows.
 */
export async function loadXlsxUpload(file: ImportFile | undefined): Promise<Worksheet> {
  if (!file || file.buffer.length === 0) {
    throw new AppError('VALIDATION', 'user.importFileMissing');
  }
  if (file.buffer.length > IMPORT_LIMITS.maxBytes) {
    throw new AppError('VALIDATION', 'user.importTooLarge', { max: IMPORT_LIMITS.maxBytes / 1024 / 1024 });
  }
  const zipMagic = file.buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (!/\.xlsx$/i.test(file.originalName) || !zipMagic) {
    throw new AppError('VALIDATION', 'user.importFileType');
  }
  if (!isSafeZip(file.buffer, { maxEntries: IMPORT_LIMITS.maxEntries, maxUncompressedBytes: IMPORT_LIMITS.maxUncompressedBytes })) {
    throw new AppError('VALIDATION', 'user.importUnreadable');
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError('VALIDATION', 'user.importUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new AppError('VALIDATION', 'user.importEmpty');
  }
  if (sheet.actualRowCount - 1 > IMPORT_LIMITS.maxRows) {
    throw new AppError('VALIDATION', 'user.importTooManyRows', { max: IMPORT_LIMITS.maxRows });
  }
  return sheet;
}

/**
 * The data rows of a sheet keyed by column, the header row (row 1) mapped through `headerKey`; blank
 * rows skipped. Throws importEmpty without rows and importTooManyRows above the limit.
 */
export function sheetRows<K extends string>(
  sheet: Worksheet,
  headerKey: (text: string) => K | undefined,
): { keys: Set<K>; rows: Array<{ row: number; values: Partial<Record<K, string>> }> } {
  const columns = new Map<number, K>();
  sheet.getRow(1).eachCell((cell, column) => {
    const key = headerKey(cellText(cell));
    if (key) {
      columns.set(column, key);
    }
  });
  const rows: Array<{ row: number; values: Partial<Record<K, string>> }> = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) {
      return;
    }
    const values: Partial<Record<K, string>> = {};
    row.eachCell((cell, column) => {
      const key = columns.get(column);
      if (key) {
        values[key] = cellText(cell);
      }
    });
    if (Object.values(values).some((value) => value !== '')) {
      rows.push({ row: rowNumber, values });
    }
  });
  return { keys: new Set(columns.values()), rows };
}

/** What a person sees in a cell, whatever exceljs made of it (rich text, links, formulas, dates). */
export function cellText(cell: Cell): string {
  const value: unknown = cell.value;
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'object') {
    const record = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown };
    if (Array.isArray(record.richText)) {
      return record.richText
        .map((part) => part.text)
        .join('')
        .trim();
    }
    if (record.text !== undefined) {
      return String(record.text).trim();
    }
    if (record.result !== undefined && record.result !== null) {
      return record.result instanceof Date ? record.result.toISOString() : String(record.result).trim();
    }
    return '';
  }
  return String(value).trim();
}
