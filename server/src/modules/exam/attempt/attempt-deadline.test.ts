import { TimingMode } from '../shared/examination-enums';
import { attemptDeadline, extraTimeMs } from './attempt-deadline';

const MINUTE = 60_000;
const start = new Date('2026-06-01T08:00:00.000Z');
const closeAt = new Date('2026-06-01T10:00:00.000Z');

describe('attemptDeadline with accommodations', () => {
  it('should add duration × extraPct + extraMin, rounded up to whole seconds', () => {
    expect(extraTimeMs(45, { extraTimePct: 33, extraTimeMin: 0 })).toBe(891_000);
    expect(extraTimeMs(60, { extraTimePct: 50, extraTimeMin: 10 })).toBe(40 * MINUTE);
    expect(extraTimeMs(60, null)).toBe(0);
  });

  it("PER_ATTEMPT: capped at the close, or at the candidate's own close", () => {
    const rules = { timingMode: TimingMode.PER_ATTEMPT, durationMin: 60, closeAt };
    expect(attemptDeadline(rules, start).getTime()).toBe(start.getTime() + 60 * MINUTE);
    expect(attemptDeadline(rules, start, { extraTimePct: 100, extraTimeMin: 30 }).getTime()).toBe(closeAt.getTime());
    const ownClose = new Date(closeAt.getTime() + 60 * MINUTE);
    expect(attemptDeadline(rules, start, { extraTimePct: 100, extraTimeMin: 30, closeAtOverride: ownClose }).getTime()).toBe(
      start.getTime() + 150 * MINUTE,
    );
  });

  it('FIXED_WINDOW: the (own) close plus the extra time', () => {
    const rules = { timingMode: TimingMode.FIXED_WINDOW, durationMin: 60, closeAt };
    expect(attemptDeadline(rules, start).getTime()).toBe(closeAt.getTime());
    expect(attemptDeadline(rules, start, { extraTimePct: 25, extraTimeMin: 5 }).getTime()).toBe(closeAt.getTime() + 20 * MINUTE);
    const ownClose = new Date(closeAt.getTime() - 30 * MINUTE);
    expect(attemptDeadline(rules, start, { extraTimePct: 0, extraTimeMin: 0, closeAtOverride: ownClose }).getTime()).toBe(
      ownClose.getTime(),
    );
  });
});
