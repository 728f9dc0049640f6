import { AppError } from '../../../core/errors/app-error';
import { statementEm, type SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { ANSWERABLE_STATES, AttemptState } from '../shared/attempt-enums';
import { QuestionType } from '../shared/exam-enums';
import { AnswerWriter, type AnswerWrite } from './answer-write';
import { requireAllowedAddress } from './attempt-access';
import { acceptUntil, earliestAcceptedDeadline } from './attempt-deadline';
import type { AttemptFacts, AttemptFactsCache } from './attempt-facts';
import { AttemptItem } from './attempt-item.entity';
import { Attempt } from './attempt.entity';
import type { SaveAnswerInput } from './attempt.inputs';
import { loadOwnAttempt } from './attempt-store';
import type { SaveAnswerResult } from './attempt.types';
import { normalizeResponse } from './answer-rules';
import type { ExamRulesCache } from './exam-rules-cache';
import { ResponseFile } from './response-file.entity';
import type { SnapshotCache } from './snapshot-cache';

/**
 * How often a save also stamps the attempt's lastSavedAt (to within five minutes; saves in between skip that
 * write, so a 30-second autosave costs one durable write, not two). Each answer row keeps its exact savedAt.
 */
const LAST_SAVED_EVERY_MS = 300_000;

/**
 * Autosave (reference/exam-domain.md §c.5 Saves): the attempt's unchanging facts come from a per-process
 * cache, the caller's address is checked against the examination's allow-list (cached rules), and one
 * guarded statement stores the answer only when its clientSeq is newer and the attempt is still answerable
 * (state, deadline + grace checked by the database). Only a save that was not applied reads the attempt to
 * tell a stale save (reported as ignored, not an error) from a closed, locked or late one.
 */
export class AnswerSaveService {
  private readonly writer = new AnswerWriter();

  constructor(
    private readonly menus: MenuService,
    private readonly snapshots: SnapshotCache,
    private readonly rules: ExamRulesCache,
    readonly facts: AttemptFactsCache,
  ) {}

  async save(context: SignedInContext, attemptId: string, input: SaveAnswerInput): Promise<SaveAnswerResult> {
    await this.menus.require(context, 'exam_take');
    return this.write(context, await this.facts.own(context, attemptId), input, new Date());
  }

  /** The legacy form: the answer row's id instead of (attempt, slot). */
  async saveByItem(context: SignedInContext, itemId: string, input: Omit<SaveAnswerInput, 'slot'>): Promise<SaveAnswerResult> {
    await this.menus.require(context, 'exam_take');
    const { facts, slot } = await this.facts.ownItem(context, itemId);
    return this.write(context, facts, { ...input, slot }, new Date());
  }

  async flag(context: SignedInContext, attemptId: string, slot: number, flagged: boolean): Promise<boolean> {
    await this.menus.require(context, 'exam_take');
    const attempt = await loadOwnAttempt(context, attemptId);
    await this.requireAnswerable(context, attempt, new Date());
    this.questionOfSlot(await this.facts.of(context, attempt), slot);
    await context.em.nativeUpdate(
      AttemptItem,
      { attemptId: attempt.id, slot },
      { flagged, updateTime: new Date(), updateUser: context.actor.userId },
    );
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
    const rules = await this.rules.get(() => context.em, attempt.examinationId);
    requireAllowedAddress(rules.allowsAddress(context.ip), context.ip);
    if (now.getTime() > acceptUntil(attempt.deadlineAt, rules.graceSec).getTime()) {
      throw new AppError('CONFLICT', 'exam.deadlinePassed');
    }
  }

  /** Validates and stores one answer of an attempt already read (submit's final answers, file uploads). */
  async apply(context: SignedInContext, attempt: Attempt, input: SaveAnswerInput, now: Date): Promise<SaveAnswerResult> {
    await this.requireAnswerable(context, attempt, now);
    return this.write(context, await this.facts.of(context, attempt), input, now);
  }

  private async write(context: SignedInContext, facts: AttemptFacts, input: SaveAnswerInput, now: Date): Promise<SaveAnswerResult> {
    // Validated, then the one guarded statement; nothing is read unless it was not applied.
    const written = await this.store(context, facts, await this.answerWrite(context, facts, input, now));
    if (written) {
      return written;
    }
    // Not applied: the attempt was closed, locked or is past its deadline (refused), or a newer save is stored (ignored).
    await this.requireAnswerable(context, await loadOwnAttempt(context, facts.id, { refresh: true }), now);
    return {
      slot: input.slot,
      accepted: false,
      ignored: true,
      clientSeq: await this.writer.storedSeq(statementEm(context), facts.tenantId, facts.id, input.slot),
      serverNow: now,
    };
  }

  /**
   * Stores an answer `answerWrite` prepared, with the one guarded statement; null when it was not applied (a newer save
   * is stored, or the attempt is no longer answerable) - nothing is read to find out which.
   */
  async store(context: SignedInContext, facts: AttemptFacts, answer: AnswerWrite): Promise<SaveAnswerResult | null> {
    if (!(await this.writer.write(statementEm(context), answer))) {
      return null;
    }
    const now = answer.now;
    if (now.getTime() - facts.lastSavedStamp >= LAST_SAVED_EVERY_MS) {
      facts.lastSavedStamp = now.getTime();
      await context.em.nativeUpdate(Attempt, { id: facts.id }, { lastSavedAt: now });
    }
    const stored = answer.clientSeq ?? (await this.writer.storedSeq(statementEm(context), facts.tenantId, facts.id, answer.slot));
    return accepted(answer.slot, stored, now);
  }

  /**
   * One answer validated and normalized for its guarded write (slot, the caller's address, the question of the frozen
   * paper, own files), not yet written: the save writes it alone, the submit may write it with the submit itself.
   */
  async answerWrite(context: SignedInContext, facts: AttemptFacts, input: SaveAnswerInput, now: Date): Promise<AnswerWrite> {
    const questionId = this.questionOfSlot(facts, input.slot);
    const rules = await this.rules.get(() => context.em, facts.examinationId);
    requireAllowedAddress(rules.allowsAddress(context.ip), context.ip);
    const snapshot = await this.snapshots.get(() => context.em, facts.snapshotId, context.actor.tenantId);
    const question = snapshot.questions.get(questionId);
    if (!question) {
      throw new AppError('NOT_FOUND', 'exam.attemptNotFound');
    }
    const response = normalizeResponse(question, input.response);
    if (question.type === QuestionType.FILE_UPLOAD && (response.fileIds?.length ?? 0) > 0) {
      await this.requireOwnFiles(context, facts.id, input.slot, response.fileIds ?? []);
    }
    return {
      tenantId: facts.tenantId,
      attemptId: facts.id,
      slot: input.slot,
      response,
      clientSeq: input.clientSeq,
      userId: context.actor.userId,
      now,
      deadlineNotBefore: earliestAcceptedDeadline(now, rules.graceSec),
    };
  }

  private questionOfSlot(facts: AttemptFacts, slot: number): string {
    const questionId = Number.isInteger(slot) && slot > 0 ? facts.slotQuestions[slot] : undefined;
    if (!questionId) {
      throw new AppError('VALIDATION', 'exam.slotInvalid', { slot }, [{ field: 'slot', messageKey: 'exam.slotInvalid', params: { slot } }]);
    }
    return questionId;
  }

  private async requireOwnFiles(context: SignedInContext, attemptId: string, slot: number, fileIds: string[]): Promise<void> {
    const item = await context.em.findOne(AttemptItem, { attemptId, slot }, { fields: ['id'] });
    const files = item ? await context.em.find(ResponseFile, { id: { $in: fileIds }, attemptItemId: item.id }, { fields: ['id'] }) : [];
    if (files.length !== fileIds.length) {
      throw new AppError('VALIDATION', 'exam.fileInvalid', {}, [{ field: 'response', messageKey: 'exam.fileInvalid' }]);
    }
  }
}

/** The answer to a save that was stored with this sequence number. */
export function accepted(slot: number, clientSeq: number, now: Date): SaveAnswerResult {
  return { slot, accepted: true, ignored: false, clientSeq, serverNow: now };
}
