import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { AppError } from '../../core/errors/app-error';
import type { MessageKey } from '../../core/errors/messages';
import type { RequestContext, SignedInContext } from '../../core/http/request-context';

/**
 * The file plumbing of every raw handler: who may call, how a download is named and sent, how an upload is
 * received. Handlers read their parameters and call one service; the bytes go through here.
 */

/** Raw handlers answer anonymous callers 401 before reading anything. */
export function requireSignedIn(context: RequestContext): SignedInContext {
  if (!context.actor) {
    throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
  }
  return context as SignedInContext;
}

/** What a download is: its name (any language), type and, when known before sending, its size. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  size?: number;
}

/**
 * Download headers: `attachment` with the name percent-encoded in `filename` (what the legacy clients decode)
 * and as RFC 5987 `filename*` (what browsers use), the type, the size when known, no sniffing, no caching.
 */
export function setDownloadHeaders(response: Response, file: DownloadFile): void {
  const name = encodeURIComponent(file.fileName);
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`);
  if (file.size !== undefined) {
    response.setHeader('Content-Length', String(file.size));
  }
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'private, no-store');
}

/** Sends a file held in memory or read from a stream; a stream failing half-way cuts the download (logged). */
export async function sendFile(response: Response, context: RequestContext, file: DownloadFile, body: Buffer | Readable): Promise<void> {
  setDownloadHeaders(response, Buffer.isBuffer(body) ? { ...file, size: body.length } : file);
  response.status(200);
  if (Buffer.isBuffer(body)) {
    response.end(body);
    return;
  }
  try {
    await pipeline(body, response);
  } catch (error) {
    // Headers are gone already: end the connection instead of answering twice.
    context.logger.warn({ err: error, fileName: file.fileName }, 'download interrupted');
    response.destroy();
  }
}

/**
 * Runs a writer that streams a file into the response and sets the headers itself when it starts; when it
 * fails after the headers went out, the download is cut (and logged) instead of answered twice.
 */
export async function streamFile(response: Response, context: RequestContext, what: string, write: () => Promise<unknown>): Promise<void> {
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

/** An uploaded file, read into memory. */
export interface UploadedFile {
  originalName: string;
  content: Buffer;
}

export interface UploadRules {
  /** Largest file accepted (read when the first upload arrives: some limits come from settings). */
  maxBytes: () => number;
  /** Message of a file over the limit (`{max}` in MB). */
  tooLarge: MessageKey;
  /** Refusal of any other multipart problem; by default a bad field names itself and a malformed body is missing. */
  refused?: (error: unknown) => AppError;
}

const refusedPart = (error: unknown): AppError =>
  error instanceof MulterError
    ? new AppError('VALIDATION', 'errors.paramType', { name: error.field ?? 'file' })
    : new AppError('VALIDATION', 'errors.bodyMissing');

/**
 * A reader of the multipart field `file` (one file and a few small fields, UTF-8 names), held in memory and
 * refused while receiving once it passes the limit; every refusal is a VALIDATION error.
 */
export function uploadReceiver(rules: UploadRules): (request: Request, response: Response) => Promise<UploadedFile | undefined> {
  let parser: RequestHandler | undefined;
  return (request, response) => {
    const maxBytes = rules.maxBytes();
    parser ??= multer({
      storage: multer.memoryStorage(),
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    }).single('file');
    const run = parser;
    return new Promise((resolve, reject) => {
      void run(request, response, (error?: unknown) => {
        if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
          reject(new AppError('VALIDATION', rules.tooLarge, { max: Math.round(maxBytes / 1024 / 1024) }));
        } else if (error) {
          reject((rules.refused ?? refusedPart)(error));
        } else {
          resolve(request.file ? { originalName: request.file.originalname, content: request.file.buffer } : undefined);
        }
      });
    });
  };
}

/**
 * A reader of several files in one multipart field (legacy deploy-upload `files`), each held in memory and refused
 * while receiving once it passes the limit; more than `maxFiles` files is refused too. Every refusal is VALIDATION.
 */
export function uploadsReceiver(
  rules: UploadRules & { field: string; maxFiles: number; tooMany: MessageKey },
): (request: Request, response: Response) => Promise<UploadedFile[]> {
  let parser: RequestHandler | undefined;
  return (request, response) => {
    const maxBytes = rules.maxBytes();
    parser ??= multer({
      storage: multer.memoryStorage(),
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: rules.maxFiles, fields: 10, fieldSize: 4096, parts: rules.maxFiles + 10 },
    }).array(rules.field, rules.maxFiles);
    const run = parser;
    return new Promise((resolve, reject) => {
      void run(request, response, (error?: unknown) => {
        if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
          reject(new AppError('VALIDATION', rules.tooLarge, { max: Math.round(maxBytes / 1024), name: error.field ?? rules.field }));
        } else if (error instanceof MulterError && (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE')) {
          reject(new AppError('VALIDATION', rules.tooMany, { max: rules.maxFiles }));
        } else if (error) {
          reject((rules.refused ?? refusedPart)(error));
        } else {
          const files = Array.isArray(request.files) ? request.files : [];
          resolve(files.map((file) => ({ originalName: file.originalname, content: file.buffer })));
        }
      });
    });
  };
}
