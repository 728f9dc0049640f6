import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { inTransaction } from '../../../core/db/transaction';
import type { MenuService } from '../../system/menu/menu.service';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import { loadExamination } from '../examination/examination-store';
import { AttemptState, Correctness, GradeChangeKind, ItemGradingState } from '../shared/attempt-enums';
import { toHundredths, toPoints } from '../shared/exam-score';
import { ExamStatus } from '../shared/examination-enums';
import { finishGradingIfDone, recomputeAttempt } from './attempt-score';
import { GradeChange } from './grade-change.entity';
import { queueItemViews } from './grading-queue-view';
import type { GradingLocks } from './grading-locks';
import type { GradeItemInput } from './grading.inputs';
import type { GradingQueueItem } from './grading.types';
import { examQuestions } from './snapshot-questions';

/** Examinations whose answers can no longer be graded. */
const NOT_GRADABLE: ReadonlySet<ExamStatus> = new Set([ExamStatus.ARCHIVED, ExamStatus.CANCELLED]);

/**
 * Manual grading of one answer (the original's examGrading): the score (points, at most the question's
 * maximum) and comment go on the item, an audit row records old and new score every time, the attempt's
 * total, pass flag and grading state are recomputed, the grader's lock ends, and the examination moves
 * GRADING -> GRADED when nothing is left to grade. All in one transaction.
 */
export class GradeItemService {
  constructor(
    private readonly menus: MenuService,
    private readonly locks: GradingLocks,
  ) {}

  async grade(context: SignedInContext, input: GradeItemInput): Promise<GradingQueueItem> {
    await this.menus.require(context, 'exam_grade');
    const { em, actor } = context;
    const now = new Date();
    const examinationId = await inTransaction(em, async () => {
      const item = await em.findOne(AttemptItem, { id: input.itemId });
      if (!item) {
        throw new AppError('NOT_FOUND', 'exam.gradeItemNotFound');
      }
      const attempt = await em.findOneOrFail(Attempt, { id: item.attemptId });
      const exam = await loadExamination(em, attempt.examinationId);
      if (attempt.state !== AttemptState.SUBMITTED) {
        throw new AppError('CONFLICT', 'exam.gradeNotSubmitted');
      }
      if (NOT_GRADABLE.has(exam.examStatus)) {
        throw new AppError('CONFLICT', 'exam.gradeClosed', { status: exam.examStatus });
      }
      if (item.gradingState !== ItemGradingState.NEEDS_MANUAL && item.gradingState !== ItemGradingState.MANUALLY_GRADED) {
        throw new AppError('VALIDATION', 'exam.gradeNotManual');
      }
      const score = toHundredths(input.score);
      if (score > item.maxScore) {
        const max = toPoints(item.maxScore);
        throw new AppError('VALIDATION', 'exam.scoreAboveMax', { max }, [{ field: 'score', messageKey: 'exam.scoreAboveMax', params: { max } }]);
      }
      const lock = (await this.locks.live(em, [item.id], now)).get(item.id);
      if (lock && lock.graderId !== actor.userId) {
        throw new AppError('CONFLICT', 'exam.gradingLocked');
      }
      const oldScore = item.finalScore ?? null;
      const feedback = input.comment === undefined ? (item.feedback ?? null) : input.comment?.trim() || null;
      const changed = await em.nativeUpdate(
        AttemptItem,
        { id: item.id, gradingState: item.gradingState, finalScore: oldScore },
        {
          manualScore: score,
          finalScore: score,
          isCorrect: score >= item.maxScore ? Correctness.TRUE : score > 0 ? Correctness.PARTIAL : Correctness.FALSE,
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
        newScore: score,
        reason: input.reason?.trim() || null,
        byUserId: actor.userId,
        kind: GradeChangeKind.MANUAL,
        changedAt: now,
      });
      await em.flush();
      await recomputeAttempt(em, attempt.id, exam.passScore, now);
      await this.locks.complete(em, item.id, actor.userId, now);
      await finishGradingIfDone(em, exam.id, now);
      return exam.id;
    });
    em.clear();
    const exam = await loadExamination(em, examinationId);
    const item = await em.findOneOrFail(AttemptItem, { id: input.itemId });
    const [view] = await queueItemViews(em, exam.id, [item], await examQuestions(em, exam.id, exam.snapshotId), new Map());
    return view as GradingQueueItem;
  }
}
