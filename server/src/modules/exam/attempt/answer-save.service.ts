import { raw } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { ANSWERABLE_STATES, AttemptState } from '../shared/attempt-enums';
import { QuestionType } from '../shared/exam-enums';
import { acceptUntil } from './attempt-deadline';
import { AttemptItem } from './attempt-item.entity';
import { Attempt } from './attempt.entity';
import type { SaveAnswerInput } from './attempt.inputs';
import { loadOwnAttempt } from './attempt-store';
import type { SaveAnswerResult } from './attempt.types';
import { normalizeResponse } from './answer-rules';
import type { ExamRulesCache } from './exam-rules-cache';
import { ResponseFile } from './response-file.entity';
import type { SnapshotCache } from './snapshot-cache';

/** How often a save also stamps the attempt's lastSavedAt (saves in between skip that write). */
const LAST_SAVED_EVERY_MS = 30_000;

/**
 * Autosave (reference/exam-domain.md §c.5 Saves): one read of the attempt, one conditional update of the
 * slot's row that only applies a newer clientSeq while the attempt is still answerable. Stale saves are
 * reported as ignored, not errors. Refused outside IN_PROGRESS/OVERDUE or after deadline + grace.
 */
export class AnswerSaveService {
  constructor(
    private readonly menus: MenuService,
    private readonly snapshots: SnapshotCache,
    private readonly rules: ExamRulesCache,
  ) {}

  async save(context: SignedInContext, attemptId: string, input: SaveAnswerInput): Promise<SaveAnswerResult> {
    await this.menus.require(context, 'exam_take');
    const attempt = await loadOwnAttempt(context, attemptId);
    return this.apply(context, attempt, input, new Date());
  }

  /** The legacy form: the answer row's id instead of (attempt, slot). */
  async saveByItem(context: SignedInContext, itemId: string, input: Omit<SaveAnswerInput, 'slot'>): Promise<SaveAnswerResult> {
    await this.menus.require(context, 'exam_take');
    const item = isId(itemId) ? await context.em.findOne(AttemptItem, { id: itemId }, { fields: ['attemptId', 'slot'] }) : null;
    if (!item) {
      throw new AppError('NOT_FOUND', 'exam.attemptNotFound');
    }
    const attempt = await loadOwnAttempt(context, item.attemptId);
    return this.apply(context, attempt, { ...input, slot: item.slot }, new Date());
  }

  async flag(context: SignedInContext, attemptId: string, slot: number, flagged: boolean): Promise<boolean> {
    await this.menus.require(context, 'exam_take');
    const attempt = await loadOwnAttempt(context, attemptId);
    await this.requireAnswerable(context, attempt, new Date());
    this.slotOf(attempt, slot);
    await context.em.nativeUpdate(AttemptItem, { attemptId: attempt.id, slot }, { flagged, updateTime: new Date(), updateUser: context.actor.userId });
    return flagged;
  }

  /** Checks state and time of an attempt already read (submit uses it for its final batch). */
  async requireAnswerable(context: SignedInContext, attempt: Attempt, now: Date): Promise<void> {
    if (attempt.state === AttemptState.LOCKED || attempt.state === AttemptState.PAUSED) {
      throw new AppError('CONFLICT', 'exam.attemptLocked');
    }
    if (!ANSWERABLE_STATES.includes(attempt.state)) {
      throw new AppError('CONFLICT', 'exam.attemptClosed');
    }
    const rules = await this.rules.get(context.em, attempt.examinationId);
    if (now.getTime() > acceptUntil(attempt.deadlineAt, rules.graceSec).getTime()) {
      throw new AppError('CONFLICT', 'exam.deadlinePassed');
    }
  }

