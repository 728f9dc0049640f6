import { currentRead } from '../../../core/db/dialect';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { attemptDeadline } from '../attempt/attempt-deadline';
import { Attempt } from '../attempt/attempt.entity';
import type { Examination } from '../examination/examination.entity';
import { AttemptState, RUNNING_ATTEMPT_STATES } from '../shared/attempt-enums';
import type { AccommodationTerms } from './accommodation-rules';

const TRIES = 3;

/**
 * After a candidate's accommodation changed (or was removed), moves the deadline of their running attempts
 * (IN_PROGRESS, OVERDUE, and PAUSED or LOCKED ones, whose clock runs on after a resume or unlock) by the difference between the deadline
 * the old and the new terms give from its
 * startedAt (attempt-deadline.ts), so other pushes (a proctor's extension, a pause) are kept. An OVERDUE attempt
 * whose new deadline is ahead becomes IN_PROGRESS again. Conditional updates on state and rowVersion: a
 * concurrent submit or sweep wins, and the sweep's own update fails if it read the old deadline. The save guard
 * reads the deadline from the row, so every node sees the change at once. Call it inside the transaction that
 * stores the new terms, after locking the examination (AccommodationService): CONFLICT when it cannot get through.
 */
export async function moveRunningDeadlines(
  context: SignedInContext,
  exam: Examination,
  userId: string,
  before: AccommodationTerms | null,
  after: AccommodationTerms | null,
): Promise<void> {
  const em = context.em;
  const done = new Set<string>();
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    // Read as committed now: a retry after a lost race must see the winner's row, not the transaction's snapshot.
    const running = await em.find(
      Attempt,
      { examinationId: exam.id, userId, state: { $in: [...RUNNING_ATTEMPT_STATES] } },
      { fields: ['id', 'startedAt', 'deadlineAt', 'state', 'rowVersion'], disableIdentityMap: true, ...currentRead(em) },
    );
    let lost = 0;
    const now = new Date();
    for (const row of running.filter((candidate) => !done.has(candidate.id))) {
      const shift = attemptDeadline(exam, row.startedAt, after).getTime() - attemptDeadline(exam, row.startedAt, before).getTime();
      if (shift === 0) {
        done.add(row.id);
        continue;
      }
      const deadlineAt = new Date(row.deadlineAt.getTime() + shift);
      const state = row.state === AttemptState.OVERDUE && deadlineAt.getTime() > now.getTime() ? AttemptState.IN_PROGRESS : row.state;
      const changed = await em.nativeUpdate(
        Attempt,
        { id: row.id, state: row.state, rowVersion: row.rowVersion },
        { deadlineAt, state, rowVersion: row.rowVersion + 1, updateTime: now, updateUser: context.actor.userId },
      );
      if (changed === 1) {
        done.add(row.id);
      } else {
        lost += 1;
      }
    }
    if (lost === 0) {
      return;
    }
  }
  // Submits or sweeps kept winning: refuse the change (the caller's transaction rolls back) rather than store terms
  // the running attempt does not follow.
  throw new AppError('CONFLICT', 'exam.accommodationChanged');
}
