import { downloadRestFile, uploadRestFile } from '../../../shared/files/authorized-file';

/** GET attach/download?id=: the stored file, saved under its original name. */
export function downloadAttachment(id: string, fallbackName: string): Promise<string> {
  return downloadRestFile('/api/blade-resource/attach/download', { id }, fallbackName);
}

/** POST oss/endpoint/put-file-attach (multipart `file`): stores the file and records an attachment. */
export function uploadAttachment(file: File): Promise<unknown> {
  return uploadRestFile('/api/blade-resource/oss/endpoint/put-file-attach', file);
}
