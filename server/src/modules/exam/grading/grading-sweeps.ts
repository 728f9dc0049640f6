import type { EntityManager } from '@mikro-orm/core';
import { Attempt } from '../attempt/attempt.entity';
import { Examination } from '../examination/examination.entity';
import { AttemptGradingState, AttemptState, FINAL_ATTEMPT_STATES } from '../shared/attempt-enums';
import type { SweepStep } from '../../../core/background/sweep-runner';
import { ExamStatus } from '../shared/examination-enums';

const BATCH = 200;

/**
 * The grading part of the examination lifecycle (reference/exam-domain.md §c.4), for every tenant of the
 * database: CLOSING -> GRADING once every attempt is final (none still answerable, paused or locked), and
 * GRADING -> GRADED once every submitted attempt is fully graded (a grader's last mark also does this).
 * Each move is a conditional UPDATE naming the old state, so several nodes change a row once.
 */
export class GradingStatusSweep implements SweepStep {
  readonly name = 'gradingStatus';

  async run(em: EntityManager, now: Date): Promise<number> {
    let changed = 0;
    const closing = await em.find(
      Examination,
      { examStatus: ExamStatus.CLOSING, closeAt: { $lte: now } },
      { filters: { tenant: false, notDeleted: false }, fields: ['id'], limit: BATCH, orderBy: { closeAt: 'asc' } },
    );
    for (const exam of closing) {
      const open = await em.count(
        Attempt,
        { examinationId: exam.id, isDeleted: 0, state: { $nin: [...FINAL_ATTEMPT_STATES] } },
        { filters: { tenant: false, notDeleted: false } },
      );
      if (open === 0) {
        changed += await em.nativeUpdate(
          Examination,
          { id: exam.id, examStatus: ExamStatus.CLOSING },
          { examStatus: ExamStatus.GRADING, updateTime: now },
          { filters: { tenant: false, notDeleted: false } },
        );
      }
    }
    const grading = await em.find(
      Examination,
      { examStatus: ExamStatus.GRADING },
      { filters: { tenant: false, notDeleted: false }, fields: ['id'], limit: BATCH, orderBy: { closeAt: 'asc' } },
    );
    for (const exam of grading) {
      const waiting = await em.count(
        Attempt,
        { examinationId: exam.id, isDeleted: 0, state: AttemptState.SUBMITTED, gradingState: { $ne: AttemptGradingState.GRADED } },
        { filters: { tenant: false, notDeleted: false } },
      );
      if (waiting === 0) {
        changed += await em.nativeUpdate(
          Examination,
          { id: exam.id, examStatus: ExamStatus.GRADING },
          { examStatus: ExamStatus.GRADED, updateTime: now },
          { filters: { tenant: false, notDeleted: false } },
        );
      }
    }
    return changed;
  }
}

/**
 * The automatic results release (§c.4 "also happens automatically at resultsReleaseAt"): GRADED examinations
 * whose resultsReleaseAt has come move to RESULTS_RELEASED in one conditional UPDATE.
 */
export class ResultsReleaseSweep implements SweepStep {
  readonly name = 'resultsRelease';

  async run(em: EntityManager, now: Date): Promise<number> {
    return em.nativeUpdate(
      Examination,
      { examStatus: ExamStatus.GRADED, resultsReleaseAt: { $ne: null, $lte: now }, isDeleted: 0 },
      { examStatus: ExamStatus.RESULTS_RELEASED, resultsReleasedAt: now, updateTime: now },
      { filters: { tenant: false, notDeleted: false } },
    );
  }
}
