import type { SignedInContext } from '../../../core/http/request-context';
import { ExamAccommodation } from '../accommodation/accommodation.entity';
import type { ExaminationExtendListener } from '../examination/examination-events';
import type { Examination } from '../examination/examination.entity';
import { AttemptState } from '../shared/attempt-enums';
import { attemptDeadline } from './attempt-deadline';
import { Attempt } from './attempt.entity';

/**
 * When closeAt moves later, attempts still running that the old close time cut short (FIXED_WINDOW, or
 * PER_ATTEMPT started late enough) get the deadline they would have had with the new close time, the candidate's
 * accommodation included (reference/exam-domain.md §c.5): the deadline moves by the difference, so other pushes
 * (proctor extensions) are kept. Submitted and overdue attempts keep theirs.
 */
export class AttemptExtendListener implements ExaminationExtendListener {
  async examinationExtended(context: SignedInContext, exam: Examination, previousCloseAt: Date, closeAt: Date): Promise<void> {
    const em = context.em;
    // Plain reads: the rows are changed below with conditional updates, not through the unit of work.
    const running = await em.find(Attempt, { examinationId: exam.id, state: AttemptState.IN_PROGRESS }, { fields: ['id', 'userId', 'startedAt', 'deadlineAt'], disableIdentityMap: true });
    const terms = new Map((await em.find(ExamAccommodation, { examinationId: exam.id })).map((row) => [row.userId, row]));
    const before = { timingMode: exam.timingMode, durationMin: exam.durationMin, closeAt: previousCloseAt };
    const after = { ...before, closeAt };
    const moves = new Map<string, { from: Date; to: Date; ids: string[] }>();
    for (const attempt of running) {
      const accommodation = terms.get(attempt.userId);
      const shift = attemptDeadline(after, attempt.startedAt, accommodation).getTime() - attemptDeadline(before, attempt.startedAt, accommodation).getTime();
      if (shift === 0) {
        continue;
      }
      const to = new Date(attempt.deadlineAt.getTime() + shift);
      const key = `${attempt.deadlineAt.getTime()}>${to.getTime()}`;
      const move = moves.get(key) ?? { from: attempt.deadlineAt, to, ids: [] };
      move.ids.push(attempt.id);
      moves.set(key, move);
    }
    const now = new Date();
    for (const move of moves.values()) {
      await em.nativeUpdate(
        Attempt,
        { id: { $in: move.ids }, state: AttemptState.IN_PROGRESS, deadlineAt: move.from },
        { deadlineAt: move.to, updateTime: now, updateUser: context.actor.userId },
      );
    }
  }
}
