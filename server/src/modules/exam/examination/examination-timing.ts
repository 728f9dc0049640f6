import { TimingMode } from '../shared/examination-enums';

const MINUTE_MS = 60_000;

/** The window's length in whole minutes, rounded up (a start at openAt plus this is never before closeAt). */
export function windowMinutes(openAt: Date, closeAt: Date): number {
  return Math.max(1, Math.ceil((closeAt.getTime() - openAt.getTime()) / MINUTE_MS));
}

/**
 * The duration stored for an examination: PER_ATTEMPT keeps the one asked for; FIXED_WINDOW (a fixed end for
 * everyone) has none of its own, so it is the window, and a page can never promise minutes the countdown does not give.
 */
export function storedDurationMin(timingMode: TimingMode, durationMin: number, openAt: Date, closeAt: Date): number {
  return timingMode === TimingMode.FIXED_WINDOW ? windowMinutes(openAt, closeAt) : durationMin;
}
