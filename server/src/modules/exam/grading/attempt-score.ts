import type { EntityManager } from '@mikro-orm/core';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import { Examination } from '../examination/examination.entity';
import { AttemptGradingState, AttemptState } from '../shared/attempt-enums';
import { ExamStatus } from '../shared/examination-enums';
import { currentRead, lockRows } from '../../../core/db/dialect';
import { attemptTotals } from './attempt-grading';

/** Attempt grading states a person's or a regrade's change may recompute (auto-grading is done). */
const RECOMPUTABLE: AttemptGradingState[] = [AttemptGradingState.NEEDS_MANUAL_GRADING, AttemptGradingState.GRADED];

/**
 * A person's changes to an examination's scores (a grade, a bulk score, a regrade) run one at a time per
 * examination: the transaction locks the examination row first (MySQL/MariaDB; the embedded database has one
 * writer). Two graders saving two answers of one paper at once would otherwise each recompute the attempt's total
 * without the other's score, and each count the other's attempt as still waiting. Call it inside the transaction,
 * before the first score is written.
 */
export async function lockGrading(em: EntityManager, examinationId: string): Promise<void> {
  await lockRows(em, Examination, [examinationId]);
}

/**
 * Recomputes an attempt's totals from its items (hundredths), `passed` against the pass score and its
 * grading state: GRADED once no item waits for a person. `em` runs with the caller's filters (or none in a
 * sweep). The items are read as committed now (a transaction's earlier snapshot may predate another grader's
 * score). Returns whether the attempt is now fully graded.
 */
export async function recomputeAttempt(em: EntityManager, attemptId: string, passScore: number, now: Date): Promise<boolean> {
  const items = await em.find(
    AttemptItem,
    { attemptId },
    { fields: ['id', 'autoScore', 'manualScore', 'finalScore', 'gradingState'], ...currentRead(em) },
  );
  // The same sums the auto-grading job writes (attempt-grading.ts).
  const { autoScore, manualScore, totalScore, complete } = attemptTotals(items);
  await em.nativeUpdate(
    Attempt,
    { id: attemptId, gradingState: { $in: RECOMPUTABLE } },
    {
      autoScore,
      manualScore,
      totalScore,
      passed: complete ? totalScore >= passScore : null,
      gradingState: complete ? AttemptGradingState.GRADED : AttemptGradingState.NEEDS_MANUAL_GRADING,
      gradedAt: complete ? now : null,
      updateTime: now,
    },
  );
  return complete;
}

/** True when every submitted attempt of the examination is fully graded (as committed now). */
async function allAttemptsGraded(em: EntityManager, examinationId: string): Promise<boolean> {
  const waiting = await em.findOne(
    Attempt,
    { examinationId, state: AttemptState.SUBMITTED, gradingState: { $ne: AttemptGradingState.GRADED } },
    { fields: ['id'], ...currentRead(em) },
  );
  return waiting === null;
}

/**
 * GRADING -> GRADED once no answer waits for a grader (reference/exam-domain.md §c.4), as a conditional update
 * on the stored state so concurrent graders and the sweep change it once. Returns whether it moved.
 */
export async function finishGradingIfDone(em: EntityManager, examinationId: string, now: Date): Promise<boolean> {
  if (!(await allAttemptsGraded(em, examinationId))) {
    return false;
  }
  return (
    (await em.nativeUpdate(
      Examination,
      { id: examinationId, examStatus: ExamStatus.GRADING },
      { examStatus: ExamStatus.GRADED, updateTime: now },
    )) === 1
  );
}
