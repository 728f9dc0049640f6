import type { SignedInContext } from '../../../core/http/request-context';
import type { AttemptGradingState, AttemptState } from '../shared/attempt-enums';

/** The caller's attempts at one examination, as "my exams" shows them. */
export interface OwnAttemptsSummary {
  /** Attempts that count against maxAttempts (countsAgainstAttempts). */
  used: number;
  latest: {
    id: string;
    attemptNo: number;
    state: AttemptState;
    gradingState: AttemptGradingState;
    startedAt: Date;
    deadlineAt: Date;
    submittedAt: Date | null;
  } | null;
}

/**
 * Answers "which of these users already started an attempt of this examination" for roster removal, and
 * "what are my attempts at these examinations" for my examinations. Implemented by the attempts module;
 * until it is wired, the roster refuses every removal once the examination has opened (it never assumes
 * "no attempts").
 */
export interface CandidateAttemptCheck {
  startedUserIds(context: SignedInContext, examinationId: string, userIds: string[]): Promise<Set<string>>;
  /** The caller's own attempts per examination id (examinations without attempts are absent). */
  ownAttempts(context: SignedInContext, examinationIds: string[]): Promise<Map<string, OwnAttemptsSummary>>;
}
