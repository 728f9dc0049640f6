import { postRestForm } from '../files/authorized-file';

/** Largest workbook an import accepts (the server refuses bigger ones too). */
export const importMaxBytes = 5 * 1024 * 1024;

/** One problem of one cell of an imported workbook (row is the worksheet row; the header is row 1). */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/** What an import answered: the server's data, or its message and (for refused rows) the row report. */
export type XlsxImportAnswer = { ok: true; data: Record<string, unknown> } | { ok: false; message: string; problems: ImportProblem[] };

/** The browser's own checks before uploading (the server checks again): .xlsx and at most 5 MB. */
export function importFileProblem(file: File | null): 'fileRequired' | 'fileType' | 'fileTooLarge' | undefined {
  if (!file) {
    return 'fileRequired';
  }
  if (!/\.xlsx$/i.test(file.name)) {
    return 'fileType';
  }
  return file.size > importMaxBytes ? 'fileTooLarge' : undefined;
}

function isProblem(value: unknown): value is ImportProblem {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return typeof record['row'] === 'number' && typeof record['column'] === 'string' && typeof record['message'] === 'string';
}

/** POSTs a multipart import form to a legacy import path: all rows or nothing; a refusal lists the bad cells. */
export async function postXlsxImport(url: string, form: FormData): Promise<XlsxImportAnswer> {
  const { ok, body } = await postRestForm(url, form);
  if (ok) {
    return { ok: true, data: (body.data ?? {}) as Record<string, unknown> };
  }
  const errors = (body.data as { errors?: unknown } | undefined)?.errors;
  return { ok: false, message: body.msg ?? '', problems: Array.isArray(errors) ? errors.filter(isProblem) : [] };
}
