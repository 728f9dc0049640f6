import { ANSWERABLE_STATES, type AttemptState } from '../shared/attempt-enums';
import { ExamStatus, ReviewItem, ReviewMoment, type ReviewPolicyData } from '../shared/examination-enums';

/** How long after submitting "immediately after" lasts (Moodle: two minutes). */
export const IMMEDIATELY_AFTER_MS = 2 * 60_000;

export interface ReviewFacts {
  policy: ReviewPolicyData;
  examStatus: ExamStatus;
  closeAt: Date;
  resultsReleasedAt: Date | null;
  attemptState: AttemptState;
  submittedAt: Date | null;
}

/**
 * The review moments that apply at `now` (reference/exam-domain.md §c.3 reviewPolicy, ruoyi-exam's
 * finishedPaper/examEnd): DURING while answering; IMMEDIATELY_AFTER for two minutes after submitting;
 * LATER_WHILE_OPEN after that until the examination closes; AFTER_CLOSE once it closed; AFTER_RELEASE once
 * results were released (which also keeps what AFTER_CLOSE allowed). A cancelled examination shows nothing.
 */
export function reviewMoments(facts: ReviewFacts, now: Date): ReviewMoment[] {
  if (facts.examStatus === ExamStatus.CANCELLED) {
    return [];
  }
  if (ANSWERABLE_STATES.includes(facts.attemptState)) {
    return [ReviewMoment.DURING];
  }
  const time = now.getTime();
  const released =
    facts.examStatus === ExamStatus.RESULTS_RELEASED ||
    facts.examStatus === ExamStatus.ARCHIVED ||
    (facts.resultsReleasedAt !== null && facts.resultsReleasedAt.getTime() <= time);
  const closed = time >= facts.closeAt.getTime();
  if (released) {
    return closed ? [ReviewMoment.AFTER_CLOSE, ReviewMoment.AFTER_RELEASE] : [ReviewMoment.AFTER_RELEASE];
  }
  if (closed) {
    return [ReviewMoment.AFTER_CLOSE];
  }
  if (facts.submittedAt && time - facts.submittedAt.getTime() <= IMMEDIATELY_AFTER_MS) {
    return [ReviewMoment.IMMEDIATELY_AFTER];
  }
  return [ReviewMoment.LATER_WHILE_OPEN];
}

/** The review items a candidate may see at `now`: the union over the moments that apply. */
export function allowedReviewItems(facts: ReviewFacts, now: Date): Set<ReviewItem> {
  const allowed = new Set<ReviewItem>();
  for (const moment of reviewMoments(facts, now)) {
    for (const item of facts.policy[moment] ?? []) {
      if (Object.values(ReviewItem).includes(item)) {
        allowed.add(item);
      }
    }
  }
  return allowed;
}
