import { downloadRestFile } from '../../../shared/files/authorized-file';
import { postXlsxImport, type ImportProblem } from '../../../shared/utils/xlsx-import';

/** What an import answered: the counts, or the server's message and (for refused rows) the row report. */
export type ImportOutcome = { ok: true; inserted: number; updated: number } | { ok: false; message: string; problems: ImportProblem[] };

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

/** POST import-user (multipart `file`, `isCovered` 1/0): all rows or nothing; a refusal lists the bad cells. */
export async function importUsers(file: File, isCovered: boolean): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('isCovered', isCovered ? '1' : '0');
  form.append('file', file, file.name);
  const answer = await postXlsxImport(`${USER_API}import-user`, form);
  return answer.ok ? { ok: true, inserted: Number(answer.data['inserted'] ?? 0), updated: Number(answer.data['updated'] ?? 0) } : answer;
}
