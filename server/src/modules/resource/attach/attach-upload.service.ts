import path from 'node:path';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { nextId } from '../../../core/ids/snowflake';
import { checkFileType } from '../storage/file-type-check';
import type { StorageSelector } from '../storage/storage-selector';
import { Attach } from './attach.entity';

/** Base of every download link: GET with ?id=<attach id>, signed in, same tenant. */
export const ATTACH_DOWNLOAD_PATH = '/api/blade-resource/attach/download';

export interface UploadedFile {
  originalName: string;
  content: Buffer;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** Stores an uploaded file after its type check, in the tenant's storage, and records it as an attachment. */
export class AttachUploadService {
  constructor(private readonly storages: StorageSelector) {}

  async upload(context: SignedInContext, file: UploadedFile | undefined): Promise<Attach> {
    if (!file || file.content.length === 0) {
      throw new AppError('VALIDATION', 'oss.fileMissing');
    }
    const originalName = path.basename(file.originalName.replace(/\\/g, '/')).slice(0, 255) || 'file';
    const type = checkFileType(originalName, file.content);
    const choice = await this.storages.forUpload(context.em);
    const id = nextId();
    const day = dayOf(new Date());
    const objectKey = `${context.actor.tenantId}/${day}/${id}.${type.extension}`;
    await choice.storage.put(objectKey, file.content, type.contentType);
    const attach = context.em.create(Attach, {
      id,
      link: `${ATTACH_DOWNLOAD_PATH}?id=${id}`,
      domainUrl: ATTACH_DOWNLOAD_PATH,
      name: `upload/${day}/${id}.${type.extension}`,
      originalName,
      extension: type.extension,
      attachSize: String(file.content.length),
      category: choice.category,
      ossId: choice.ossId,
      objectKey,
    } as Attach);
    await context.em.flush();
    return attach;
  }
}
