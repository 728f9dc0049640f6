import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import type { SnapshotCache } from '../attempt/snapshot-cache';
import { findPlain, updatePlain } from '../../../core/db/plain-rows';
import { Examination } from '../examination/examination.entity';
import { AttemptGradingState, AttemptState, ItemGradingState } from '../shared/attempt-enums';
import { claimDue } from '../../../core/background/claim-due';
import { writeLock } from '../../../core/db/dialect';
import { retryOnLockFailure } from '../../../core/db/lock-failure';
import type { LoadGauge } from '../../../core/http/request-load';
import type { SweepStep } from '../../../core/background/sweep-runner';
import { autoGrade } from './auto-grade';

const BATCH = 200;
/** A claim older than this is taken over (the node that made it died mid-grading). */
const STALE_CLAIM_MS = 5 * 60_000;
/** One run keeps taking full batches for at most this long, so the sweep's other steps are not held up. */
const RUN_BUDGET_MS = 3_000;
/** While users wait on this node, grading takes one batch at most this often (it yields but never starves). */
const BUSY_BATCH_EVERY_MS = 5_000;

/** Attempt totals from graded items (hundredths); `complete` when no item waits for a person. */
export function attemptTotals(items: Array<Pick<AttemptItem, 'autoScore' | 'manualScore' | 'finalScore' | 'gradingState'>>): {
  autoScore: number;
  manualScore: number;
  totalScore: number;
  complete: boolean;
} {
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

/** A claimed attempt waiting to be graded. */
type Claimed = Pick<Attempt, 'id' | 'tenantId' | 'examinationId' | 'snapshotId'>;

/**
 * The auto-grading job (reference/exam-domain.md §c.5 "async auto-grade job", §c.6): SUBMITTED attempts with
 * gradingState UNGRADED (or a stale GRADING claim) are claimed a batch at a time with one conditional update,
 * graded from the frozen paper and finished with totals, passed and GRADED or NEEDS_MANUAL_GRADING in one
 * transaction per batch (the deadline spike leaves thousands at once). Several nodes may run it at once: a
 * claim only takes rows still waiting, and an attempt is finished only while it still carries this run's
 * claim, so an attempt another node took over is left to that node.
 */
export class AttemptGradingStep implements SweepStep {
  readonly name = 'attemptGrading';

  /** When the last batch started (Date.now()): while the node is busy, a batch runs only this long after the last one. */
  private lastBatchAt = 0;

  constructor(
    private readonly snapshots: SnapshotCache,
    private readonly load: LoadGauge,
  ) {}

  async run(em: EntityManager, now: Date): Promise<number> {
    const started = Date.now();
    let graded = 0;
    for (;;) {
      // Users waiting (the deadline spike's submits) come first; a busy node still grades a batch now and then.
      if (this.load.busy() && Date.now() - this.lastBatchAt < BUSY_BATCH_EVERY_MS) {
        return graded;
      }
      this.lastBatchAt = Date.now();
      const { waiting, finished } = await this.runBatch(em.fork({ clear: true }), now);
      graded += finished;
      if (waiting < BATCH || Date.now() - started >= RUN_BUDGET_MS) {
        return graded;
      }
    }
  }

  private async runBatch(em: EntityManager, now: Date): Promise<{ waiting: number; finished: number }> {
    // The claim: this run's instant in gradingClaimedAt, on the rows that are still waiting. Attempts never graded come
    // first, oldest submit first (read in the order of the (state, gradingState, submittedAt) index, so a claim reads
    // only its batch however many wait), then claims of a node that died mid-grading.
    const claimedAt = new Date(Math.max(now.getTime(), Date.now()));
    const waiting = await this.claim(em, { state: AttemptState.SUBMITTED, gradingState: AttemptGradingState.UNGRADED }, BATCH, claimedAt);
    if (waiting.length < BATCH) {
      const stale = new Date(now.getTime() - STALE_CLAIM_MS);
      waiting.push(
        ...(await this.claim(
          em,
          { state: AttemptState.SUBMITTED, gradingState: AttemptGradingState.GRADING, gradingClaimedAt: { $lt: stale } },
          BATCH - waiting.length,
          claimedAt,
        )),
      );
    }
    // A grading transaction that lost a lock race (submits arriving meanwhile) is run again: its claims would otherwise
    // wait until they go stale.
    const finished = waiting.length === 0 ? 0 : await retryOnLockFailure(() => this.grade(em, waiting, claimedAt, now));
    return { waiting: waiting.length, finished };
  }

  /** Claims up to `limit` attempts matching `waiting` for this run; returns the ids read (grade() keeps those still claimed). */
  private async claim(em: EntityManager, waiting: FilterQuery<Attempt>, limit: number, claimedAt: Date): Promise<string[]> {
    return claimDue(
      em,
      Attempt,
      waiting,
      { filters: { tenant: false, notDeleted: false }, fields: ['id'], orderBy: { submittedAt: 'asc' }, limit },
      async (rows) => {
        if (rows.length > 0) {
          await em.nativeUpdate(
            Attempt,
            { $and: [{ id: { $in: rows.map((attempt) => attempt.id) } }, waiting] },
            { gradingState: AttemptGradingState.GRADING, gradingClaimedAt: claimedAt },
            { filters: { tenant: false, notDeleted: false } },
          );
        }
        return rows.map((attempt) => attempt.id);
      },
    );
  }

  /**
   * Grades the claimed attempts in one transaction, with no statement per attempt: the rows that still carry this run's
   * claim are read and locked (MySQL; the embedded database has one writer), then the attempts' totals and the items'
   * grades are written by updatePlain (one statement per set of equal values, or CASE batches). Returns how many this
   * run finished.
   */
  private async grade(em: EntityManager, ids: string[], claimedAt: Date, now: Date): Promise<number> {
    return em.transactional(async (tx) => {
      const claimed: Claimed[] = await tx.find(
        Attempt,
        { id: { $in: ids }, gradingState: AttemptGradingState.GRADING, gradingClaimedAt: claimedAt },
        {
          filters: { tenant: false, notDeleted: false },
          fields: ['id', 'tenantId', 'examinationId', 'snapshotId'],
          ...writeLock(tx),
        },
      );
      if (claimed.length === 0) {
        // Every one was taken over by another node (its claim went stale here).
        return 0;
      }
      const passScores = await this.passScores(tx, claimed);
      const items = await findPlain(tx, AttemptItem, { attemptId: { $in: claimed.map((attempt) => attempt.id) } }, ITEM_FIELDS);
      const itemsOf = new Map<string, GradedItem[]>();
      for (const item of items) {
        const list = itemsOf.get(item.attemptId);
        if (list) {
          list.push(item);
        } else {
          itemsOf.set(item.attemptId, [item]);
        }
      }
      const attemptUpdates: Array<{ id: string; data: AttemptGrade }> = [];
      const itemUpdates: Array<{ id: string; data: ItemGrade }> = [];
      for (const attempt of claimed) {
        const grades = await this.gradeItems(tx, attempt, itemsOf.get(attempt.id) ?? [], now);
        const totals = attemptTotals(grades.map(({ item, grade }) => ({ ...item, ...grade })));
        const complete = totals.complete;
        attemptUpdates.push({
          id: attempt.id,
          data: {
            autoScore: totals.autoScore,
            manualScore: totals.manualScore,
            totalScore: totals.totalScore,
            passed: complete ? totals.totalScore >= (passScores.get(attempt.examinationId) ?? 0) : null,
            gradingState: complete ? AttemptGradingState.GRADED : AttemptGradingState.NEEDS_MANUAL_GRADING,
            gradedAt: complete ? now : null,
            updateTime: now,
          },
        });
        for (const { item, grade } of grades) {
          if (grade) {
            itemUpdates.push({ id: item.id, data: grade });
          }
        }
      }
      await updatePlain(tx, Attempt, attemptUpdates);
      await updatePlain(tx, AttemptItem, itemUpdates);
      return claimed.length;
    });
  }

  /** The automatic grade of each ungraded item; null for items already graded (by a person). */
  private async gradeItems(
    em: EntityManager,
    attempt: Claimed,
    items: GradedItem[],
    now: Date,
  ): Promise<Array<{ item: GradedItem; grade: ItemGrade | null }>> {
    const snapshot = await this.snapshots.get(() => em, attempt.snapshotId, attempt.tenantId, { allTenants: true });
    return items.map((item) => {
      const question = snapshot.questions.get(item.questionId);
      if (!question || item.gradingState !== ItemGradingState.UNGRADED) {
        return { item, grade: null };
      }
      const grade = autoGrade(question, item.response, item.maxScore);
      return {
        item,
        grade: {
          autoScore: grade.score,
          finalScore: grade.score,
          isCorrect: grade.isCorrect,
          gradingState: grade.gradingState,
          gradedAt: grade.score === null ? null : now,
        },
      };
    });
  }

  private async passScores(em: EntityManager, claimed: Claimed[]): Promise<Map<string, number>> {
    const ids = [...new Set(claimed.map((attempt) => attempt.examinationId))];
    const exams = await em.find(
      Examination,
      { id: { $in: ids } },
      { filters: { tenant: false, notDeleted: false }, fields: ['id', 'passScore'] },
    );
    return new Map(exams.map((exam) => [exam.id, exam.passScore]));
  }
}

const ITEM_FIELDS = [
  'id',
  'attemptId',
  'questionId',
  'maxScore',
  'response',
  'gradingState',
  'autoScore',
  'manualScore',
  'finalScore',
] as const;
type GradedItem = Pick<AttemptItem, (typeof ITEM_FIELDS)[number]>;
type ItemGrade = Pick<AttemptItem, 'autoScore' | 'finalScore' | 'isCorrect' | 'gradingState' | 'gradedAt'>;
type AttemptGrade = Pick<Attempt, 'autoScore' | 'manualScore' | 'totalScore' | 'passed' | 'gradingState' | 'gradedAt' | 'updateTime'>;
