import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { submitAttempt } from '../attempt/attempt-submit.service';
import { Attempt } from '../attempt/attempt.entity';
import type { ExaminationEndListener } from '../examination/examination-events';
import type { Examination } from '../examination/examination.entity';
import { AttemptState, RUNNING_ATTEMPT_STATES, SubmitSource } from '../shared/attempt-enums';
import { ProctorActionKind } from './proctor-enums';
import { recordAction } from './proctor-transition';

const BATCH = 500;

/**
 * Ending an examination now submits every running attempt (in progress, overdue, paused or locked) from its saved
 * answers through the one submit transition (source PROCTOR, as a proctor's submit), with a SUBMIT audit row each
 * carrying the teacher's reason. An attempt a candidate or the sweep finished first is left as it is.
 */
export class ProctorEndListener implements ExaminationEndListener {
  async examinationEnded(context: SignedInContext, exam: Examination, reason: string): Promise<number> {
    const em = context.em;
    let submitted = 0;
    const seen = new Set<string>();
    for (;;) {
      const running = await em.find(
        Attempt,
        { examinationId: exam.id, state: { $in: [...RUNNING_ATTEMPT_STATES] }, ...(seen.size > 0 ? { id: { $nin: [...seen] } } : {}) },
        { refresh: true, limit: BATCH, orderBy: { id: 'asc' } },
      );
      if (running.length === 0) {
        return submitted;
      }
      const now = new Date();
      for (const attempt of running) {
        seen.add(attempt.id);
        const version = attempt.rowVersion;
        try {
          await submitAttempt(context, attempt, SubmitSource.PROCTOR, null, now);
        } catch (error) {
          // Finished by someone else in between (CONFLICT): nothing to submit.
          if (error instanceof AppError && error.code === 'CONFLICT') {
            continue;
          }
          throw error;
        }
        if (attempt.state === AttemptState.SUBMITTED && attempt.rowVersion === version + 1) {
          recordAction(context, attempt, ProctorActionKind.SUBMIT, reason);
          submitted += 1;
        }
      }
      await em.flush();
    }
  }
}
