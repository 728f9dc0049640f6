import { downloadRestFile, postRestForm } from '../../../shared/utils/rest-file';

/** Largest workbook the import accepts (the server refuses bigger ones too). */
export const importMaxBytes = 5 * 1024 * 1024;

/** One problem of one cell of an imported workbook (row is the worksheet row; the header is row 1). */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/** What an import answered: the counts, or the server's message and (for refused rows) the row report. */
export type ImportOutcome =
  | { ok: true; inserted: number; updated: number }
  | { ok: false; message: string; problems: ImportProblem[] };

const USER_API = '/api/blade-user/';

/** GET export-template: the empty import workbook (headers in the UI language). */
export function downloadImportTemplate(fallbackName: string): Promise<string> {
  return downloadRestFile(`${USER_API}export-template`, {}, fallbackName);
}

/** GET export-user with the list filters: every matching user as a workbook. */
export function exportUsers(filter: Record<string, string | number | null | undefined>, fallbackName: string): Promise<string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && String(value) !== '') {
      query[name] = String(value);
    }
  }
  return downloadRestFile(`${USER_API}export-user`, query, fallbackName);
}

function isProblem(value: unknown): value is ImportProblem {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return typeof record['row'] === 'number' && typeof record['column'] === 'string' && typeof record['message'] === 'string';
}

/** POST import-user (multipart `file`, `isCovered` 1/0): all rows or nothing; a refusal lists the bad cells. */
export async function importUsers(file: File, isCovered: boolean): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('isCovered', isCovered ? '1' : '0');
  form.append('file', file, file.name);
  const { ok, body } = await postRestForm(`${USER_API}import-user`, form);
  if (ok) {
    const data = (body.data ?? {}) as { inserted?: unknown; updated?: unknown };
    return { ok: true, inserted: Number(data.inserted ?? 0), updated: Number(data.updated ?? 0) };
  }
  const errors = (body.data as { errors?: unknown } | undefined)?.errors;
  return { ok: false, message: body.msg ?? '', problems: Array.isArray(errors) ? errors.filter(isProblem) : [] };
}
