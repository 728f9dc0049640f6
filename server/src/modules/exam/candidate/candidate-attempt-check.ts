import type { SignedInContext } from '../../../core/http/request-context';

/**
 * Answers "which of these users already started an attempt of this examination" for roster removal.
 * Implemented by the attempts module; until it is wired, the roster refuses every removal once the
 * examination has opened (it never assumes "no attempts").
 */
export interface CandidateAttemptCheck {
  startedUserIds(context: SignedInContext, examinationId: string, userIds: string[]): Promise<Set<string>>;
}
