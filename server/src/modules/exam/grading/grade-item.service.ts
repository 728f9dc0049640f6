import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { inTransaction } from '../../../core/db/transaction';
import type { MenuService } from '../../system/menu/menu.service';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import type { Examination } from '../examination/examination.entity';
import { loadExamination } from '../examination/examination-store';
import { AttemptState, Correctness, GradeChangeKind, ItemGradingState } from '../shared/attempt-enums';
import { toHundredths, toPoints } from '../shared/exam-score';
import { ExamStatus } from '../shared/examination-enums';
import { finishGradingIfDone, lockGrading, recomputeAttempt } from './attempt-score';
import { GradeChange } from './grade-change.entity';
import type { BulkGradeInput } from './grading-paper.inputs';
import type { BulkGradeResult } from './grading-paper.types';
import { queueItemViews } from './grading-queue-view';
import type { GradingLocks } from './grading-locks';
import type { GradeItemInput } from './grading.inputs';
import type { GradingQueueItem } from './grading.types';
import { examQuestions } from './snapshot-questions';

/** Examinations whose answers can no longer be graded. */
const NOT_GRADABLE: ReadonlySet<ExamStatus> = new Set([ExamStatus.ARCHIVED, ExamStatus.CANCELLED]);

/** One manual score to write: the score in hundredths, the comment (undefined keeps the item's) and the audit reason. */
interface ManualGrade {
  score: number;
  comment: string | null | undefined;
  reason: string | null | undefined;
}

/**
 * Manual grading (the original's examGrading), of one answer or of several answers of one question at once
 * (bulk score): the score (points, at most the question's maximum) and comment go on each item, an audit row
 * records old and new score every time, the attempts' totals, pass flags and grading states are recomputed,
 * the grader's locks end, and the examination moves GRADING -> GRADED when nothing is left to grade. One
 * transaction, one at a time per examination (lockGrading): every check (permission, tenant, state, maximum, another
 * grader's lock, a concurrent change) runs for every item, and any refusal writes nothing.
 */
export class GradeItemService {
  constructor(
    private readonly menus: MenuService,
    private readonly locks: GradingLocks,
  ) {}

  async grade(context: SignedInContext, input: GradeItemInput): Promise<GradingQueueItem> {
    await this.menus.require(context, 'exam_grade');
    const { em } = context;
    const examinationId = await inTransaction(em, async () => {
      const item = await em.findOne(AttemptItem, { id: input.itemId });
      if (!item) {
        throw new AppError('NOT_FOUND', 'exam.gradeItemNotFound');
      }
      const attempt = await em.findOneOrFail(Attempt, { id: item.attemptId });
      const exam = await loadExamination(em, attempt.examinationId);
      await this.gradeAll(context, exam, [{ item, attempt }], {
        score: toHundredths(input.score),
        comment: input.comment,
        reason: input.reason,
      });
      return exam.id;
    });
    em.clear();
    const exam = await loadExamination(em, examinationId);
    const item = await em.findOneOrFail(AttemptItem, { id: input.itemId });
    const [view] = await queueItemViews(em, exam.id, [item], await examQuestions(em, exam.id, exam.snapshotId), new Map());
    return view as GradingQueueItem;
  }

  /** One score (and optional comment) for several candidates' answers of one question of an examination. */
  async bulk(context: SignedInContext, input: BulkGradeInput): Promise<BulkGradeResult> {
    await this.menus.require(context, 'exam_grade');
    const { em } = context;
    const ids = [...new Set(input.itemIds)];
    const result = await inTransaction(em, async () => {
      const exam = await loadExamination(em, input.examinationId);
      // The tenant filter hides other tenants' answers: one of them makes the whole call "not found".
      const items = await em.find(AttemptItem, { id: { $in: ids } }, { orderBy: { attemptId: 'asc', slot: 'asc' } });
      if (items.length !== ids.length) {
        throw new AppError('NOT_FOUND', 'exam.gradeItemNotFound');
      }
      const attempts = new Map(
        (await em.find(Attempt, { id: { $in: [...new Set(items.map((item) => item.attemptId))] } })).map((attempt) => [
          attempt.id,
          attempt,
        ]),
      );
      const targets = items.map((item) => {
        const attempt = attempts.get(item.attemptId);
        if (!attempt || attempt.examinationId !== exam.id || item.questionId !== input.questionId) {
          throw new AppError('VALIDATION', 'exam.bulkGradeWrongQuestion', {}, [
            { field: 'itemIds', messageKey: 'exam.bulkGradeWrongQuestion' },
          ]);
        }
        return { item, attempt };
      });
      return this.gradeAll(context, exam, targets, { score: toHundredths(input.score), comment: input.comment, reason: input.reason });
    });
    em.clear();
    return result;
  }

