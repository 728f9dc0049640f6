import type { SignedInContext } from '../../../core/http/request-context';
import type { ExaminationExtendListener } from '../examination/examination-events';
import type { Examination } from '../examination/examination.entity';
import { AttemptState } from '../shared/attempt-enums';
import { attemptDeadline } from './attempt-deadline';
import { Attempt } from './attempt.entity';

/**
 * When closeAt moves later, attempts still running whose deadline was the old close time (FIXED_WINDOW,
 * or PER_ATTEMPT started late enough to be cut short) get the deadline they would have had with the new
 * close time (reference/exam-domain.md §c.5). Submitted and overdue attempts keep theirs.
 */
export class AttemptExtendListener implements ExaminationExtendListener {
  async examinationExtended(context: SignedInContext, exam: Examination, previousCloseAt: Date, closeAt: Date): Promise<void> {
    const em = context.em;
    // Plain reads: the rows are changed below with conditional updates, not through the unit of work.
    const cut = await em.find(Attempt, { examinationId: exam.id, state: AttemptState.IN_PROGRESS, deadlineAt: previousCloseAt }, { fields: ['id', 'startedAt', 'deadlineAt'], disableIdentityMap: true });
    const byDeadline = new Map<number, string[]>();
    for (const attempt of cut) {
      const deadline = attemptDeadline({ timingMode: exam.timingMode, durationMin: exam.durationMin, closeAt }, attempt.startedAt).getTime();
      byDeadline.set(deadline, [...(byDeadline.get(deadline) ?? []), attempt.id]);
    }
    const now = new Date();
    for (const [deadline, ids] of byDeadline) {
      await em.nativeUpdate(
        Attempt,
        { id: { $in: ids }, state: AttemptState.IN_PROGRESS, deadlineAt: previousCloseAt },
        { deadlineAt: new Date(deadline), updateTime: now, updateUser: context.actor.userId },
      );
    }
  }
}
