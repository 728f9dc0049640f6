import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { DictService } from '../../system/dict/dict.service';
import type { MenuService } from '../../system/menu/menu.service';
import { hasVisibleContent, sanitizeNoticeHtml } from './notice-html';
import { NOTICE_DRAFT, NOTICE_PUBLISHED, Notice } from './notice.entity';
import type { NoticeFilter, NoticeInput } from './notice.inputs';
import { NoticeState, stateOf, toNoticeView, type NoticeView } from './notice.types';

const SORTABLE = ['title', 'category', 'releaseTime', 'createTime', 'updateTime'] as const;

function range(from: Date | undefined, to: Date | undefined, fromOperator: '$gte' | '$gt'): Record<string, Date> | undefined {
  const condition: Record<string, Date> = {};
  if (from) {
    condition[fromOperator] = from;
  }
  if (to) {
    condition['$lt'] = to;
  }
  return Object.keys(condition).length > 0 ? condition : undefined;
}

/** Notices of the caller's tenant as their editors manage them (the tenant filter scopes every query). */
export class NoticeService {
  constructor(
    private readonly menus: MenuService,
    private readonly dicts: DictService,
  ) {}

  /** Labels of the `notice` dictionary by key. */
  async categoryLabels(context: SignedInContext): Promise<Map<string, string>> {
    const items = await this.dicts.dictionary(context, 'notice');
    return new Map(items.map((item) => [item.dictKey, item.dictValue]));
  }

  async page(
    context: SignedInContext,
    filter: NoticeFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<NoticeView>> {
    await this.menus.require(context, 'notice');
    const where: FilterQuery<Notice> = {};
    if (filter?.title?.trim()) {
      where.title = { $like: containsPattern(filter.title.trim()) };
    }
    if (filter?.category !== undefined && filter.category !== null) {
      where.category = filter.category;
    }
    if (filter?.state) {
      where.publishState = filter.state === NoticeState.PUBLISHED ? NOTICE_PUBLISHED : NOTICE_DRAFT;
    }
    const releaseTime = range(filter?.releaseTimeFrom, filter?.releaseTimeTo, '$gte');
    if (releaseTime) {
      where.releaseTime = releaseTime;
    }
    const createTime = range(filter?.createTimeFrom, filter?.createTimeTo, '$gt');
    if (createTime) {
      where.createTime = createTime;
    }
    const result = await findPage(context.em, Notice, where, page, orderByOf<Notice>(sort, SORTABLE, { createTime: 'desc', id: 'desc' }));
    const labels = await this.categoryLabels(context);
    return { ...result, records: result.records.map((notice) => toNoticeView(notice, labels)) };
  }

  async detail(context: SignedInContext, id: string): Promise<NoticeView> {
    await this.menus.require(context, 'notice');
    return toNoticeView(await this.find(context, id), await this.categoryLabels(context));
  }

  /** Adds (notice_add) or changes (notice_edit) a notice; changing its state also needs notice_publish. */
  async submit(context: SignedInContext, input: NoticeInput): Promise<NoticeView> {
    await this.menus.require(context, input.id ? 'notice_edit' : 'notice_add');
    const existing = input.id ? await this.find(context, input.id) : null;
    const currentState = existing ? stateOf(existing) : NoticeState.DRAFT;
    const state = input.state ?? currentState;
    if (state !== currentState) {
      await this.menus.require(context, 'notice_publish');
    }
    const content = sanitizeNoticeHtml(input.content);
    if (!hasVisibleContent(content)) {
      throw new AppError('VALIDATION', 'notice.contentRequired', {}, [{ field: 'content', messageKey: 'notice.contentRequired' }]);
    }
    const labels = await this.categoryLabels(context);
    if (!labels.has(String(input.category))) {
      throw new AppError('VALIDATION', 'notice.categoryRequired', {}, [{ field: 'category', messageKey: 'notice.categoryRequired' }]);
    }
    let releaseTime = input.releaseTime === undefined ? (existing?.releaseTime ?? null) : input.releaseTime;
    if (state === NoticeState.PUBLISHED && !releaseTime) {
      releaseTime = new Date();
    }
    const values = {
      title: input.title.trim(),
      category: input.category,
      content,
      releaseTime,
      publishState: state === NoticeState.PUBLISHED ? NOTICE_PUBLISHED : NOTICE_DRAFT,
    };
    const notice = existing ? Object.assign(existing, values) : context.em.create(Notice, { ...values, tenantId: context.actor.tenantId });
    await context.em.flush();
    return toNoticeView(notice, labels);
  }

  /** Publishes (releasing now when no release time was set) or withdraws notices; returns how many changed. */
  async setState(context: SignedInContext, ids: string[], state: NoticeState): Promise<number> {
    await this.menus.require(context, 'notice_publish');
    checkIds(ids);
    const notices = await context.em.find(Notice, { id: { $in: ids } });
    const publishState = state === NoticeState.PUBLISHED ? NOTICE_PUBLISHED : NOTICE_DRAFT;
    const changed = notices.filter((notice) => notice.publishState !== publishState);
    for (const notice of changed) {
      notice.publishState = publishState;
      if (publishState === NOTICE_PUBLISHED) {
        notice.releaseTime ??= new Date();
      }
    }
    await context.em.flush();
    return changed.length;
  }

  /** Soft-deletes notices; returns how many were deleted. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'notice_delete');
    checkIds(ids);
    return context.em.nativeUpdate(
      Notice,
      { id: { $in: ids } },
      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
    );
  }

  private async find(context: SignedInContext, id: string): Promise<Notice> {
    const notice = isId(id) ? await context.em.findOne(Notice, { id }) : null;
    if (!notice) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return notice;
  }
}

export function checkIds(ids: string[]): void {
  if (ids.length === 0) {
    throw new AppError('VALIDATION', 'errors.selectOne');
  }
  if (ids.length > 1000 || !ids.every(isId)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'ids' });
  }
}
