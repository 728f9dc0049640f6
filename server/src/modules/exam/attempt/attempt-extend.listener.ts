import type { SignedInContext } from '../../../core/http/request-context';
import { ExamAccommodation } from '../accommodation/accommodation.entity';
import type { ExaminationExtendListener } from '../examination/examination-events';
import type { Examination } from '../examination/examination.entity';
import { AttemptState } from '../shared/attempt-enums';
import { TimingMode } from '../shared/examination-enums';
import { attemptDeadline, extraTimeMs } from './attempt-deadline';
import { Attempt } from './attempt.entity';

/** Attempts whose clock a close change moves: answerable, or paused or locked (their clock runs on after a resume or unlock). */
const MOVED_STATES: readonly AttemptState[] = [AttemptState.IN_PROGRESS, AttemptState.PAUSED, AttemptState.LOCKED];

/**
 * When closeAt moves, running attempts get the deadline they would have had with the new close time, the
 * candidate's accommodation included (reference/exam-domain.md §c.5): the deadline moves by the difference, so
 * other pushes (proctor extensions) are kept when the close moves later. When it moves earlier, the deadline is
 * also capped at the candidate's new close (their own closeAtOverride, or the new closeAt; plus their extra time in
 * FIXED_WINDOW), so nobody runs past a shortened window. Submitted and overdue attempts keep theirs.
 */
export class AttemptExtendListener implements ExaminationExtendListener {
  async examinationExtended(context: SignedInContext, exam: Examination, previousCloseAt: Date, closeAt: Date): Promise<void> {
    const em = context.em;
    // Plain reads: the rows are changed below with conditional updates, not through the unit of work.
    const running = await em.find(
      Attempt,
      { examinationId: exam.id, state: { $in: [...MOVED_STATES] } },
      { fields: ['id', 'userId', 'startedAt', 'deadlineAt'], disableIdentityMap: true },
    );
    const terms = new Map((await em.find(ExamAccommodation, { examinationId: exam.id })).map((row) => [row.userId, row]));
    const before = { timingMode: exam.timingMode, durationMin: exam.durationMin, closeAt: previousCloseAt };
    const after = { ...before, closeAt };
    const earlier = closeAt.getTime() < previousCloseAt.getTime();
    const moves = new Map<string, { from: Date; to: Date; ids: string[] }>();
    for (const attempt of running) {
      const accommodation = terms.get(attempt.userId);
      const shift =
        attemptDeadline(after, attempt.startedAt, accommodation).getTime() -
        attemptDeadline(before, attempt.startedAt, accommodation).getTime();
      let to = attempt.deadlineAt.getTime() + shift;
      if (earlier) {
        const extra = exam.timingMode === TimingMode.FIXED_WINDOW ? extraTimeMs(exam.durationMin, accommodation) : 0;
        to = Math.min(to, (accommodation?.closeAtOverride ?? closeAt).getTime() + extra);
      }
      if (to === attempt.deadlineAt.getTime()) {
        continue;
      }
      const key = `${attempt.deadlineAt.getTime()}>${to}`;
      const move = moves.get(key) ?? { from: attempt.deadlineAt, to: new Date(to), ids: [] };
      move.ids.push(attempt.id);
      moves.set(key, move);
    }
    const now = new Date();
    for (const move of moves.values()) {
      await em.nativeUpdate(
        Attempt,
        { id: { $in: move.ids }, state: { $in: [...MOVED_STATES] }, deadlineAt: move.from },
        { deadlineAt: move.to, updateTime: now, updateUser: context.actor.userId },
      );
    }
  }
}
