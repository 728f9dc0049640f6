import type { QuestionFilter } from '../../../generated/graphql';
import { downloadRestFile, postRestForm } from '../../../shared/utils/rest-file';

/** Largest workbook the import accepts (the server refuses bigger ones too). */
export const importMaxBytes = 5 * 1024 * 1024;

/** One problem of one cell of an imported workbook (row is the worksheet row; the header is row 1). */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

export type ImportOutcome = { ok: true; inserted: number } | { ok: false; message: string; problems: ImportProblem[] };

const SUBJECT_API = '/api/blade-exam/subject/examSubject/';

/** GET export-template: the empty import workbook (headers in the UI language, a sheet explaining the answers). */
export function downloadQuestionTemplate(fallbackName: string): Promise<string> {
  return downloadRestFile(`${SUBJECT_API}export-template`, {}, fallbackName);
}

/** GET export-subject with the list filters: every matching question as a workbook. */
export function exportQuestions(filter: Partial<QuestionFilter>, fallbackName: string): Promise<string> {
  const query: Record<string, string> = {};
  for (const name of ['bankId', 'questionType', 'questionStatus', 'difficulty', 'keyword', 'tag'] as const) {
    const value = filter[name];
    if (value !== undefined && value !== null && String(value) !== '') {
      query[name] = String(value);
    }
  }
  return downloadRestFile(`${SUBJECT_API}export-subject`, query, fallbackName);
}

function isProblem(value: unknown): value is ImportProblem {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return typeof record['row'] === 'number' && typeof record['column'] === 'string' && typeof record['message'] === 'string';
}

/** POST import-subject (multipart `file`): all rows or nothing; a refusal lists the bad cells. */
export async function importQuestions(file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { ok, body } = await postRestForm(`${SUBJECT_API}import-subject`, form);
  if (ok) {
    const data = (body.data ?? {}) as { inserted?: unknown };
    return { ok: true, inserted: Number(data.inserted ?? 0) };
  }
  const errors = (body.data as { errors?: unknown } | undefined)?.errors;
  return { ok: false, message: body.msg ?? '', problems: Array.isArray(errors) ? errors.filter(isProblem) : [] };
}
