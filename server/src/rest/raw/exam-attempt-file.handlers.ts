import type { Request, Response } from 'express';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext } from '../../core/http/request-context';
import { DEFAULT_SUCCESS_MESSAGE, envelope } from '../legacy-envelope';
import { readParam, requireParam } from '../legacy-params';
import { requireSignedIn, sendFile, uploadReceiver } from './file-transfer';

const receive = (services: Services) => uploadReceiver({ maxBytes: () => services.resources.uploadMaxBytes, tooLarge: 'oss.fileTooLarge' });

/** POST /api/exam/attempt-file (multipart attemptId, slot, file): stores an answer file and answers its id. */
export function createAttemptFileHandler(services: Services) {
  const parse = receive(services);
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signedIn = requireSignedIn(context);
    const upload = await parse(request, response);
    const slot = requireParam(request, 'slot', 6);
    if (!/^\d+$/.test(slot)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'slot' });
    }
    const file = await services.examAttempts.files.upload(signedIn, requireParam(request, 'attemptId', 19), Number(slot), upload);
    response.status(200).json(envelope(200, file, DEFAULT_SUCCESS_MESSAGE));
  };
}

/** Legacy update-pc (multipart id, type 2, file): stores the file as the answer of the answer row `id`. */
export function createUpdatePcHandler(services: Services) {
  const parse = receive(services);
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signedIn = requireSignedIn(context);
    const upload = await parse(request, response);
    const type = readParam(request, 'type', 2) ?? '2';
    if (type !== '2') {
      throw new AppError('VALIDATION', 'exam.legacyAnswerType', { type });
    }
    await services.examAttempts.files.uploadAndSave(signedIn, requireParam(request, 'id', 19), upload);
    response.status(200).json(envelope(200, {}, DEFAULT_SUCCESS_MESSAGE));
  };
}

/** Legacy POST getFile (urlStr = answer file id, name): the file, for its owner and graders only. */
export function createGetFileHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signedIn = requireSignedIn(context);
    const download = await services.examAttempts.files.download(signedIn, requireParam(request, 'urlStr', 19));
    const fileName = readParam(request, 'name', 255)?.trim() || download.file.filename;
    await sendFile(response, context, { fileName, contentType: download.file.mime, size: download.file.size }, download.stream);
  };
}
