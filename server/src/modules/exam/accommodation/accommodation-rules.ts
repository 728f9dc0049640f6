import type { DeadlineAccommodation } from '../attempt/attempt-deadline';

/** The terms of an accommodation that change when and how often a candidate may start. */
export interface AccommodationTerms extends DeadlineAccommodation {
  openAtOverride?: Date | null;
  maxAttemptsOverride?: number | null;
}

/** A window in which attempts may be started. */
export interface StartWindow {
  openAt: Date;
  closeAt: Date;
}

/** Furthest a candidate's own close time may lie after the examination's (the examination waits for it before grading). */
export const MAX_CLOSE_OVERRIDE_DAYS = 7;

/** The candidate's window: the accommodation's overrides, else the examination's times. */
export function accommodatedWindow(exam: StartWindow, terms: AccommodationTerms | null | undefined): StartWindow {
  return { openAt: terms?.openAtOverride ?? exam.openAt, closeAt: terms?.closeAtOverride ?? exam.closeAt };
}

/** Attempts the candidate may use: the accommodation's override, else the examination's maxAttempts. */
export function accommodatedMaxAttempts(maxAttempts: number, terms: AccommodationTerms | null | undefined): number {
  return terms?.maxAttemptsOverride ?? maxAttempts;
}

/** The terms of a stored accommodation, copied (null: the candidate has none). */
export function termsOf(row: AccommodationTerms | null): AccommodationTerms | null {
  return row
    ? {
        extraTimePct: row.extraTimePct,
        extraTimeMin: row.extraTimeMin,
        openAtOverride: row.openAtOverride ?? null,
        closeAtOverride: row.closeAtOverride ?? null,
        maxAttemptsOverride: row.maxAttemptsOverride ?? null,
      }
    : null;
}

/** True when two terms give the same window, attempts and deadline. */
export function sameTerms(one: AccommodationTerms | null, other: AccommodationTerms | null): boolean {
  if (!one || !other) {
    return one === other;
  }
  const time = (date: Date | null | undefined): number | null => date?.getTime() ?? null;
  return (
    one.extraTimePct === other.extraTimePct &&
    one.extraTimeMin === other.extraTimeMin &&
    time(one.openAtOverride) === time(other.openAtOverride) &&
    time(one.closeAtOverride) === time(other.closeAtOverride) &&
    (one.maxAttemptsOverride ?? null) === (other.maxAttemptsOverride ?? null)
  );
}
