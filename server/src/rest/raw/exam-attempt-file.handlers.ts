import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext, SignedInContext } from '../../core/http/request-context';
import { DEFAULT_SUCCESS_MESSAGE, envelope } from '../legacy-envelope';
import { readParam, requireParam } from '../legacy-params';

function signedInOrThrow(context: RequestContext): SignedInContext {
  if (!context.actor) {
    throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  }
  return context as SignedInContext;
}

/** Parses the multipart body (one `file` and a few small fields), bounded by UPLOAD_MAX_MB. */
function multipart(services: Services): (request: Request, response: Response) => Promise<void> {
  let parser: RequestHandler | undefined;
  return (request, response) => {
    const maxBytes = services.resources.uploadMaxBytes;
    parser ??= multer({ storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 } }).single('file');
    const run = parser;
    return new Promise((resolve, reject) => {
      void run(request, response, (error?: unknown) => {
        if (!error) {
          resolve();
        } else if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
          reject(new AppError('VALIDATION', 'oss.fileTooLarge', { max: Math.round(maxBytes / 1024 / 1024) }));
        } else if (error instanceof MulterError) {
          reject(new AppError('VALIDATION', 'errors.paramType', { name: error.field ?? 'file' }));
        } else {
          reject(new AppError('VALIDATION', 'errors.bodyMissing'));
        }
      });
    });
  };
}

const uploaded = (request: Request) => (request.file ? { originalName: request.file.originalname, content: request.file.buffer } : undefined);

/** POST /api/exam/attempt-file (multipart attemptId, slot, file): stores an answer file and answers its id. */
export function createAttemptFileHandler(services: Services) {
  const parse = multipart(services);
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signedIn = signedInOrThrow(context);
    await parse(request, response);
    const slot = requireParam(request, 'slot', 6);
    if (!/^\d+$/.test(slot)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'slot' });
    }
    const file = await services.examAttempts.files.upload(signedIn, requireParam(request, 'attemptId', 19), Number(slot), uploaded(request));
    response.status(200).json(envelope(200, file, DEFAULT_SUCCESS_MESSAGE));
  };
}

/** Legacy update-pc (multipart id, type 2, file): stores the file as the answer of the answer row `id`. */
export function createUpdatePcHandler(services: Services) {
  const parse = multipart(services);
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signedIn = signedInOrThrow(context);
    await parse(request, response);
    const type = readParam(request, 'type', 2) ?? '2';
    if (type !== '2') {
      throw new AppError('VALIDATION', 'exam.legacyAnswerType', { type });
    }
    await services.examAttempts.files.uploadAndSave(signedIn, requireParam(request, 'id', 19), uploaded(request));
    response.status(200).json(envelope(200, {}, DEFAULT_SUCCESS_MESSAGE));
  };
}

/** Legacy POST getFile (urlStr = answer file id, name): the file, for its owner and graders only. */
export function createGetFileHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signedIn = signedInOrThrow(context);
    const download = await services.examAttempts.files.download(signedIn, requireParam(request, 'urlStr', 19));
    response.attachment(readParam(request, 'name', 255)?.trim() || download.file.filename);
    response.setHeader('Content-Type', download.file.mime);
    response.setHeader('Content-Length', String(download.file.size));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    response.status(200);
    try {
      await pipeline(download.stream, response);
    } catch (error) {
      context.logger.warn({ err: error, fileId: download.file.id }, 'download interrupted');
      response.destroy();
    }
  };
}
