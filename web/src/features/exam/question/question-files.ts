import type { QuestionFilter } from '../../../generated/graphql';
import { downloadRestFile } from '../../../shared/files/authorized-file';
import { postXlsxImport, type ImportProblem } from '../../../shared/utils/xlsx-import';

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

/** POST import-subject (multipart `file`): all rows or nothing; a refusal lists the bad cells. */
export async function importQuestions(file: File): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await postXlsxImport(`${SUBJECT_API}import-subject`, form);
  return answer.ok ? { ok: true, inserted: Number(answer.data['inserted'] ?? 0) } : answer;
}
