import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext, SignedInContext } from '../../core/http/request-context';
import { DEFAULT_SUCCESS_MESSAGE, envelope } from '../legacy-envelope';
import { requireParam } from '../legacy-params';

function signedInOrThrow(context: RequestContext): SignedInContext {
  if (!context.actor) {
    throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  }
  return context as SignedInContext;
}

/** Reads the multipart field `file` into memory, bounded by UPLOAD_MAX_MB; refusals are VALIDATION errors. */
function readUpload(parser: RequestHandler, request: Request, response: Response, maxBytes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    void parser(request, response, (error?: unknown) => {
      if (!error) {
        resolve();
      } else if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
        reject(new AppError('VALIDATION', 'oss.fileTooLarge', { max: Math.round(maxBytes / 1024 / 1024) }));
      } else if (error instanceof MulterError) {
        reject(new AppError('VALIDATION', 'errors.paramType', { name: error.field ?? 'file' }));
      } else {
        // Malformed multipart bodies (busboy errors) are the caller's fault too.
        reject(new AppError('VALIDATION', 'errors.bodyMissing'));
      }
    });
  });
}

/**
 * POST oss/endpoint/put-file and put-file-attach (multipart `file`): checks the type by content and the
 * size, stores it in the tenant's storage and answers {link, domain, name, originalName, attachId}.
 */
export function createPutFileHandler(services: Services) {
  let parser: RequestHandler | undefined;
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signedIn = signedInOrThrow(context);
    const maxBytes = services.resources.uploadMaxBytes;
    parser ??= multer({ storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 } }).single('file');
    await readUpload(parser, request, response, maxBytes);
    const file = request.file;
    const attach = await services.resources.uploads.upload(signedIn, file ? { originalName: file.originalname, content: file.buffer } : undefined);
    response.status(200).json(envelope(200, { link: attach.link, domain: attach.domainUrl, name: attach.name, originalName: attach.originalName, attachId: attach.id }, DEFAULT_SUCCESS_MESSAGE));
  };
}

/** GET attach/download?id=: the file as an attachment, for signed-in users of the file's tenant only. */
export function createAttachDownloadHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signedIn = signedInOrThrow(context);
    const download = await services.resources.attaches.download(signedIn, requireParam(request, 'id', 19));
    response.attachment(download.attach.originalName);
    response.setHeader('Content-Type', download.contentType);
    response.setHeader('Content-Length', download.attach.attachSize);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    response.status(200);
    try {
      await pipeline(download.stream, response);
    } catch (error) {
      // Headers are gone already: end the connection instead of answering twice.
      context.logger.warn({ err: error, attachId: download.attach.id }, 'download interrupted');
      response.destroy();
    }
  };
}
