import type { EntityManager } from '@mikro-orm/core';
import { Examination } from '../examination/examination.entity';
import { AttemptGradingState, AttemptState, SubmitSource } from '../shared/attempt-enums';
import { OverdueHandling } from '../shared/examination-enums';
import { claimDue } from '../../../core/background/claim-due';
import type { SweepStep } from '../../../core/background/sweep-runner';
import { acceptUntil } from './attempt-deadline';
import { Attempt } from './attempt.entity';

const BATCH = 500;

/**
 * The deadline sweep (reference/exam-domain.md §c.5): attempts IN_PROGRESS/OVERDUE/LOCKED past their deadline. Under
 * GRACE_PERIOD an attempt first becomes OVERDUE; once deadline + grace has passed it is SUBMITTED (AUTO_SUBMIT,
 * source TIMEOUT_SWEEP) with the answers already saved — every save is stored when it is made (MDL-43733) —
 * or ABANDONED (ABANDON, or GRACE_PERIOD after the grace). A LOCKED attempt (the lock does not stop the clock)
 * is submitted from its saved answers once deadline + grace has passed (ABANDONED under ABANDON); a PAUSED one
 * is never touched: its clock stands still until a proctor resumes, submits or terminates it. Each change is a
 * conditional update on the state and rowVersion read, so several nodes may run the step at once and each
 * attempt changes once; on MySQL/MariaDB each node takes its own batch (`claimDue`: SKIP LOCKED).
 */
export class AttemptTimeoutSweep implements SweepStep {
  readonly name = 'attemptTimeout';

  async run(em: EntityManager, now: Date): Promise<number> {
    const changed = await claimDue(
      em,
      Attempt,
      { state: { $in: [AttemptState.IN_PROGRESS, AttemptState.OVERDUE, AttemptState.LOCKED] }, deadlineAt: { $lt: now } },
      {
        filters: { tenant: false },
        fields: ['id', 'examinationId', 'state', 'deadlineAt', 'rowVersion'],
        orderBy: { deadlineAt: 'asc' },
        limit: BATCH,
      },
      (due) => this.moveOn(em, due, now),
    );
    em.clear();
    return changed;
  }

  private async moveOn(em: EntityManager, due: Due[], now: Date): Promise<number> {
    if (due.length === 0) {
      return 0;
    }
    const exams = await em.find(
      Examination,
      { id: { $in: [...new Set(due.map((attempt) => attempt.examinationId))] } },
      { filters: { tenant: false, notDeleted: false }, fields: ['id', 'graceSec', 'overdueHandling'] },
    );
    const byId = new Map(exams.map((exam) => [exam.id, exam]));
    let changed = 0;
    for (const attempt of due) {
      const exam = byId.get(attempt.examinationId);
      const handling = exam?.overdueHandling ?? OverdueHandling.AUTO_SUBMIT;
      const graceOver = now.getTime() > acceptUntil(attempt.deadlineAt, exam?.graceSec ?? 0).getTime();
      const next = nextState(handling, attempt.state, graceOver);
      if (!next) {
        continue;
      }
      const submitted = next === AttemptState.SUBMITTED;
      changed += await em.nativeUpdate(
        Attempt,
        { id: attempt.id, state: attempt.state, rowVersion: attempt.rowVersion },
        {
          state: next,
          rowVersion: attempt.rowVersion + 1,
          updateTime: now,
          ...(submitted ? { submittedAt: now, submitSource: SubmitSource.TIMEOUT_SWEEP, gradingState: AttemptGradingState.UNGRADED } : {}),
        },
        { filters: { tenant: false, notDeleted: false } },
      );
    }
    return changed;
  }
}

type Due = Pick<Attempt, 'id' | 'examinationId' | 'state' | 'deadlineAt' | 'rowVersion'>;

/** Where an attempt past its deadline goes, or null to leave it (saves in flight are still accepted). */
export function nextState(handling: OverdueHandling, state: AttemptState, graceOver: boolean): AttemptState | null {
  if (state === AttemptState.LOCKED) {
    // The candidate cannot act while locked: no OVERDUE phase; what was saved is submitted (or abandoned).
    if (!graceOver) {
      return null;
    }
    return handling === OverdueHandling.ABANDON ? AttemptState.ABANDONED : AttemptState.SUBMITTED;
  }
  if (handling === OverdueHandling.GRACE_PERIOD) {
    if (!graceOver) {
      return state === AttemptState.IN_PROGRESS ? AttemptState.OVERDUE : null;
    }
    return AttemptState.ABANDONED;
  }
  if (!graceOver) {
    return null;
  }
  return handling === OverdueHandling.ABANDON ? AttemptState.ABANDONED : AttemptState.SUBMITTED;
}