  /** Checks every target first, then writes each score with its audit row, recomputes the attempts and ends the locks. */
  private async gradeAll(
    context: SignedInContext,
    exam: Examination,
    targets: Array<{ item: AttemptItem; attempt: Attempt }>,
    grade: ManualGrade,
  ): Promise<BulkGradeResult> {
    const { em, actor } = context;
    const now = new Date();
    if (NOT_GRADABLE.has(exam.examStatus)) {
      throw new AppError('CONFLICT', 'exam.gradeClosed', { status: exam.examStatus });
    }
    await lockGrading(em, exam.id);
    for (const { item, attempt } of targets) {
      checkGradable(item, attempt, grade.score);
    }
    const locks = await this.locks.live(
      em,
      targets.map(({ item }) => item.id),
      now,
    );
    const lockedByOthers = targets.filter(({ item }) => {
      const lock = locks.get(item.id);
      return lock !== undefined && lock.graderId !== actor.userId;
    }).length;
    if (lockedByOthers > 0) {
      throw targets.length === 1
        ? new AppError('CONFLICT', 'exam.gradingLocked')
        : new AppError('CONFLICT', 'exam.bulkGradeLocked', { count: lockedByOthers });
    }
    for (const { item, attempt } of targets) {
      await writeGrade(em, context.actor, item, attempt, grade, now);
    }
    await em.flush();
    const attemptIds = [...new Set(targets.map(({ attempt }) => attempt.id))];
    for (const attemptId of attemptIds) {
      await recomputeAttempt(em, attemptId, exam.passScore, now);
    }
    for (const { item } of targets) {
      await this.locks.complete(em, item.id, actor.userId, now);
    }
    await finishGradingIfDone(em, exam.id, now);
    return { graded: targets.length, attempts: attemptIds.length };
  }
}

/** Refuses an answer that is not a submitted manual one, or a score above its maximum. */
function checkGradable(item: AttemptItem, attempt: Attempt, score: number): void {
  if (attempt.state !== AttemptState.SUBMITTED) {
    throw new AppError('CONFLICT', 'exam.gradeNotSubmitted');
  }
  if (item.gradingState !== ItemGradingState.NEEDS_MANUAL && item.gradingState !== ItemGradingState.MANUALLY_GRADED) {
    throw new AppError('VALIDATION', 'exam.gradeNotManual');
  }
  if (score > item.maxScore) {
    const max = toPoints(item.maxScore);
    throw new AppError('VALIDATION', 'exam.scoreAboveMax', { max }, [
      { field: 'score', messageKey: 'exam.scoreAboveMax', params: { max } },
    ]);
  }
}

/** The conditional write of one score (refused when another grader changed the answer meanwhile) and its audit row. */
async function writeGrade(
  em: EntityManager,
  actor: SignedInContext['actor'],
  item: AttemptItem,
  attempt: Attempt,
  grade: ManualGrade,
  now: Date,
): Promise<void> {
  const oldScore = item.finalScore ?? null;
  const feedback = grade.comment === undefined ? (item.feedback ?? null) : grade.comment?.trim() || null;
  const changed = await em.nativeUpdate(
    AttemptItem,
    { id: item.id, gradingState: item.gradingState, finalScore: oldScore },
    {
      manualScore: grade.score,
      finalScore: grade.score,
      isCorrect: grade.score >= item.maxScore ? Correctness.TRUE : grade.score > 0 ? Correctness.PARTIAL : Correctness.FALSE,
      gradingState: ItemGradingState.MANUALLY_GRADED,
      graderId: actor.userId,
      gradedAt: now,
      feedback,
      updateUser: actor.userId,
      updateTime: now,
    },
  );
  if (changed !== 1) {
    throw new AppError('CONFLICT', 'exam.gradeChanged');
  }
  em.create(GradeChange, {
    tenantId: actor.tenantId,
    attemptItemId: item.id,
    attemptId: attempt.id,
    oldScore,
    newScore: grade.score,
    reason: grade.reason?.trim() || null,
    byUserId: actor.userId,
    kind: GradeChangeKind.MANUAL,
    changedAt: now,
  });
}
