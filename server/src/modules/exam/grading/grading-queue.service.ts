import { findPage } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { loadExamination } from '../examination/examination-store';
import { ItemGradingState } from '../shared/attempt-enums';
import { manualItemsWhere, MANUAL_ITEM_STATES } from './grading-queries';
import { queueItemViews } from './grading-queue-view';
import type { GradingLocks } from './grading-locks';
import type { GradingQueueFilter } from './grading.inputs';
import { GradingQueueState, type GradingQueueItem, type GradingQueuePage } from './grading.types';
import { examQuestions } from './snapshot-questions';

/** How many candidates "grade next" tries before reporting that every remaining item is taken. */
const CLAIM_CANDIDATES = 20;

/**
 * The manual grading queue of an examination (the original's getUserExamGradin): answers of short-answer
 * and file questions in submitted attempts, and "grade next", which claims the next unlocked ungraded answer.
 */
export class GradingQueueService {
  constructor(
    private readonly menus: MenuService,
    private readonly locks: GradingLocks,
  ) {}

  async page(
    context: SignedInContext,
    examinationId: string,
    filter: GradingQueueFilter | null | undefined,
    page: PageInput,
  ): Promise<GradingQueuePage> {
    await this.menus.require(context, 'exam_grade');
    const { em } = context;
    const exam = await loadExamination(em, examinationId);
    const states = MANUAL_ITEM_STATES[filter?.state ?? GradingQueueState.PENDING];
    const where = manualItemsWhere(em, context.actor.tenantId, exam.id, states, { questionId: filter?.questionId, userId: filter?.userId });
    const result = await findPage(em, AttemptItem, where, page, { attemptId: 'asc', slot: 'asc' });
    const now = new Date();
    const questions = await examQuestions(em, exam.id, exam.snapshotId);
    const locks = await this.locks.live(
      em,
      result.records.map((item) => item.id),
      now,
    );
    return { ...result, records: await queueItemViews(em, exam.id, result.records, questions, locks) };
  }

  /**
   * Grade next: the caller's own live lock on an ungraded answer if any, otherwise the first ungraded answer
   * (optionally of one question) nobody holds, claimed with a conditional write. Null when none is left.
   */
  async takeNext(context: SignedInContext, examinationId: string, questionId?: string | null): Promise<GradingQueueItem | null> {
    await this.menus.require(context, 'exam_grade');
    const { em, actor } = context;
    if (questionId && !isId(questionId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'questionId' });
    }
    const exam = await loadExamination(em, examinationId);
    const now = new Date();
    const pending = manualItemsWhere(em, actor.tenantId, exam.id, [ItemGradingState.NEEDS_MANUAL], { questionId });
    const mine = await this.locks.heldBy(em, exam.id, actor.userId, now);
    let chosen: AttemptItem | null =
      mine.length > 0
        ? await em.findOne(AttemptItem, { $and: [pending, { id: { $in: mine } }] }, { orderBy: { attemptId: 'asc', slot: 'asc' } })
        : null;
    if (chosen) {
      await this.locks.claim(em, actor.tenantId, exam.id, chosen.id, actor.userId, now);
    } else {
      const taken = await this.locks.heldByOthers(em, exam.id, actor.userId, now);
      const candidates = await em.find(AttemptItem, taken.size > 0 ? { $and: [pending, { id: { $nin: [...taken] } }] } : pending, {
        orderBy: { attemptId: 'asc', slot: 'asc' },
        limit: CLAIM_CANDIDATES,
      });
      for (const candidate of candidates) {
        if (await this.locks.claim(em, actor.tenantId, exam.id, candidate.id, actor.userId, now)) {
          chosen = candidate;
          break;
        }
      }
    }
    if (!chosen) {
      return null;
    }
    const questions = await examQuestions(em, exam.id, exam.snapshotId);
    const [view] = await queueItemViews(em, exam.id, [chosen], questions, await this.locks.live(em, [chosen.id], now));
    return view ?? null;
  }

  /** Gives the caller's lock on an answer back; true when there was one. */
  async releaseLock(context: SignedInContext, itemId: string): Promise<boolean> {
    await this.menus.require(context, 'exam_grade');
    const item = isId(itemId) ? await context.em.findOne(AttemptItem, { id: itemId }, { fields: ['id'] }) : null;
    if (!item) {
      throw new AppError('NOT_FOUND', 'exam.gradeItemNotFound');
    }
    return (await this.locks.complete(context.em, item.id, context.actor.userId, new Date())) > 0;
  }
}
