import type { Request, Response } from 'express';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext } from '../../core/http/request-context';
import { PAPER_EXPORT_FORMATS, type PaperExportFormat } from '../../modules/exam/paper/print/paper-export.service';
import { readParam, requireParam } from '../legacy-params';
import { requireSignedIn, sendFile } from './file-transfer';

const isFormat = (value: string): value is PaperExportFormat => (PAPER_EXPORT_FORMATS as readonly string[]).includes(value);

/** GET /api/blade-exam/testPaper/examTestPaper/export?id=&format=docx|pdf&answers=true: the printed paper as Word or PDF. */
export function createPaperExportHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const id = requireParam(request, 'id', 19);
    if (!/^\d{1,19}$/.test(id)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'id' });
    }
    const format = readParam(request, 'format', 8) ?? 'pdf';
    if (!isFormat(format)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'format' });
    }
    const answers = readParam(request, 'answers', 5) ?? 'false';
    if (answers !== 'true' && answers !== 'false') {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'answers' });
    }
    const file = await services.examAuthoring.paperExports.render(signed, id, format, answers === 'true');
    await sendFile(response, context, file, file.content);
  };
}
