import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { submitAttempt } from '../attempt/attempt-submit.service';
import type { Attempt } from '../attempt/attempt.entity';
import { AttemptState, SubmitSource } from '../shared/attempt-enums';
import { ProctorActionKind } from './proctor-enums';
import { proctorRows } from './proctor-rows';
import { loadFreshAttempt, PROCTOR_CODE, recordAction, runTransition, wrongState } from './proctor-transition';
import type { ExtendAttemptArgs, ProctorReasonArgs, UnlockAttemptArgs } from './proctor.inputs';
import type { ProctorAttemptRow } from './proctor.types';

const { IN_PROGRESS, PAUSED, LOCKED, OVERDUE, NOT_STARTED } = AttemptState;
const MINUTE_MS = 60_000;

/**
 * The proctor's actions on one attempt (reference/exam-domain.md §c.5): pause (the clock stops), resume (the
 * deadline moves by the paused time), unlock (after the integrity policy locked it), extend, submit from the
 * saved answers, terminate (VOIDED). Each is a conditional update plus an audit row in one transaction, and
 * returns the attempt's new console row. Saves follow at once on every node: the autosave checks state and
 * deadline from the attempt row in its own statement (attempt/answer-write.ts).
 */
export class ProctorActionService {
  constructor(private readonly menus: MenuService) {}

  /** IN_PROGRESS -> PAUSED; refused once the deadline has passed (the sweep's turn). */
  async pause(context: SignedInContext, args: ProctorReasonArgs): Promise<ProctorAttemptRow> {
    await this.menus.require(context, PROCTOR_CODE);
    const id = await runTransition(context, args.id, {
      action: ProctorActionKind.PAUSE,
      from: [IN_PROGRESS],
      reason: args.reason,
      check: (attempt, now) => {
        if (attempt.state === IN_PROGRESS && attempt.deadlineAt.getTime() <= now.getTime()) {
          throw new AppError('CONFLICT', 'exam.proctorDeadlinePassed');
        }
      },
      guard: (now) => ({ deadlineAt: { $gt: now } }),
      changes: (_attempt, now) => ({ state: PAUSED, pausedAt: now }),
    });
    return this.row(context, id);
  }

  /** PAUSED -> IN_PROGRESS with the deadline pushed by the time it was paused. */
  async resume(context: SignedInContext, args: ProctorReasonArgs): Promise<ProctorAttemptRow> {
    await this.menus.require(context, PROCTOR_CODE);
    const id = await runTransition(context, args.id, {
      action: ProctorActionKind.RESUME,
      from: [PAUSED],
      reason: args.reason,
      changes: (attempt, now) => ({
        state: IN_PROGRESS,
        pausedAt: null,
        deadlineAt: new Date(attempt.deadlineAt.getTime() + Math.max(0, now.getTime() - (attempt.pausedAt ?? now).getTime())),
      }),
    });
    return this.row(context, id);
  }

  /**
   * LOCKED -> IN_PROGRESS. The deadline is not moved (a lock does not stop the clock; extend if needed). The
   * integrity count stays unless `resetIntegrityCount`: then the next counted event over the limit locks again.
   */
  async unlock(context: SignedInContext, args: UnlockAttemptArgs): Promise<ProctorAttemptRow> {
    await this.menus.require(context, PROCTOR_CODE);
    const id = await runTransition(context, args.id, {
      action: ProctorActionKind.UNLOCK,
      from: [LOCKED],
      reason: args.reason,
      changes: () => ({ state: IN_PROGRESS, ...(args.resetIntegrityCount ? { integrityCount: 0 } : {}) }),
    });
    return this.row(context, id);
  }

  /**
   * Adds minutes to one running attempt's deadline (also while paused or locked). An OVERDUE attempt whose new
   * deadline is in the future is IN_PROGRESS again.
   */
  async extend(context: SignedInContext, args: ExtendAttemptArgs): Promise<ProctorAttemptRow> {
    await this.menus.require(context, PROCTOR_CODE);
    const id = await runTransition(context, args.id, {
      action: ProctorActionKind.EXTEND,
      from: [IN_PROGRESS, OVERDUE, PAUSED, LOCKED],
      reason: args.reason,
      minutes: args.minutes,
      changes: (attempt, now) => {
        const deadlineAt = new Date(attempt.deadlineAt.getTime() + args.minutes * MINUTE_MS);
        const back = attempt.state === OVERDUE && deadlineAt.getTime() > now.getTime();
        return { deadlineAt, ...(back ? { state: IN_PROGRESS } : {}) };
      },
    });
    return this.row(context, id);
  }

  /**
   * Any attempt not yet final -> VOIDED (no score; the examination's review never shows it), with source PROCTOR:
   * unlike a cancellation's voided attempts it counts against maxAttempts (countsAgainstAttempts), so the candidate
   * cannot simply start again; an accommodation's attempts override gives another try.
   */
  async terminate(context: SignedInContext, args: ProctorReasonArgs): Promise<ProctorAttemptRow> {
    await this.menus.require(context, PROCTOR_CODE);
    const id = await runTransition(context, args.id, {
      action: ProctorActionKind.TERMINATE,
      from: [NOT_STARTED, IN_PROGRESS, OVERDUE, PAUSED, LOCKED],
      reason: args.reason,
      changes: () => ({ state: AttemptState.VOIDED, pausedAt: null, submitSource: SubmitSource.PROCTOR }),
    });
    return this.row(context, id);
  }

  /**
   * Ends an attempt from its saved answers (source PROCTOR) through the one submit transition of the attempts
   * module; grading follows as for any submit. A submit by anyone else first is a CONFLICT naming SUBMITTED.
   */
  async submit(context: SignedInContext, args: ProctorReasonArgs): Promise<ProctorAttemptRow> {
    await this.menus.require(context, PROCTOR_CODE);
    const id = await inTransaction(context.em, async () => {
      const attempt = await loadFreshAttempt(context, args.id);
      if (![IN_PROGRESS, OVERDUE, LOCKED, PAUSED].includes(attempt.state)) {
        throw wrongState(attempt.state);
      }
      await this.submitGuarded(context, attempt);
      recordAction(context, attempt, ProctorActionKind.SUBMIT, args.reason);
      return attempt.id;
    });
    return this.row(context, id);
  }

  private async submitGuarded(context: SignedInContext, attempt: Attempt): Promise<void> {
    const version = attempt.rowVersion;
    try {
      await submitAttempt(context, attempt, SubmitSource.PROCTOR, null, new Date());
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        throw wrongState(attempt.state);
      }
      throw error;
    }
    // submitAttempt treats "already SUBMITTED" as success; for a proctor it means someone else submitted first.
    if (attempt.submitSource !== SubmitSource.PROCTOR || attempt.rowVersion !== version + 1) {
      throw wrongState(attempt.state);
    }
  }

  private async row(context: SignedInContext, attemptId: string): Promise<ProctorAttemptRow> {
    const [row] = await proctorRows(context.em, [await loadFreshAttempt(context, attemptId)], new Date());
    return row as ProctorAttemptRow;
  }
}