  /** Validates and stores one answer of a loaded attempt. */
  async apply(context: SignedInContext, attempt: Attempt, input: SaveAnswerInput, now: Date): Promise<SaveAnswerResult> {
    await this.requireAnswerable(context, attempt, now);
    const slot = this.slotOf(attempt, input.slot);
    const snapshot = await this.snapshots.get(context.em, attempt.snapshotId, context.actor.tenantId);
    const question = snapshot.questions.get(slot.questionId);
    if (!question) {
      throw new AppError('NOT_FOUND', 'exam.attemptNotFound');
    }
    const response = normalizeResponse(question, input.response);
    if (question.type === QuestionType.FILE_UPLOAD && (response.fileIds?.length ?? 0) > 0) {
      await this.requireOwnFiles(context, attempt.id, input.slot, response.fileIds ?? []);
    }
    const em = context.em;
    const seq = input.clientSeq;
    // Only while the attempt is still answerable: a submit that won the race freezes the answers. The plain
    // attemptId equality lets the database reach the one row through the (attemptId, slot) unique key; with
    // only the IN (subquery) MariaDB scans (and locks) every answer row of the tenant, serializing all saves.
    const answerable = (em as SqlEntityManager).createQueryBuilder(Attempt, 'a').select('a.id').where({ id: attempt.id, state: { $in: ANSWERABLE_STATES } });
    const where = {
      $and: [{ attemptId: attempt.id }, { attemptId: { $in: answerable.getKnexQuery() as unknown as string[] } }],
      slot: input.slot,
      ...(seq === undefined ? {} : { clientSeq: { $lt: seq } }),
    };
    const changed = await em.nativeUpdate(AttemptItem, where, {
      response,
      clientSeq: seq === undefined ? raw('client_seq + 1') : seq,
      savedAt: now,
      updateTime: now,
      updateUser: context.actor.userId,
    });
    if (changed === 1 && (!attempt.lastSavedAt || now.getTime() - attempt.lastSavedAt.getTime() >= LAST_SAVED_EVERY_MS)) {
      await em.nativeUpdate(Attempt, { id: attempt.id }, { lastSavedAt: now });
      attempt.lastSavedAt = now;
    }
    const stored = await this.storedSeq(context, attempt, input.slot, changed, seq);
    return { slot: input.slot, accepted: changed === 1, ignored: changed !== 1, clientSeq: stored, serverNow: now };
  }

  private slotOf(attempt: Attempt, slot: number) {
    const found = attempt.layout.slots.find((candidate) => candidate.slot === slot);
    if (!found) {
      throw new AppError('VALIDATION', 'exam.slotInvalid', { slot }, [{ field: 'slot', messageKey: 'exam.slotInvalid', params: { slot } }]);
    }
    return found;
  }

  /** The stored sequence number; re-reads only when the save was not applied (or had no number). */
  private async storedSeq(context: SignedInContext, attempt: Attempt, slot: number, changed: number, seq: number | undefined): Promise<number> {
    if (changed === 1 && seq !== undefined) {
      return seq;
    }
    const row = await context.em.findOne(AttemptItem, { attemptId: attempt.id, slot }, { fields: ['clientSeq'], refresh: true });
    if (changed !== 1) {
      // Not applied: either a newer save is stored (ignored) or the attempt was closed meanwhile (refused).
      const current = await context.em.findOne(Attempt, { id: attempt.id }, { fields: ['state'], refresh: true });
      if (current && !ANSWERABLE_STATES.includes(current.state)) {
        throw new AppError('CONFLICT', 'exam.attemptClosed');
      }
    }
    return row?.clientSeq ?? 0;
  }

  private async requireOwnFiles(context: SignedInContext, attemptId: string, slot: number, fileIds: string[]): Promise<void> {
    const item = await context.em.findOne(AttemptItem, { attemptId, slot }, { fields: ['id'] });
    const files = item ? await context.em.find(ResponseFile, { id: { $in: fileIds }, attemptItemId: item.id }, { fields: ['id'] }) : [];
    if (files.length !== fileIds.length) {
      throw new AppError('VALIDATION', 'exam.fileInvalid', {}, [{ field: 'response', messageKey: 'exam.fileInvalid' }]);
    }
  }
}
