import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import type { AccommodationLookup } from '../accommodation/accommodation-lookup';
import {
  accommodatedMaxAttempts,
  accommodatedWindow,
  sameTerms,
  termsOf,
  type AccommodationTerms,
} from '../accommodation/accommodation-rules';
import { loadExamination } from '../examination/examination-store';
import type { Examination } from '../examination/examination.entity';
import { AttemptState, countsAgainstAttempts } from '../shared/attempt-enums';
import type { AttemptAccessCheck } from './attempt-access';
import { buildLayout, type RandomSource } from './attempt-layout';
import { attemptDeadline } from './attempt-deadline';
import type { AttemptFactsCache } from './attempt-facts';
import { requireCandidate, requireOpen } from './attempt-eligibility';
import { AttemptItem } from './attempt-item.entity';
import { Attempt } from './attempt.entity';
import type { SnapshotCache } from './snapshot-cache';

/** Attempts start() returns instead of a new one; PAUSED and LOCKED too, so the page shows them (never a fresh attempt). */
const RESUMABLE = [AttemptState.IN_PROGRESS, AttemptState.OVERDUE, AttemptState.PAUSED, AttemptState.LOCKED];

/** Starts made again when the candidate's accommodation changed while one was being made, before giving up. */
const START_TRIES = 3;

/** The accommodation a start was checked against was changed before the attempt was stored: the start is made again. */
class TermsChanged extends Error {}

/**
 * startAttempt (reference/exam-domain.md §c.5): checks the IP allow-list, resumes the caller's attempt in
 * progress (no password asked again: it was checked when the attempt started), else checks the caller's
 * (accommodated) window, the audience, the attempts left and the access password, and creates the attempt with
 * its layout and one item row per slot in one transaction. Two concurrent starts collide on the unique (examination, user, attemptNo) key;
 * the loser reads and returns the winner's attempt. The transaction locks the candidate's accommodation (or the place of
 * one) before storing the attempt: a staff change committed since the checks makes the start run again with the new terms,
 * and a change that comes after waits for the attempt and then moves its deadline (accommodation-deadlines.ts).
 */
export class AttemptStartService {
  constructor(
    private readonly menus: MenuService,
    private readonly snapshots: SnapshotCache,
    private readonly facts: AttemptFactsCache,
    private readonly access: AttemptAccessCheck,
    private readonly accommodations: AccommodationLookup,
    private readonly random: RandomSource = Math.random,
  ) {}

  /** Starts or resumes; the attempt's facts are cached for the autosaves that follow. */
  async start(context: SignedInContext, examinationId: string, accessPassword?: string | null): Promise<Attempt> {
    for (let tries = 1; ; tries++) {
      try {
        const attempt = await this.startOrResume(context, examinationId, accessPassword);
        await this.facts.of(context, attempt);
        return attempt;
      } catch (error) {
        if (!(error instanceof TermsChanged)) {
          throw error;
        }
        if (tries === START_TRIES) {
          throw new AppError('CONFLICT', 'exam.startTermsChanged');
        }
      }
    }
  }

  private async startOrResume(
    context: SignedInContext,
    examinationId: string,
    accessPassword: string | null | undefined,
  ): Promise<Attempt> {
    await this.menus.require(context, 'exam_take');
    const exam = await loadExamination(context.em, examinationId);
    this.access.requireAddress(context, exam);
    const resumed = await this.inProgress(context, exam.id);
    if (resumed) {
      return resumed;
    }
    const now = new Date();
    const terms = termsOf(await this.accommodations.find(context.em, exam.id, context.actor.userId));
    requireOpen(exam, now, accommodatedWindow(exam, terms));
    await requireCandidate(context, exam);
    if (!exam.snapshotId) {
      throw new AppError('CONFLICT', 'exam.notAvailable', { status: exam.examStatus });
    }
    const previous = await context.em.find(
      Attempt,
      { examinationId: exam.id, userId: context.actor.userId },
      { fields: ['attemptNo', 'state', 'submitSource'], orderBy: { attemptNo: 'desc' } },
    );
    // A concurrent start of the same caller committed after the first look: return its attempt (not "no attempts left").
    if (previous.some((attempt) => RESUMABLE.includes(attempt.state))) {
      const started = await this.inProgress(context, exam.id);
      if (started) {
        return started;
      }
    }
    const counted = previous.filter(countsAgainstAttempts).length;
    const maxAttempts = accommodatedMaxAttempts(exam.maxAttempts, terms);
    if (counted >= maxAttempts) {
      throw new AppError('CONFLICT', 'exam.attemptsExhausted', { max: maxAttempts });
    }
    await this.access.requirePassword(context, exam, accessPassword);
    const attemptNo = (previous[0]?.attemptNo ?? 0) + 1;
    try {
      return await this.create(context, exam, exam.snapshotId, attemptNo, now, terms);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await this.inProgress(context, exam.id);
        if (winner) {
          return winner;
        }
      }
      throw error;
    }
  }

  private async inProgress(context: SignedInContext, examinationId: string): Promise<Attempt | null> {
    return context.em.findOne(
      Attempt,
      { examinationId, userId: context.actor.userId, state: { $in: RESUMABLE } },
      { orderBy: { attemptNo: 'desc' }, refresh: true },
    );
  }

  private async create(
    context: SignedInContext,
    exam: Examination,
    snapshotId: string,
    attemptNo: number,
    now: Date,
    terms: AccommodationTerms | null,
  ): Promise<Attempt> {
    const { actor } = context;
    const snapshot = await this.snapshots.get(() => context.em, snapshotId, actor.tenantId);
    const layout = buildLayout(
      snapshot.data,
      { shuffleQuestions: exam.shuffleQuestions, shuffleOptions: exam.shuffleOptions },
      this.random,
    );
    const audit = {
      tenantId: actor.tenantId,
      createUser: actor.userId,
      createDept: actor.deptIds[0] ?? null,
      updateUser: actor.userId,
      createTime: now,
      updateTime: now,
    };
    const attempt = Object.assign(new Attempt(), {
      ...audit,
      examinationId: exam.id,
      userId: actor.userId,
      attemptNo,
      state: AttemptState.IN_PROGRESS,
      snapshotId,
      layout,
      startedAt: now,
      deadlineAt: attemptDeadline(exam, now, terms),
      clientIp: context.ip.slice(0, 64) || null,
      userAgent: context.userAgent.slice(0, 255) || null,
    });
    const items = layout.slots.map((slot) =>
      Object.assign(new AttemptItem(), {
        ...audit,
        attemptId: attempt.id,
        slot: slot.slot,
        questionId: slot.questionId,
        maxScore: slot.maxScore,
      }),
    );
    // Plain inserts (no unit of work): a lost race leaves nothing behind in the request's EntityManager.
    await context.em.transactional(async (transaction) => {
      const current = termsOf(await this.accommodations.find(transaction, exam.id, actor.userId, { lock: true }));
      if (!sameTerms(current, terms)) {
        throw new TermsChanged();
      }
      await transaction.insert(attempt);
      if (items.length > 0) {
        await transaction.insertMany(items);
      }
    });
    return context.em.findOneOrFail(Attempt, { id: attempt.id });
  }
}
