import { downloadRestFile } from '../../../shared/files/authorized-file';

/** GET the legacy export-score: the examination's score list as a workbook; answers the saved file name. */
export function exportScores(examinationId: string, fallbackName: string): Promise<string> {
  return downloadRestFile('/api/blade-exam/examination/examExamination/export-score', { examId: examinationId }, fallbackName);
}
