import type { Request, Response } from 'express';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext } from '../../core/http/request-context';
import { requireParam } from '../legacy-params';
import { requireSignedIn, streamFile } from './file-transfer';
import { xlsxAttachment } from './xlsx-files';

/** GET /api/blade-exam/examination/examExamination/export-score?examId=: the score list as xlsx, streamed. */
export function createExportScoreHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const examId = requireParam(request, 'examId', 19);
    if (!/^\d{1,19}$/.test(examId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'examId' });
    }
    await streamFile(response, context, 'score', () =>
      services.examGrading.scores.exportTo(signed, examId, response, (examName) =>
        xlsxAttachment(response, `${examName}-${context.language === 'en' ? 'scores' : '成绩'}`),
      ),
    );
  };
}
