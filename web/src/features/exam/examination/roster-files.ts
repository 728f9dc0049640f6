import { downloadRestFile, postRestForm } from '../../../shared/files/authorized-file';

const ROSTER_API = '/api/blade-exam/ExamExaminationUser/examExaminationUser/';

/** One checked row of an uploaded roster (the server's RosterImportRow). */
export interface RosterImportRow {
  row: number;
  account: string;
  realName: string;
  userId: string | null;
  column: string | null;
  message: string | null;
}

export interface RosterImportAnswer {
  rows: RosterImportRow[];
  valid: number;
  invalid: number;
  imported: number;
}

export type RosterImportOutcome = { ok: true; result: RosterImportAnswer } | { ok: false; message: string };

/** GET roster-template: the empty roster workbook (Account, Name) in the UI language. */
export function downloadRosterTemplate(fallbackName: string): Promise<string> {
  return downloadRestFile(`${ROSTER_API}roster-template`, {}, fallbackName);
}

/** POST roster-import (multipart `file`): dryRun checks every row and writes nothing; otherwise the valid rows are added. */
export async function uploadRoster(examinationId: string, file: File, dryRun: boolean): Promise<RosterImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ examinationId, dryRun: String(dryRun) });
  const { ok, body } = await postRestForm(`${ROSTER_API}roster-import?${query.toString()}`, form);
  return ok ? { ok: true, result: body.data as RosterImportAnswer } : { ok: false, message: body.msg ?? '' };
}
