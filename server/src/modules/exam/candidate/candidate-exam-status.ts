import { registerEnumType } from 'type-graphql';
import { AttemptGradingState, AttemptState, RUNNING_ATTEMPT_STATES } from '../shared/attempt-enums';
import { ExamStatus } from '../shared/examination-enums';

/** Where an examination stands for one candidate (the badge of "my exams" and the student home). */
export enum CandidateExamPhase {
  /** No attempt yet (the window is not open yet, or open and not started). */
  NOT_STARTED = 'NOT_STARTED',
  /** An attempt is in progress (also paused or locked by a proctor). */
  RUNNING = 'RUNNING',
  /** The latest attempt is submitted and (auto-)graded or being auto-graded; results not released. */
  SUBMITTED = 'SUBMITTED',
  /** The latest attempt waits for a teacher (short answer, file items). */
  AWAITING_GRADING = 'AWAITING_GRADING',
  /** Results are released. */
  RESULTS_RELEASED = 'RESULTS_RELEASED',
  /** The candidate's window closed without an attempt. */
  MISSED = 'MISSED',
}

/** Which list of the student's pages an examination belongs to. */
export enum CandidateExamGroup {
  /** The candidate's window has not opened yet. */
  UPCOMING = 'UPCOMING',
  /** Can be taken now, or an attempt is running, or another attempt is still allowed. */
  OPEN = 'OPEN',
  /** Over for this candidate: no attempt left, or their window (with an accommodation, their own) closed. */
  ENDED = 'ENDED',
}

/** What the candidate status depends on; `status` is the caller's own effective status (accommodated window). */
export interface CandidateExamFacts {
  status: ExamStatus;
  resultsReleasedAt: Date | null;
  attemptsUsed: number;
  maxAttempts: number;
  latest: { state: AttemptState; gradingState: AttemptGradingState } | null;
}

export interface CandidateExamStatus {
  phase: CandidateExamPhase;
  group: CandidateExamGroup;
}

function isReleased(facts: CandidateExamFacts, now: Date): boolean {
  return (
    facts.status === ExamStatus.RESULTS_RELEASED ||
    facts.status === ExamStatus.ARCHIVED ||
    (facts.resultsReleasedAt !== null && facts.resultsReleasedAt.getTime() <= now.getTime())
  );
}

/**
 * The one answer to "where does this examination stand for me": the list it belongs to in "my exams" and on the
 * student home, and the badge it shows. An examination is ENDED only when it ended for this candidate: no
 * attempt left, or the candidate's own window closed (an accommodation's window counts, not the examination's).
 */
export function candidateExamStatus(facts: CandidateExamFacts, now: Date): CandidateExamStatus {
  const latest = facts.latest;
  if (latest && RUNNING_ATTEMPT_STATES.includes(latest.state)) {
    return { phase: CandidateExamPhase.RUNNING, group: CandidateExamGroup.OPEN };
  }
  if (facts.status === ExamStatus.SCHEDULED) {
    return { phase: CandidateExamPhase.NOT_STARTED, group: CandidateExamGroup.UPCOMING };
  }
  const windowOpen = facts.status === ExamStatus.OPEN;
  const attemptsLeft = facts.attemptsUsed < facts.maxAttempts;
  const group = windowOpen && attemptsLeft ? CandidateExamGroup.OPEN : CandidateExamGroup.ENDED;
  if (latest && (latest.state === AttemptState.SUBMITTED || latest.state === AttemptState.ABANDONED)) {
    if (isReleased(facts, now)) {
      return { phase: CandidateExamPhase.RESULTS_RELEASED, group };
    }
    const awaiting = latest.state === AttemptState.SUBMITTED && latest.gradingState === AttemptGradingState.NEEDS_MANUAL_GRADING;
    return { phase: awaiting ? CandidateExamPhase.AWAITING_GRADING : CandidateExamPhase.SUBMITTED, group };
  }
  // No attempt yet, or only one voided (by a cancellation, or terminated by a proctor).
  return { phase: group === CandidateExamGroup.OPEN ? CandidateExamPhase.NOT_STARTED : CandidateExamPhase.MISSED, group };
}

registerEnumType(CandidateExamPhase, {
  name: 'CandidateExamPhase',
  description: 'Where an examination stands for the caller: NOT_STARTED, RUNNING, SUBMITTED, AWAITING_GRADING, RESULTS_RELEASED, MISSED.',
});
registerEnumType(CandidateExamGroup, {
  name: 'CandidateExamGroup',
  description: 'The list of "my exams" an examination belongs to for the caller: UPCOMING, OPEN, ENDED.',
});
