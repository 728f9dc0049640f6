import type { Request, Response } from 'express';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext } from '../../core/http/request-context';
import { DEFAULT_SUCCESS_MESSAGE, envelope, sendEnvelope } from '../legacy-envelope';
import { readParam } from '../legacy-params';
import { requireSignedIn, sendFile } from './file-transfer';
import { receiveXlsx, xlsxFile } from './xlsx-files';

function examinationIdOf(request: Request): string {
  const value = readParam(request, 'examinationId', 19) || readParam(request, 'examId', 19);
  if (!value) {
    throw new AppError('VALIDATION', 'errors.paramMissing', { name: 'examinationId' });
  }
  if (!/^\d{1,19}$/.test(value)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'examinationId' });
  }
  return value;
}

/** GET .../roster-template: the empty roster workbook (Account, Name) in the caller's language. */
export function createRosterTemplateHandler(services: Services) {
  return async (_request: Request, response: Response, context: RequestContext): Promise<void> => {
    const workbook = await services.examTools.rosterImport.template(requireSignedIn(context));
    await sendFile(response, context, xlsxFile(context.language === 'en' ? 'roster-import-template' : '考生名单导入模板'), workbook);
  };
}

/**
 * POST .../roster-import?examinationId=&dryRun= (multipart `file`): with dryRun=true the checked rows (nothing
 * written); otherwise the valid rows are added in one transaction and the rows come back with the count.
 */
export function createRosterImportHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const examinationId = examinationIdOf(request);
    const dryRun = readParam(request, 'dryRun', 5) === 'true';
    const file = await receiveXlsx(request, response);
    const imports = services.examTools.rosterImport;
    const result = dryRun ? await imports.preview(signed, examinationId, file) : await imports.importRoster(signed, examinationId, file);
    sendEnvelope(response, 200, envelope(200, result, DEFAULT_SUCCESS_MESSAGE));
  };
}
