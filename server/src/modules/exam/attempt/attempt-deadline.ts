import { TimingMode } from '../shared/examination-enums';

export interface DeadlineRules {
  timingMode: TimingMode;
  durationMin: number;
  closeAt: Date;
}

/**
 * The deadline fixed when an attempt starts (reference/exam-domain.md §c.5): PER_ATTEMPT
 * min(start + duration, closeAt); FIXED_WINDOW closeAt.
 */
export function attemptDeadline(rules: DeadlineRules, startedAt: Date): Date {
  if (rules.timingMode === TimingMode.PER_ATTEMPT) {
    return new Date(Math.min(startedAt.getTime() + rules.durationMin * 60_000, rules.closeAt.getTime()));
  }
  return new Date(rules.closeAt.getTime());
}

/** Last moment a save or submit is accepted: the deadline plus the examination's grace seconds. */
export function acceptUntil(deadlineAt: Date, graceSec: number): Date {
  return new Date(deadlineAt.getTime() + Math.max(0, graceSec) * 1000);
}

/** The earliest deadline that still accepts a save or submit at `now` (the inverse of acceptUntil, for SQL guards). */
export function earliestAcceptedDeadline(now: Date, graceSec: number): Date {
  return new Date(now.getTime() - Math.max(0, graceSec) * 1000);
}
