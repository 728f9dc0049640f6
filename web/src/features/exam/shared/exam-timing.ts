import dayjs from 'dayjs';
import type { TimingMode } from '../../../generated/graphql';

/** What decides an examination's countdown. */
export interface TimingFacts {
  timingMode: TimingMode;
  durationMin: number;
  openAt: string;
  closeAt: string;
}

/** The close as a clock time (HH:mm), with the date when the window spans several days. */
export function closeClock(facts: Pick<TimingFacts, 'openAt' | 'closeAt'>): string {
  const open = dayjs(facts.openAt);
  const close = dayjs(facts.closeAt);
  return close.isSame(open, 'day') ? close.format('HH:mm') : close.format('YYYY-MM-DD HH:mm');
}

/** True when everyone ends together at the close (no per-attempt duration). */
export function endsTogether(facts: Pick<TimingFacts, 'timingMode'>): boolean {
  return facts.timingMode === 'FIXED_WINDOW';
}

/**
 * The one sentence every page shows about timing, so it always matches the countdown: "10 min per attempt" or
 * "ends for everyone at 10:00". `translate` gets the key (`perAttempt` or `fixedEnd` under `prefix`) and its values.
 */
export function timingSummary(
  facts: TimingFacts,
  translate: (key: string, values: Record<string, unknown>) => string,
  prefix: string,
): string {
  return endsTogether(facts)
    ? translate(`${prefix}.fixedEnd`, { time: closeClock(facts) })
    : translate(`${prefix}.perAttempt`, { count: facts.durationMin });
}
