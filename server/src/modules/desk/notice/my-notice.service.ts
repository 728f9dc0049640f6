import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager, QueryBuilder } from '@mikro-orm/knex';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { NoticeRead } from './notice-read.entity';
import { NOTICE_PUBLISHED, Notice } from './notice.entity';
import { checkIds, type NoticeService } from './notice.service';
import { toMyNotice, type MyNotice } from './notice.types';

const UNREAD = 'not exists (select 1 from blade_notice_read r where r.notice_id = n.id and r.user_id = ? and r.is_deleted = 0)';
/** Notices for everyone, or addressed ones that name the caller. */
const ADDRESSED_TO_CALLER =
  '(n.addressed = 0 or exists (select 1 from blade_notice_recipient a where a.notice_id = n.id and a.user_id = ? and a.is_deleted = 0))';
const MARK_ALL_LIMIT = 1000;
const MAX_CATEGORIES = 20;

/** A category filter: 1 to 20 dictionary keys (small whole numbers). */
function checkCategories(categories: number[]): void {
  if (
    categories.length === 0 ||
    categories.length > MAX_CATEGORIES ||
    categories.some((category) => !Number.isInteger(category) || category < 0 || category > 9999)
  ) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'categories' });
  }
}

/** The caller's side of notices: published notices of the own tenant (addressed ones only for their addressees), with a per-user read
 * state. */
export class MyNoticeService {
  constructor(private readonly notices: NoticeService) {}

  /** Published, released notices, newest first, each with the caller's read flag. */
  async page(context: SignedInContext, page: PageInput, unreadOnly: boolean, categories?: number[] | null): Promise<PageResult<MyNotice>> {
    const { query } = await this.visible(context, unreadOnly, categories);
    const total = await query.clone().getCount();
    const rows: Notice[] = await query
      .orderBy({ releaseTime: 'desc', id: 'desc' })
      .limit(page.size)
      .offset((page.current - 1) * page.size)
      .getResultList();
    const ids = rows.map((notice) => notice.id);
    const reads =
      ids.length === 0
        ? []
        : await context.em.find(NoticeRead, { userId: context.actor.userId, noticeId: { $in: ids } }, { fields: ['noticeId'] });
    const read = new Set(reads.map((row) => row.noticeId));
    const labels = await this.notices.categoryLabels(context);
    const records = rows.map((notice) => toMyNotice(notice, labels, read.has(notice.id)));
    return { records, total, size: page.size, current: page.current, pages: Math.ceil(total / page.size) };
  }

  async unreadCount(context: SignedInContext, categories?: number[] | null): Promise<number> {
    const { query } = await this.visible(context, true, categories);
    return query.getCount();
  }

  /** Marks visible notices read for the caller; returns how many were newly marked. */
  async markRead(context: SignedInContext, ids: string[]): Promise<number> {
    checkIds(ids);
    const { query } = await this.visible(context, true);
    const unread: Notice[] = await query.andWhere({ id: { $in: ids } }).getResultList();
    return this.record(
      context,
      unread.map((notice) => notice.id),
    );
  }

  /** Marks every visible notice (of these categories) read, up to 1000 at a time; returns how many were newly marked. */
  async markAllRead(context: SignedInContext, categories?: number[] | null): Promise<number> {
    const { query } = await this.visible(context, true, categories);
    const unread: Notice[] = await query.select(['id']).limit(MARK_ALL_LIMIT).getResultList();
    return this.record(
      context,
      unread.map((notice) => notice.id),
    );
  }

  /** Wrapped because a query builder is thenable: returned bare from an async function it would run. */
  private async visible(
    context: SignedInContext,
    unreadOnly: boolean,
    categories?: number[] | null,
  ): Promise<{ query: QueryBuilder<Notice> }> {
    const em = context.em as SqlEntityManager;
    const query = em.createQueryBuilder(Notice, 'n').where({ publishState: NOTICE_PUBLISHED, releaseTime: { $lte: new Date() } });
    query.andWhere(ADDRESSED_TO_CALLER, [context.actor.userId]);
    if (categories) {
      checkCategories(categories);
      query.andWhere({ category: { $in: categories } });
    }
    // Query builders skip the default filters unless asked: this adds the tenant and not-deleted conditions.
    await query.applyFilters();
    if (unreadOnly) {
      query.andWhere(UNREAD, [context.actor.userId]);
    }
    return { query };
  }

  private async record(context: SignedInContext, noticeIds: string[]): Promise<number> {
    if (noticeIds.length === 0) {
      return 0;
    }
    const now = new Date();
    for (const noticeId of noticeIds) {
      context.em.create(NoticeRead, { tenantId: context.actor.tenantId, noticeId, userId: context.actor.userId, readTime: now });
    }
    try {
      await context.em.flush();
      return noticeIds.length;
    } catch (error) {
      // Another request of the same user marked some of them first: they are read either way.
      if (error instanceof UniqueConstraintViolationException) {
        context.em.clear();
        return 0;
      }
      throw error;
    }
  }
}
