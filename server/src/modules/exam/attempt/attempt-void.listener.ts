import type { SignedInContext } from '../../../core/http/request-context';
import type { OwnAttemptsSummary } from '../candidate/candidate-attempt-check';
import type { ExaminationCancelListener } from '../examination/examination-events';
import type { Examination } from '../examination/examination.entity';
import { AttemptState, countsAgainstAttempts } from '../shared/attempt-enums';
import { Attempt } from './attempt.entity';

/**
 * Voids every attempt of a cancelled examination (reference/exam-domain.md §c.4), inside the cancelling
 * transaction. Also answers the roster's "who has started" question and the caller's attempts for my examinations.
 */
export class AttemptVoidListener implements ExaminationCancelListener {
  async examinationCancelled(context: SignedInContext, exam: Examination): Promise<void> {
    await context.em.nativeUpdate(
      Attempt,
      { examinationId: exam.id, state: { $ne: AttemptState.VOIDED } },
      { state: AttemptState.VOIDED, updateTime: new Date(), updateUser: context.actor.userId },
    );
  }

  /** Users among `userIds` with at least one attempt at the examination. */
  async startedUserIds(context: SignedInContext, examinationId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) {
      return new Set();
    }
    const rows = await context.em.find(Attempt, { examinationId, userId: { $in: userIds } }, { fields: ['userId'] });
    return new Set(rows.map((row) => row.userId));
  }

  /** The caller's attempts per examination: how many count (not VOIDED) and the latest one. */
  async ownAttempts(context: SignedInContext, examinationIds: string[]): Promise<Map<string, OwnAttemptsSummary>> {
    const summaries = new Map<string, OwnAttemptsSummary>();
    if (examinationIds.length === 0) {
      return summaries;
    }
    const rows = await context.em.find(
      Attempt,
      { examinationId: { $in: examinationIds }, userId: context.actor.userId },
      {
        fields: ['examinationId', 'attemptNo', 'state', 'submitSource', 'gradingState', 'startedAt', 'deadlineAt', 'submittedAt'],
        orderBy: { attemptNo: 'desc' },
      },
    );
    for (const row of rows) {
      const summary = summaries.get(row.examinationId) ?? { used: 0, latest: null };
      if (countsAgainstAttempts(row)) {
        summary.used += 1;
      }
      summary.latest ??= {
        id: row.id,
        attemptNo: row.attemptNo,
        state: row.state,
        gradingState: row.gradingState,
        startedAt: row.startedAt,
        deadlineAt: row.deadlineAt,
        submittedAt: row.submittedAt ?? null,
      };
      summaries.set(row.examinationId, summary);
    }
    return summaries;
  }
}
