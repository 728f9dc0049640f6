import { registerEnumType } from 'type-graphql';

/**
 * Enumerations of taking and grading an examination (reference/exam-domain.md §c.2, §c.5). Stored as their
 * string names.
 */

/** Lifecycle of an attempt (§c.5). Grading progress is the separate AttemptGradingState. */
export enum AttemptState {
  /** Pre-created before the window opened (optional). */
  NOT_STARTED = 'NOT_STARTED',
  IN_PROGRESS = 'IN_PROGRESS',
  /** Stopped by a proctor; the clock stops and the deadline moves on resume. */
  PAUSED = 'PAUSED',
  /** Locked by the integrity policy or a proctor until a proctor unlocks it. */
  LOCKED = 'LOCKED',
  /** Past the deadline under GRACE_PERIOD handling: may still be submitted until deadline + grace. */
  OVERDUE = 'OVERDUE',
  /** Answers frozen; grading follows (gradingState). */
  SUBMITTED = 'SUBMITTED',
  /** Never submitted (ABANDON handling, or grace expired). */
  ABANDONED = 'ABANDONED',
  /** Terminated by a proctor or voided by the examination's cancellation. */
  VOIDED = 'VOIDED',
}

/** Grading progress of a submitted attempt. */
export enum AttemptGradingState {
  /** Submitted, waiting for the auto-grading job. */
  UNGRADED = 'UNGRADED',
  /** Claimed by a grading job on some node (gradingClaimedAt says when). */
  GRADING = 'GRADING',
  /** Auto-graded; short answer or file items wait for a grader. */
  NEEDS_MANUAL_GRADING = 'NEEDS_MANUAL_GRADING',
  /** Every item has its final score. */
  GRADED = 'GRADED',
}

/** Grading state of one answered item (§c.2 GradingState). */
export enum ItemGradingState {
  UNGRADED = 'UNGRADED',
  AUTO_GRADED = 'AUTO_GRADED',
  NEEDS_MANUAL = 'NEEDS_MANUAL',
  MANUALLY_GRADED = 'MANUALLY_GRADED',
  REGRADED = 'REGRADED',
}

/** Whether an item's answer was right (null: not decided, e.g. manual items). */
export enum Correctness {
  TRUE = 'TRUE',
  FALSE = 'FALSE',
  PARTIAL = 'PARTIAL',
}

/** Who or what submitted an attempt. */
export enum SubmitSource {
  CANDIDATE = 'CANDIDATE',
  TIMEOUT_SWEEP = 'TIMEOUT_SWEEP',
  PROCTOR = 'PROCTOR',
  FORCED_BY_INTEGRITY = 'FORCED_BY_INTEGRITY',
  ADMIN = 'ADMIN',
}

/** What the candidate's browser reported (§c.2 IntegrityEventType). */
export enum IntegrityEventType {
  FOCUS_LOST = 'FOCUS_LOST',
  VISIBILITY_HIDDEN = 'VISIBILITY_HIDDEN',
  FULLSCREEN_EXIT = 'FULLSCREEN_EXIT',
  RELOAD = 'RELOAD',
  PASTE = 'PASTE',
  COPY = 'COPY',
  DEVTOOLS_SUSPECTED = 'DEVTOOLS_SUSPECTED',
  SECOND_SESSION = 'SECOND_SESSION',
  IP_CHANGED = 'IP_CHANGED',
  CLOCK_SKEW = 'CLOCK_SKEW',
}

/** Why a score changed (audit in exam_grade_change). */
export enum GradeChangeKind {
  MANUAL = 'MANUAL',
  REGRADE = 'REGRADE',
  KEY_FIX = 'KEY_FIX',
}

/** States in which answers may still be saved (before deadline + grace). */
export const ANSWERABLE_STATES: readonly AttemptState[] = [AttemptState.IN_PROGRESS, AttemptState.OVERDUE];

/** States of an attempt that has started and not ended: its clock may still be moved (accommodations, proctors). */
export const RUNNING_ATTEMPT_STATES: readonly AttemptState[] = [
  AttemptState.IN_PROGRESS,
  AttemptState.OVERDUE,
  AttemptState.PAUSED,
  AttemptState.LOCKED,
];

/**
 * Whether an attempt counts against maxAttempts: every attempt but those voided by the examination's
 * cancellation. One a proctor terminated (VOIDED with source PROCTOR) counts, so it cannot be restarted at
 * will; another try is given with an accommodation's attempts override.
 */
export function countsAgainstAttempts(attempt: { state: AttemptState; submitSource?: SubmitSource | null }): boolean {
  return attempt.state !== AttemptState.VOIDED || attempt.submitSource === SubmitSource.PROCTOR;
}

/** States an attempt never leaves. */
export const FINAL_ATTEMPT_STATES: readonly AttemptState[] = [AttemptState.SUBMITTED, AttemptState.ABANDONED, AttemptState.VOIDED];

registerEnumType(AttemptState, {
  name: 'AttemptState',
  description: 'Lifecycle of an attempt: IN_PROGRESS, OVERDUE (grace), SUBMITTED, ABANDONED, ...',
});
registerEnumType(AttemptGradingState, { name: 'AttemptGradingState', description: 'Grading progress of a submitted attempt.' });
registerEnumType(ItemGradingState, { name: 'ItemGradingState', description: 'Grading state of one answered question.' });
registerEnumType(Correctness, { name: 'Correctness', description: 'TRUE, FALSE or PARTIAL (partly right).' });
registerEnumType(SubmitSource, { name: 'SubmitSource', description: 'Who or what submitted the attempt.' });
registerEnumType(IntegrityEventType, {
  name: 'IntegrityEventType',
  description: 'What the exam page reported (focus lost, full screen left, ...).',
});
registerEnumType(GradeChangeKind, {
  name: 'GradeChangeKind',
  description: 'Why a score changed: manual grading, regrade, or an answer-key fix.',
});
