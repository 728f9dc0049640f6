import { AttemptState } from '../shared/attempt-enums';
import { ExamStatus, ReviewItem, ReviewMoment, type ReviewPolicyData } from '../shared/examination-enums';
import { allowedReviewItems, reviewMoments, type ReviewFacts } from './review-policy';

const policy: ReviewPolicyData = {
  [ReviewMoment.DURING]: [],
  [ReviewMoment.IMMEDIATELY_AFTER]: [ReviewItem.SCORE],
  [ReviewMoment.LATER_WHILE_OPEN]: [ReviewItem.SCORE, ReviewItem.CORRECTNESS],
  [ReviewMoment.AFTER_CLOSE]: [ReviewItem.SCORE, ReviewItem.MARKS_PER_QUESTION],
  [ReviewMoment.AFTER_RELEASE]: [ReviewItem.CORRECT_ANSWER, ReviewItem.EXPLANATION, ReviewItem.FEEDBACK],
};
const closeAt = new Date('2030-01-01T12:00:00Z');
const submittedAt = new Date('2030-01-01T10:00:00Z');
const facts = (overrides: Partial<ReviewFacts> = {}): ReviewFacts => ({
  policy,
  examStatus: ExamStatus.OPEN,
  closeAt,
  resultsReleasedAt: null,
  attemptState: AttemptState.SUBMITTED,
  submittedAt,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('review policy', () => {
  it('should be DURING while the attempt is answerable, whatever the time', () => {
    expect(reviewMoments(facts({ attemptState: AttemptState.IN_PROGRESS }), at('2030-01-01T13:00:00Z'))).toEqual([ReviewMoment.DURING]);
    expect(allowedReviewItems(facts({ attemptState: AttemptState.OVERDUE }), at('2030-01-01T10:00:00Z')).size).toBe(0);
  });

  it('should be IMMEDIATELY_AFTER for two minutes after submitting, then LATER_WHILE_OPEN', () => {
    expect(reviewMoments(facts(), at('2030-01-01T10:01:59Z'))).toEqual([ReviewMoment.IMMEDIATELY_AFTER]);
    expect([...allowedReviewItems(facts(), at('2030-01-01T10:01:00Z'))]).toEqual([ReviewItem.SCORE]);
    expect(reviewMoments(facts(), at('2030-01-01T10:02:01Z'))).toEqual([ReviewMoment.LATER_WHILE_OPEN]);
  });

  it('should be AFTER_CLOSE once closed, and add AFTER_RELEASE once results are released', () => {
    expect(reviewMoments(facts(), at('2030-01-01T12:00:00Z'))).toEqual([ReviewMoment.AFTER_CLOSE]);
    const released = facts({ examStatus: ExamStatus.RESULTS_RELEASED });
    expect(reviewMoments(released, at('2030-01-02T00:00:00Z'))).toEqual([ReviewMoment.AFTER_CLOSE, ReviewMoment.AFTER_RELEASE]);
    expect(allowedReviewItems(released, at('2030-01-02T00:00:00Z'))).toEqual(
      new Set([ReviewItem.SCORE, ReviewItem.MARKS_PER_QUESTION, ReviewItem.CORRECT_ANSWER, ReviewItem.EXPLANATION, ReviewItem.FEEDBACK]),
    );
    const releaseTime = facts({ examStatus: ExamStatus.GRADED, resultsReleasedAt: at('2030-01-01T18:00:00Z') });
    expect(reviewMoments(releaseTime, at('2030-01-01T17:59:59Z'))).toEqual([ReviewMoment.AFTER_CLOSE]);
    expect(reviewMoments(releaseTime, at('2030-01-01T18:00:00Z'))).toContain(ReviewMoment.AFTER_RELEASE);
  });

  it('should show nothing of a cancelled examination and ignore unknown items', () => {
    expect(allowedReviewItems(facts({ examStatus: ExamStatus.CANCELLED }), at('2030-01-02T00:00:00Z')).size).toBe(0);
    const odd = { ...policy, [ReviewMoment.AFTER_CLOSE]: ['PASSWORD' as ReviewItem] };
    expect(allowedReviewItems(facts({ policy: odd }), at('2030-01-02T00:00:00Z')).size).toBe(0);
  });
});
