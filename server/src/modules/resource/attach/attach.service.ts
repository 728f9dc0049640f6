import type { Readable } from 'node:stream';
import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { contentTypeOf } from '../storage/file-type-check';
import type { StorageSelector } from '../storage/storage-selector';
import { Attach } from './attach.entity';
import type { AttachFilter, AttachInput } from './attach.inputs';

const SORTABLE = ['name', 'originalName', 'extension', 'createTime'] as const;

export interface AttachDownload {
  attach: Attach;
  contentType: string;
  stream: Readable;
}

/** Attachments of the caller's tenant (tenant filter): list, detail, remove (the file stays), download. */
export class AttachService {
  constructor(
    private readonly menus: MenuService,
    private readonly storages: StorageSelector,
  ) {}

  async page(
    context: SignedInContext,
    filter: AttachFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<Attach>> {
    await this.menus.require(context, 'attach');
    const where: FilterQuery<Attach> = {};
    for (const field of ['name', 'originalName', 'extension'] as const) {
      const text = filter?.[field];
      if (text) {
        where[field] = { $like: containsPattern(text) };
      }
    }
    return findPage(context.em, Attach, where, page, orderByOf<Attach>(sort, SORTABLE, { createTime: 'desc', id: 'desc' }));
  }

  async detail(context: SignedInContext, id: string): Promise<Attach> {
    await this.menus.require(context, 'attach');
    return this.load(context, id);
  }

  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'attach_delete');
    if (ids.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    if (ids.length > 1000 || !ids.every(isId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'ids' });
    }
    return context.em.nativeUpdate(
      Attach,
      { id: { $in: ids } },
      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
    );
  }

  /** Renames an attachment of the caller's tenant (its display and download name); the file is unchanged. */
  async submit(context: SignedInContext, input: AttachInput): Promise<Attach> {
    await this.menus.require(context, 'attach_upload');
    if (!input.id) {
      throw new AppError('VALIDATION', 'resource.attachAddByUpload');
    }
    const name = input.originalName.trim();
    if (name.length === 0 || name.length > 255 || /[\\/]/.test(name)) {
      throw new AppError('VALIDATION', 'resource.attachNameInvalid');
    }
    const attach = await this.load(context, input.id);
    attach.originalName = name;
    await context.em.flush();
    return attach;
  }

  /** Any signed-in user of the file's tenant may download it (avatars, notice images, answers). */
  async download(context: SignedInContext, id: string): Promise<AttachDownload> {
    const attach = await this.load(context, id);
    const storage = await this.storages.forStored(context.em, attach.category, attach.ossId);
    const stream = storage ? await storage.get(attach.objectKey) : null;
    if (!stream) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return { attach, contentType: contentTypeOf(attach.extension), stream };
  }

  private async load(context: SignedInContext, id: string): Promise<Attach> {
    const attach = isId(id) ? await context.em.findOne(Attach, { id }) : null;
    if (!attach) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return attach;
  }
}
