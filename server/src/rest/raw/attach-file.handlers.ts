import type { Request, Response } from 'express';
import type { Services } from '../../app/services';
import type { RequestContext } from '../../core/http/request-context';
import { DEFAULT_SUCCESS_MESSAGE, envelope } from '../legacy-envelope';
import { requireParam } from '../legacy-params';
import { requireSignedIn, sendFile, uploadReceiver } from './file-transfer';

/**
 * POST oss/endpoint/put-file and put-file-attach (multipart `file`): checks the type by content and the
 * size, stores it in the tenant's storage and answers {link, domain, name, originalName, attachId}.
 */
export function createPutFileHandler(services: Services) {
  const receive = uploadReceiver({ maxBytes: () => services.resources.uploadMaxBytes, tooLarge: 'oss.fileTooLarge' });
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signedIn = requireSignedIn(context);
    const attach = await services.resources.uploads.upload(signedIn, await receive(request, response));
    response
      .status(200)
      .json(
        envelope(
          200,
          { link: attach.link, domain: attach.domainUrl, name: attach.name, originalName: attach.originalName, attachId: attach.id },
          DEFAULT_SUCCESS_MESSAGE,
        ),
      );
  };
}

/** GET attach/download?id=: the file as an attachment, for signed-in users of the file's tenant only. */
export function createAttachDownloadHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const download = await services.resources.attaches.download(requireSignedIn(context), requireParam(request, 'id', 19));
    const file = { fileName: download.attach.originalName, contentType: download.contentType, size: Number(download.attach.attachSize) };
    await sendFile(response, context, file, download.stream);
  };
}
