import { downloadRestFile } from '../../../shared/files/authorized-file';

export type PaperExportFormat = 'docx' | 'pdf';

/** GET the paper export: the printed paper as Word or PDF (with or without answers); answers the saved file name. */
export function exportPaper(paperId: string, format: PaperExportFormat, withAnswers: boolean, fallbackName: string): Promise<string> {
  return downloadRestFile(
    '/api/blade-exam/testPaper/examTestPaper/export',
    { id: paperId, format, answers: String(withAnswers) },
    fallbackName,
  );
}
