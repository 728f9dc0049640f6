import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../../core/errors/app-error';
import { translate } from '../../core/errors/messages';
import { IMPORT_LIMITS, XLSX_CONTENT_TYPE, type ImportFile, type ImportProblem } from '../../core/files/xlsx-upload';
import type { RequestContext, SignedInContext } from '../../core/http/request-context';
import { DEFAULT_SUCCESS_MESSAGE, envelope, sendEnvelope } from '../legacy-envelope';

/** Shared by the raw Excel handlers (template, import, export) of every area. */
export function requireSignedIn(context: RequestContext): SignedInContext {
  if (!context.actor) {
    throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  }
  return context as SignedInContext;
}

/** Download headers of an .xlsx named `baseName` (UTF-8 names for Chinese file names). */
export function xlsxAttachment(response: Response, baseName: string): void {
  response.setHeader('Content-Type', XLSX_CONTENT_TYPE);
  response.setHeader('Content-Disposition', `attachment; filename="${encodeURIComponent(baseName)}.xlsx"; filename*=UTF-8''${encodeURIComponent(baseName)}.xlsx`);
  response.setHeader('Cache-Control', 'no-store');
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
}).single('file');

/** The multipart `file` of an import (in memory, size-limited while receiving). */
export function receiveXlsx(request: Request, response: Response): Promise<ImportFile | undefined> {
  return new Promise((resolve, reject) => {
    upload(request, response, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        reject(
          error.code === 'LIMIT_FILE_SIZE'
            ? new AppError('VALIDATION', 'user.importTooLarge', { max: IMPORT_LIMITS.maxBytes / 1024 / 1024 })
            : new AppError('VALIDATION', 'user.importFileMissing'),
        );
        return;
      }
      if (error) {
        reject(new AppError('VALIDATION', 'user.importFileMissing'));
        return;
      }
      const file = request.file;
      resolve(file ? { originalName: Buffer.from(file.originalname, 'latin1').toString('utf8'), buffer: file.buffer } : undefined);
    });
  });
}

/** The legacy answer of an import: 400 with the row-level problems (nothing written), else 200 with the counts. */
export function sendImportResult(response: Response, context: RequestContext, problems: ImportProblem[], data: Record<string, number>): void {
  if (problems.length > 0) {
    sendEnvelope(response, 400, envelope(400, { errors: problems }, translate('user.importFailed', context.language, { count: problems.length })));
    return;
  }
  sendEnvelope(response, 200, envelope(200, data, DEFAULT_SUCCESS_MESSAGE));
}

/** Streams an export to the response; when it fails half-way the download is cut (and logged) instead of answered twice. */
export async function streamXlsx(response: Response, context: RequestContext, what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!response.headersSent) {
      throw error;
    }
    context.logger.error({ err: error }, `${what} export failed while streaming`);
    response.destroy();
  }
}
