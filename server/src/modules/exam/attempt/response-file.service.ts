import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId, nextId } from '../../../core/ids/snowflake';
import { checkFileType } from '../../resource/storage/file-type-check';
import type { StorageSelector } from '../../resource/storage/storage-selector';
import type { MenuService } from '../../system/menu/menu.service';
import { QuestionType } from '../shared/exam-enums';
import type { AnswerSaveService } from './answer-save.service';
import { AttemptItem } from './attempt-item.entity';
import type { Attempt } from './attempt.entity';
import { loadOwnAttempt, loadTenantAttempt } from './attempt-store';
import type { AnswerFile, SaveAnswerResult } from './attempt.types';
import { ResponseFile } from './response-file.entity';
import type { SnapshotCache } from './snapshot-cache';

export interface UploadedAnswerFile {
  originalName: string;
  content: Buffer;
}

export interface AnswerFileDownload {
  file: ResponseFile;
  stream: Readable;
}

/**
 * Files of FILE_UPLOAD answers: checked against the question's file rule (count, size, extensions) and by
 * content, stored in the tenant's storage, recorded as exam_response_file rows. Downloads: the attempt's
 * owner and graders (exam_grade) of the tenant only.
 */
export class ResponseFileService {
  constructor(
    private readonly menus: MenuService,
    private readonly snapshots: SnapshotCache,
    private readonly saves: AnswerSaveService,
    private readonly storages: StorageSelector,
  ) {}

  /** Stores a file for (attempt, slot); saveAnswer with its id makes it part of the answer. */
  async upload(context: SignedInContext, attemptId: string, slot: number, upload: UploadedAnswerFile | undefined): Promise<AnswerFile> {
    await this.menus.require(context, 'exam_take');
    const attempt = await loadOwnAttempt(context, attemptId);
    const file = await this.store(context, attempt, slot, upload);
    return { id: file.id, filename: file.filename, size: file.size, mime: file.mime };
  }

  /** Legacy update-pc: stores the file for the answer row and makes it the answer at once. */
  async uploadAndSave(context: SignedInContext, itemId: string, upload: UploadedAnswerFile | undefined): Promise<SaveAnswerResult> {
    await this.menus.require(context, 'exam_take');
    const item = isId(itemId) ? await context.em.findOne(AttemptItem, { id: itemId }, { fields: ['attemptId', 'slot'] }) : null;
    if (!item) {
      throw new AppError('NOT_FOUND', 'exam.attemptNotFound');
    }
    const attempt = await loadOwnAttempt(context, item.attemptId);
    const file = await this.store(context, attempt, item.slot, upload);
    return this.saves.apply(context, attempt, { slot: item.slot, response: { fileIds: [file.id] } }, new Date());
  }

  async download(context: SignedInContext, fileId: string): Promise<AnswerFileDownload> {
    const file = isId(fileId) ? await context.em.findOne(ResponseFile, { id: fileId }) : null;
    if (!file) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    const attempt = await loadTenantAttempt(context.em, file.attemptId);
    if (attempt.userId !== context.actor.userId && !(await this.menus.hasPermission(context, ['exam_grade']))) {
      // Someone else's answer: as if it did not exist.
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    const storage = await this.storages.forStored(context.em, file.storageCategory, file.ossId);
    const stream = storage ? await storage.get(file.storageKey) : null;
    if (!stream) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return { file, stream };
  }

  private async store(
    context: SignedInContext,
    attempt: Attempt,
    slot: number,
    upload: UploadedAnswerFile | undefined,
  ): Promise<ResponseFile> {
    await this.saves.requireAnswerable(context, attempt, new Date());
    const layoutSlot = attempt.layout.slots.find((candidate) => candidate.slot === slot);
    if (!layoutSlot) {
      throw new AppError('VALIDATION', 'exam.slotInvalid', { slot }, [{ field: 'slot', messageKey: 'exam.slotInvalid', params: { slot } }]);
    }
    const snapshot = await this.snapshots.get(() => context.em, attempt.snapshotId, context.actor.tenantId);
    const question = snapshot.questions.get(layoutSlot.questionId);
    if (!question || question.type !== QuestionType.FILE_UPLOAD) {
      throw new AppError('VALIDATION', 'exam.notFileQuestion', {}, [{ field: 'slot', messageKey: 'exam.notFileQuestion' }]);
    }
    if (!upload || upload.content.length === 0) {
      throw new AppError('VALIDATION', 'oss.fileMissing');
    }
    const rule = question.fileRule ?? { maxFiles: 1, maxSizeKb: 10_240, allowedExtensions: [] };
    if (upload.content.length > rule.maxSizeKb * 1024) {
      throw new AppError('VALIDATION', 'exam.fileTooLarge', { max: rule.maxSizeKb });
    }
    const filename = path.basename(upload.originalName.replace(/\\/g, '/')).slice(0, 255) || 'file';
    const extension = filename.includes('.') ? (filename.split('.').pop() ?? '').toLowerCase() : '';
    const allowed = rule.allowedExtensions.map((value) => value.toLowerCase());
    if (allowed.length > 0 && !allowed.includes(extension) && !(extension === 'jpeg' && allowed.includes('jpg'))) {
      throw new AppError('VALIDATION', 'exam.fileTypeNotAllowed', { types: allowed.join(', ') });
    }
    const type = checkFileType(filename, upload.content);
    const item = await context.em.findOne(AttemptItem, { attemptId: attempt.id, slot }, { fields: ['id'] });
    if (!item) {
      throw new AppError('NOT_FOUND', 'exam.attemptNotFound');
    }
    const choice = await this.storages.forUpload(context.em);
    const id = nextId();
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const storageKey = `${context.actor.tenantId}/${day}/${id}.${type.extension}`;
    await choice.storage.put(storageKey, upload.content, type.contentType);
    const file = context.em.create(ResponseFile, {
      id,
      tenantId: attempt.tenantId,
      attemptItemId: item.id,
      attemptId: attempt.id,
      storageKey,
      storageCategory: choice.category,
      ossId: choice.ossId,
      filename,
      mime: type.contentType,
      size: upload.content.length,
      sha256: createHash('sha256').update(upload.content).digest('hex'),
    });
    await context.em.flush();
    return file;
  }
}
