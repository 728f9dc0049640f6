import type { SignedInContext } from '../../../core/http/request-context';
import type { ExaminationCancelListener } from '../examination/examination-events';
import type { Examination } from '../examination/examination.entity';
import { AttemptState } from '../shared/attempt-enums';
import { Attempt } from './attempt.entity';

/**
 * Voids every attempt of a cancelled examination (reference/exam-domain.md §c.4), inside the cancelling
 * transaction. Also answers the roster's "who has started" question.
 */
export class AttemptVoidListener implements ExaminationCancelListener {
  async examinationCancelled(context: SignedInContext, exam: Examination): Promise<void> {
    await context.em.nativeUpdate(Attempt, { examinationId: exam.id, state: { $ne: AttemptState.VOIDED } }, { state: AttemptState.VOIDED, updateTime: new Date(), updateUser: context.actor.userId });
  }

  /** Users among `userIds` with at least one attempt at the examination. */
  async startedUserIds(context: SignedInContext, examinationId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) {
      return new Set();
    }
    const rows = await context.em.find(Attempt, { examinationId, userId: { $in: userIds } }, { fields: ['userId'] });
    return new Set(rows.map((row) => row.userId));
  }
}
