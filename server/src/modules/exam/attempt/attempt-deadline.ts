import { TimingMode } from '../shared/examination-enums';

export interface DeadlineRules {
  timingMode: TimingMode;
  durationMin: number;
  closeAt: Date;
}

/** The part of a candidate's accommodation that moves their deadline (exam_accommodation). */
export interface DeadlineAccommodation {
  /** Extra time as a share of the duration, in percent. */
  extraTimePct: number;
  extraTimeMin: number;
  closeAtOverride?: Date | null;
}

/** Extra time of an accommodation in milliseconds, rounded up to whole seconds. */
export function extraTimeMs(durationMin: number, accommodation: DeadlineAccommodation | null | undefined): number {
  if (!accommodation) {
    return 0;
  }
  const minutes = (durationMin * accommodation.extraTimePct) / 100 + accommodation.extraTimeMin;
  return Math.ceil((minutes * 60_000) / 1000) * 1000;
}

/**
 * The deadline fixed when an attempt starts (reference/exam-domain.md §c.5), with the candidate's accommodation:
 * PER_ATTEMPT (the default) min(start + duration × (1 + extraPct) + extraMin, close); FIXED_WINDOW, whose duration
 * is the window (examination-timing.ts), so start + duration never ends before the close: close + the same extra
 * time (everyone else ends at closeAt; an accommodated candidate gets their extra time after it), where close is
 * the accommodation's closeAtOverride or the examination's closeAt.
 */
export function attemptDeadline(rules: DeadlineRules, startedAt: Date, accommodation?: DeadlineAccommodation | null): Date {
  const closeAt = (accommodation?.closeAtOverride ?? rules.closeAt).getTime();
  const extra = extraTimeMs(rules.durationMin, accommodation);
  if (rules.timingMode === TimingMode.PER_ATTEMPT) {
    return new Date(Math.min(startedAt.getTime() + rules.durationMin * 60_000 + extra, closeAt));
  }
  return new Date(closeAt + extra);
}

/** Last moment a save or submit is accepted: the deadline plus the examination's grace seconds. */
export function acceptUntil(deadlineAt: Date, graceSec: number): Date {
  return new Date(deadlineAt.getTime() + Math.max(0, graceSec) * 1000);
}

/** The earliest deadline that still accepts a save or submit at `now` (the inverse of acceptUntil, for SQL guards). */
export function earliestAcceptedDeadline(now: Date, graceSec: number): Date {
  return new Date(now.getTime() - Math.max(0, graceSec) * 1000);
}
