import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { Attempt } from '../attempt/attempt.entity';
import { loadOwnAttempt } from '../attempt/attempt-store';
import { loadAnswers, optionLabel, savedResponse } from '../attempt/attempt-view';
import type { SnapshotCache } from '../attempt/snapshot-cache';
import { loadExamination } from '../examination/examination-store';
import { AttemptGradingState, ItemGradingState } from '../shared/attempt-enums';
import { toPoints } from '../shared/exam-score';
import { ReviewItem } from '../shared/examination-enums';
import { allowedReviewItems, reviewMoments, type ReviewFacts } from './review-policy';
import type { AttemptReview } from './review.types';

const FINAL_ITEM_STATES = new Set([ItemGradingState.AUTO_GRADED, ItemGradingState.MANUALLY_GRADED, ItemGradingState.REGRADED]);

/**
 * myAttemptReview (legacy getUserScore, getUserOptions, selectExamInfoOption): the caller's own attempt with
 * only what the examination's review policy allows at this moment. A field not allowed is null and is not
 * even read from the snapshot; scores appear only once graded.
 */
export class AttemptReviewService {
  constructor(
    private readonly menus: MenuService,
    private readonly snapshots: SnapshotCache,
  ) {}

  /** By attempt id, or the caller's latest attempt at an examination. */
  async review(
    context: SignedInContext,
    attemptId: string | null | undefined,
    examinationId: string | null | undefined,
  ): Promise<AttemptReview> {
    await this.menus.require(context, 'exam_take');
    let attempt: Attempt | null;
    if (attemptId) {
      attempt = await loadOwnAttempt(context, attemptId);
    } else {
      attempt =
        examinationId && isId(examinationId)
          ? await context.em.findOne(Attempt, { examinationId, userId: context.actor.userId }, { orderBy: { attemptNo: 'desc' } })
          : null;
    }
    if (!attempt) {
      throw new AppError('NOT_FOUND', 'exam.attemptNotFound');
    }
    const exam = await loadExamination(context.em, attempt.examinationId);
    const now = new Date();
    const facts: ReviewFacts = {
      policy: exam.reviewPolicy,
      examStatus: exam.examStatus,
      closeAt: exam.closeAt,
      resultsReleasedAt: exam.resultsReleasedAt ?? null,
      attemptState: attempt.state,
      submittedAt: attempt.submittedAt ?? null,
    };
    const allowed = allowedReviewItems(facts, now);
    const can = (item: ReviewItem): boolean => allowed.has(item);
    const graded = attempt.gradingState === AttemptGradingState.GRADED;
    const snapshot = await this.snapshots.get(() => context.em, attempt.snapshotId, context.actor.tenantId);
    const answers = await loadAnswers(context.em, attempt.id);
    return {
      attemptId: attempt.id,
      examinationId: exam.id,
      examinationName: exam.name,
      attemptNo: attempt.attemptNo,
      state: attempt.state,
      gradingState: attempt.gradingState,
      submittedAt: attempt.submittedAt ?? null,
      moments: reviewMoments(facts, now),
      allowed: [...allowed],
      totalScore:
        can(ReviewItem.SCORE) && graded && attempt.totalScore !== null && attempt.totalScore !== undefined
          ? toPoints(attempt.totalScore)
          : null,
      paperTotal: toPoints(snapshot.data.totalScore),
      passed: can(ReviewItem.SCORE) && graded ? (attempt.passed ?? null) : null,
      questions: attempt.layout.slots.map((slot) => {
        const question = snapshot.questions.get(slot.questionId);
        const row = answers.items.get(slot.slot);
        const settled = row !== undefined && FINAL_ITEM_STATES.has(row.gradingState);
        const byId = new Map((question?.options ?? []).map((option) => [option.id, option]));
        return {
          id: row?.id ?? '',
          slot: slot.slot,
          questionId: slot.questionId,
          questionType: question?.type ?? ('SHORT_ANSWER' as AttemptReview['questions'][number]['questionType']),
          stem: question?.stem ?? '',
          options: slot.optionOrder.map((id, index) => ({
            id,
            label: optionLabel(index),
            content: byId.get(id)?.content ?? '',
            isCorrect: can(ReviewItem.CORRECT_ANSWER) ? (byId.get(id)?.isCorrect ?? false) : null,
          })),
          maxScore: toPoints(slot.maxScore),
          response: savedResponse(row?.response, answers.files),
          isCorrect: can(ReviewItem.CORRECTNESS) && settled ? (row?.isCorrect ?? null) : null,
          score:
            can(ReviewItem.MARKS_PER_QUESTION) && settled && row?.finalScore !== null && row?.finalScore !== undefined
              ? toPoints(row.finalScore)
              : null,
          acceptedBlanks: can(ReviewItem.CORRECT_ANSWER) ? (question?.blanks ?? []) : null,
          explanation: can(ReviewItem.EXPLANATION) ? (question?.explanation ?? null) : null,
          feedback: can(ReviewItem.FEEDBACK) ? (row?.feedback ?? null) : null,
        };
      }),
    };
  }
}
