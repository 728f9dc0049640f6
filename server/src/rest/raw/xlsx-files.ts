import type { Request, Response } from 'express';
import { AppError } from '../../core/errors/app-error';
import { translate } from '../../core/errors/messages';
import { IMPORT_LIMITS, XLSX_CONTENT_TYPE, type ImportFile, type ImportProblem } from '../../core/files/xlsx-upload';
import type { RequestContext } from '../../core/http/request-context';
import { DEFAULT_SUCCESS_MESSAGE, envelope, sendEnvelope } from '../legacy-envelope';
import { setDownloadHeaders, uploadReceiver, type DownloadFile } from './file-transfer';

/** The Excel side of the raw handlers (template, import, export) of every area; the plumbing is file-transfer's. */

/** The download of an .xlsx named `baseName`. */
export const xlsxFile = (baseName: string): DownloadFile => ({ fileName: `${baseName}.xlsx`, contentType: XLSX_CONTENT_TYPE });

/** Download headers of an .xlsx named `baseName`, for writers that stream it. */
export function xlsxAttachment(response: Response, baseName: string): void {
  setDownloadHeaders(response, xlsxFile(baseName));
}

const receiveImport = uploadReceiver({
  maxBytes: () => IMPORT_LIMITS.maxBytes,
  tooLarge: 'user.importTooLarge',
  refused: () => new AppError('VALIDATION', 'user.importFileMissing'),
});

/** The multipart `file` of an import (in memory, size-limited while receiving). */
export async function receiveXlsx(request: Request, response: Response): Promise<ImportFile | undefined> {
  const file = await receiveImport(request, response);
  return file ? { originalName: file.originalName, buffer: file.content } : undefined;
}

/** The legacy answer of an import: 400 with the row-level problems (nothing written), else 200 with the counts. */
export function sendImportResult(
  response: Response,
  context: RequestContext,
  problems: ImportProblem[],
  data: Record<string, number>,
): void {
  if (problems.length > 0) {
    sendEnvelope(
      response,
      400,
      envelope(400, { errors: problems }, translate('user.importFailed', context.language, { count: problems.length })),
    );
    return;
  }
  sendEnvelope(response, 200, envelope(200, data, DEFAULT_SUCCESS_MESSAGE));
}
