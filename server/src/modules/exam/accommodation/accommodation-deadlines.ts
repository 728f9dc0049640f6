import { writeLock } from '../../../core/db/dialect';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { attemptDeadline } from '../attempt/attempt-deadline';
import { Attempt } from '../attempt/attempt.entity';
import type { Examination } from '../examination/examination.entity';
import { AttemptState, RUNNING_ATTEMPT_STATES } from '../shared/attempt-enums';
import type { AccommodationTerms } from './accommodation-rules';

/**
 * After a candidate's accommodation changed (or was removed), moves the deadline of their running attempts
 * (IN_PROGRESS, OVERDUE, and PAUSED or LOCKED ones, whose clock runs on after a resume or unlock) by the difference
 * between the deadline the old and the new terms give from its startedAt (attempt-deadline.ts), so other pushes (a
 * proctor's extension, a pause) are kept. An OVERDUE attempt whose new deadline is ahead becomes IN_PROGRESS again.
 * The save guard reads the deadline from the row, so every node sees the change at once. Call it inside the
 * transaction that stores the new terms, after locking the examination (AccommodationService). The attempts are
 * locked as they are read: a concurrent submit or sweep waits for this change, then finds the moved row (its own
 * update is conditional on the state and rowVersion it read). An update that still misses refuses the change
 * (CONFLICT, the caller's transaction rolls back) rather than store terms the running attempt does not follow.
 */
export async function moveRunningDeadlines(
  context: SignedInContext,
  exam: Examination,
  userId: string,
  before: AccommodationTerms | null,
  after: AccommodationTerms | null,
): Promise<void> {
  const em = context.em;
  const running = await em.find(
    Attempt,
    { examinationId: exam.id, userId, state: { $in: [...RUNNING_ATTEMPT_STATES] } },
    { fields: ['id', 'startedAt', 'deadlineAt', 'state', 'rowVersion'], disableIdentityMap: true, ...writeLock(em) },
  );
  const now = new Date();
  for (const row of running) {
    const shift = attemptDeadline(exam, row.startedAt, after).getTime() - attemptDeadline(exam, row.startedAt, before).getTime();
    if (shift === 0) {
      continue;
    }
    const deadlineAt = new Date(row.deadlineAt.getTime() + shift);
    const state = row.state === AttemptState.OVERDUE && deadlineAt.getTime() > now.getTime() ? AttemptState.IN_PROGRESS : row.state;
    const changed = await em.nativeUpdate(
      Attempt,
      { id: row.id, state: row.state, rowVersion: row.rowVersion },
      { deadlineAt, state, rowVersion: row.rowVersion + 1, updateTime: now, updateUser: context.actor.userId },
    );
    if (changed !== 1) {
      throw new AppError('CONFLICT', 'exam.accommodationChanged');
    }
  }
}
