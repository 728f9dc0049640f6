import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { ExamAccommodation } from '../accommodation/accommodation.entity';
import { Attempt } from '../attempt/attempt.entity';
import { Examination } from '../examination/examination.entity';
import { loadExamination } from '../examination/examination-store';
import { effectiveStatus } from '../examination/examination-status';
import { AttemptGradingState, AttemptState, RUNNING_ATTEMPT_STATES } from '../shared/attempt-enums';
import { ExamStatus } from '../shared/examination-enums';
import type { ExamResultsState } from './grading.types';

/** States from which results may be released: the window has closed (the sweep may not have caught up yet). */
const RELEASABLE: readonly ExamStatus[] = [ExamStatus.CLOSING, ExamStatus.GRADING, ExamStatus.GRADED];
/** Stored states a closed examination may still show before the sweeps catch up. */
const STORED_RELEASABLE: readonly ExamStatus[] = [ExamStatus.SCHEDULED, ExamStatus.OPEN, ...RELEASABLE];

/**
 * Results release (reference/exam-domain.md §c.4) by hand, as soon as nothing is left to wait for: the window has
 * closed (at its time or ended now), no attempt is running, no candidate's own window is still open, and every
 * submitted attempt is fully graded. It does not wait for the sweep to walk CLOSING -> GRADING -> GRADED. The
 * automatic release at resultsReleaseAt is ResultsReleaseSweep. Each refusal is a CONFLICT saying what it waits for.
 */
export class ReleaseService {
  constructor(private readonly menus: MenuService) {}

  async release(context: SignedInContext, examinationId: string): Promise<ExamResultsState> {
    await this.menus.require(context, 'exam_grade_release');
    const { em, actor } = context;
    const exam = await loadExamination(em, examinationId);
    const now = new Date();
    const status = effectiveStatus(exam, now);
    if (status === ExamStatus.OPEN || status === ExamStatus.SCHEDULED) {
      throw new AppError('CONFLICT', 'exam.releaseWindowOpen', { status });
    }
    if (!RELEASABLE.includes(status)) {
      throw new AppError('CONFLICT', 'exam.releaseNotGraded', { status });
    }
    const running = await em.count(Attempt, { examinationId: exam.id, state: { $in: [...RUNNING_ATTEMPT_STATES] } });
    if (running > 0) {
      throw new AppError('CONFLICT', 'exam.releaseAttemptsRunning', { count: running });
    }
    if ((await em.count(ExamAccommodation, { examinationId: exam.id, closeAtOverride: { $gt: now } })) > 0) {
      throw new AppError('CONFLICT', 'exam.releaseCandidateWindowOpen', { status });
    }
    const ungraded = await em.count(Attempt, {
      examinationId: exam.id,
      state: AttemptState.SUBMITTED,
      gradingState: { $ne: AttemptGradingState.GRADED },
    });
    if (ungraded > 0) {
      throw new AppError('CONFLICT', 'exam.releaseAwaitingGrading', { count: ungraded });
    }
    const changed = await em.nativeUpdate(
      Examination,
      { id: exam.id, examStatus: { $in: [...STORED_RELEASABLE] }, closeAt: { $lte: now } },
      { examStatus: ExamStatus.RESULTS_RELEASED, resultsReleasedAt: now, updateUser: actor.userId, updateTime: now },
    );
    if (changed !== 1) {
      throw new AppError('CONFLICT', 'exam.statusChanged');
    }
    return { examinationId: exam.id, examStatus: ExamStatus.RESULTS_RELEASED, resultsReleasedAt: now };
  }
}
