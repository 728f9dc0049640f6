import type { EntityManager } from '@mikro-orm/core';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import type { SnapshotCache } from '../attempt/snapshot-cache';
import { Examination } from '../examination/examination.entity';
import { AttemptGradingState, AttemptState, ItemGradingState } from '../shared/attempt-enums';
import type { SweepStep } from '../shared/exam-sweep-runner';
import { autoGrade } from './auto-grade';

const BATCH = 200;
/** A claim older than this is taken over (the node that made it died mid-grading). */
const STALE_CLAIM_MS = 5 * 60_000;

/** Attempt totals from graded items (hundredths); `complete` when no item waits for a person. */
export function attemptTotals(items: Array<Pick<AttemptItem, 'autoScore' | 'manualScore' | 'finalScore' | 'gradingState'>>): { autoScore: number; manualScore: number; totalScore: number; complete: boolean } {
  let autoScore = 0;
  let manualScore = 0;
  let totalScore = 0;
  let complete = true;
  for (const item of items) {
    autoScore += item.autoScore ?? 0;
    manualScore += item.manualScore ?? 0;
    totalScore += item.finalScore ?? 0;
    if (item.gradingState === ItemGradingState.NEEDS_MANUAL || item.gradingState === ItemGradingState.UNGRADED) {
      complete = false;
    }
  }
  return { autoScore, manualScore, totalScore, complete };
}

/**
 * The auto-grading job (reference/exam-domain.md §c.5 "async auto-grade job", §c.6): SUBMITTED attempts with
 * gradingState UNGRADED (or a stale GRADING claim) are claimed one by one with a conditional update, graded
 * from the frozen paper and finished with totals, passed and GRADED or NEEDS_MANUAL_GRADING. Several nodes
 * may run it at once: only the node whose claim matched grades an attempt.
 */
export class AttemptGradingStep implements SweepStep {
  readonly name = 'attemptGrading';

  constructor(private readonly snapshots: SnapshotCache) {}

  async run(em: EntityManager, now: Date): Promise<number> {
    const stale = new Date(now.getTime() - STALE_CLAIM_MS);
    const waiting = await em.find(
      Attempt,
      { state: AttemptState.SUBMITTED, $or: [{ gradingState: AttemptGradingState.UNGRADED }, { gradingState: AttemptGradingState.GRADING, gradingClaimedAt: { $lt: stale } }] },
      { filters: { tenant: false }, fields: ['id', 'gradingState', 'gradingClaimedAt'], orderBy: { submittedAt: 'asc' }, limit: BATCH },
    );
    let graded = 0;
    for (const candidate of waiting) {
      const claimedAt = new Date(now.getTime());
      const claimed = await em.nativeUpdate(
        Attempt,
        { id: candidate.id, gradingState: candidate.gradingState, gradingClaimedAt: candidate.gradingClaimedAt ?? null },
        { gradingState: AttemptGradingState.GRADING, gradingClaimedAt: claimedAt },
        { filters: false },
      );
      if (claimed === 1) {
        graded += await this.grade(em.fork({ clear: true }), candidate.id, claimedAt, now);
      }
    }
    em.clear();
    return graded;
  }

  /** Grades one claimed attempt in a transaction; returns 1 when this node finished it. */
  private async grade(em: EntityManager, attemptId: string, claimedAt: Date, now: Date): Promise<number> {
    return em.transactional(async (tx) => {
      const attempt = await tx.findOneOrFail(Attempt, { id: attemptId }, { filters: false });
      const exam = await tx.findOneOrFail(Examination, { id: attempt.examinationId }, { filters: false, fields: ['id', 'passScore'] });
      const snapshot = await this.snapshots.get(tx, attempt.snapshotId, attempt.tenantId, { allTenants: true });
      const items = await tx.find(AttemptItem, { attemptId }, { filters: false });
      for (const item of items) {
        const question = snapshot.questions.get(item.questionId);
        if (!question || item.gradingState !== ItemGradingState.UNGRADED) {
          continue;
        }
        const grade = autoGrade(question, item.response, item.maxScore);
        item.autoScore = grade.score;
        item.finalScore = grade.score;
        item.isCorrect = grade.isCorrect;
        item.gradingState = grade.gradingState;
        item.gradedAt = grade.score === null ? null : now;
      }
      const totals = attemptTotals(items);
      await tx.flush();
      const finished = await tx.nativeUpdate(
        Attempt,
        { id: attemptId, gradingState: AttemptGradingState.GRADING, gradingClaimedAt: claimedAt },
        {
          autoScore: totals.autoScore,
          manualScore: totals.manualScore,
          totalScore: totals.totalScore,
          passed: totals.complete ? totals.totalScore >= exam.passScore : null,
          gradingState: totals.complete ? AttemptGradingState.GRADED : AttemptGradingState.NEEDS_MANUAL_GRADING,
          gradedAt: totals.complete ? now : null,
          updateTime: now,
        },
        { filters: false },
      );
      if (finished !== 1) {
        // Another node took the claim over meanwhile: roll this grading back.
        throw new ClaimLost();
      }
      return 1;
    }).catch((error: unknown) => {
      if (error instanceof ClaimLost) {
        return 0;
      }
      throw error;
    });
  }
}

class ClaimLost extends Error {}
