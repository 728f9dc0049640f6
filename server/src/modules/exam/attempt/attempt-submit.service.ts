import { AppError } from '../../../core/errors/app-error';
import { statementEm, type SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { ANSWERABLE_STATES, AttemptGradingState, AttemptState, SubmitSource } from '../shared/attempt-enums';
import { OverdueHandling } from '../shared/examination-enums';
import { accepted, type AnswerSaveService } from './answer-save.service';
import type { AnswerWrite } from './answer-write';
import { requireAllowedAddress } from './attempt-access';
import { acceptUntil, earliestAcceptedDeadline } from './attempt-deadline';
import { Attempt } from './attempt.entity';
import type { SaveAnswerInput } from './attempt.inputs';
import { loadOwnAttempt } from './attempt-store';
import type { SaveAnswerResult, SubmitAttemptResult } from './attempt.types';
import type { ExamRulesCache } from './exam-rules-cache';
import { SubmitWriter } from './submit-write';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * Moves an answerable attempt to SUBMITTED with one conditional update (reference/exam-domain.md §c.5):
 * applies the optional final batch first, then returns at once; grading runs later (AttemptGradingStep).
 * Idempotent: submitting a SUBMITTED attempt again returns it unchanged.
 */
export class AttemptSubmitService {
  private readonly writer = new SubmitWriter();

  constructor(
    private readonly menus: MenuService,
    private readonly saves: AnswerSaveService,
    private readonly rules: ExamRulesCache,
  ) {}

  async submit(
    context: SignedInContext,
    attemptId: string,
    idempotencyKey: string,
    finalAnswers: SaveAnswerInput[] | null | undefined,
  ): Promise<SubmitAttemptResult> {
    await this.menus.require(context, 'exam_take');
    if (!KEY_PATTERN.test(idempotencyKey)) {
      throw new AppError('VALIDATION', 'exam.submitKeyInvalid', {}, [{ field: 'idempotencyKey', messageKey: 'exam.submitKeyInvalid' }]);
    }
    return (
      (await this.submitOnTime(context, attemptId, idempotencyKey, finalAnswers ?? [], new Date())) ??
      this.submitRead(context, attemptId, idempotencyKey, finalAnswers)
    );
  }

  /**
   * The usual submit (the deadline spike) without reading the attempt: its cached facts, the final answers checked,
   * then guarded writes only (one statement for a single final answer and the submit on MySQL/MariaDB). Null when any of
   * them was not applied (already submitted, closed, locked, late or a stale final answer): the careful path then reads
   * the attempt and answers exactly as before.
   */
  private async submitOnTime(
    context: SignedInContext,
    attemptId: string,
    key: string,
    finalAnswers: SaveAnswerInput[],
    now: Date,
  ): Promise<SubmitAttemptResult | null> {
    const facts = await this.saves.facts.own(context, attemptId);
    const rules = await this.rules.get(() => context.em, facts.examinationId);
    requireAllowedAddress(rules.allowsAddress(context.ip), context.ip);
    const source = SubmitSource.CANDIDATE;
    const write = {
      tenantId: facts.tenantId,
      attemptId: facts.id,
      source,
      key,
      userId: context.actor.userId,
      now,
      deadlineNotBefore: earliestAcceptedDeadline(now, rules.graceSec),
    };
    const submitted = (saves: SaveAnswerResult[]): SubmitAttemptResult => ({
      attemptId: facts.id,
      state: AttemptState.SUBMITTED,
      submittedAt: now,
      submitSource: source,
      saves,
    });
    // Every final answer is checked before any is written.
    const answers: AnswerWrite[] = [];
    for (const input of finalAnswers) {
      answers.push(await this.saves.answerWrite(context, facts, input, now));
    }
    const [only] = answers;
    if (only && answers.length === 1) {
      // The usual client flushes its last answer with the submit: one statement for both where the database allows it.
      const both = await this.writer.submitWithAnswer(statementEm(context), write, only);
      if (both !== null) {
        return both ? submitted([accepted(only.slot, only.clientSeq ?? 0, now)]) : null;
      }
    }
    const saves: SaveAnswerResult[] = [];
    for (const answer of answers) {
      const saved = await this.saves.store(context, facts, answer);
      if (!saved) {
        return null;
      }
      saves.push(saved);
    }
    return (await this.writer.submit(statementEm(context), write)) ? submitted(saves) : null;
  }

  /** Submit after reading the attempt: idempotent repeats, refusals with their reason, late AUTO_SUBMIT. */
  private async submitRead(
    context: SignedInContext,
    attemptId: string,
    idempotencyKey: string,
    finalAnswers: SaveAnswerInput[] | null | undefined,
  ): Promise<SubmitAttemptResult> {
    const attempt = await loadOwnAttempt(context, attemptId, { refresh: true });
    if (attempt.state === AttemptState.SUBMITTED) {
      return resultOf(attempt, []);
    }
    if (attempt.state === AttemptState.LOCKED || attempt.state === AttemptState.PAUSED) {
      throw new AppError('CONFLICT', 'exam.attemptLocked');
    }
    if (!ANSWERABLE_STATES.includes(attempt.state)) {
      throw new AppError('CONFLICT', 'exam.attemptClosed');
    }
    const now = new Date();
    const rules = await this.rules.get(() => context.em, attempt.examinationId);
    requireAllowedAddress(rules.allowsAddress(context.ip), context.ip);
    const late = now.getTime() > acceptUntil(attempt.deadlineAt, rules.graceSec).getTime();
    if (late && rules.overdueHandling !== OverdueHandling.AUTO_SUBMIT) {
      // Past the grace period the attempt is abandoned (the sweep does the same); nothing is accepted.
      throw new AppError('CONFLICT', 'exam.deadlinePassed');
    }
    const saves: SaveAnswerResult[] = [];
    if (!late) {
      for (const answer of finalAnswers ?? []) {
        saves.push(await this.saves.apply(context, attempt, answer, now));
      }
    }
    await submitAttempt(context, attempt, late ? SubmitSource.TIMEOUT_SWEEP : SubmitSource.CANDIDATE, idempotencyKey, now);
    return resultOf(attempt, saves);
  }
}

/**
 * The one transition to SUBMITTED: conditional on the state read, so a concurrent submit, sweep or lock
 * changes the row once. The loser re-reads; a SUBMITTED attempt counts as success.
 */
export async function submitAttempt(
  context: SignedInContext,
  attempt: Attempt,
  source: SubmitSource,
  key: string | null,
  now: Date,
): Promise<void> {
  const changed = await context.em.nativeUpdate(
    Attempt,
    { id: attempt.id, state: attempt.state, rowVersion: attempt.rowVersion },
    {
      state: AttemptState.SUBMITTED,
      submittedAt: now,
      submitSource: source,
      submitKey: key,
      gradingState: AttemptGradingState.UNGRADED,
      rowVersion: attempt.rowVersion + 1,
      updateTime: now,
      updateUser: context.actor.userId,
    },
  );
  await context.em.refresh(attempt);
  if (changed !== 1 && attempt.state !== AttemptState.SUBMITTED) {
    throw new AppError('CONFLICT', 'exam.attemptClosed');
  }
}

function resultOf(attempt: Attempt, saves: SaveAnswerResult[]): SubmitAttemptResult {
  return {
    attemptId: attempt.id,
    state: attempt.state,
    submittedAt: attempt.submittedAt ?? null,
    submitSource: attempt.submitSource ?? null,
    saves,
  };
}
