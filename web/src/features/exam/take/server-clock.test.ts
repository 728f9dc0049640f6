import { clockOffsetMs, formatRemaining, remainingMs } from './server-clock';

describe('server clock', () => {
  it('counts down from the server time, whatever the local clock says', () => {
    // The local clock is two hours behind the server.
    const localNow = Date.UTC(2026, 4, 10, 0, 0, 0);
    const offset = clockOffsetMs('2026-05-10T02:00:00.000Z', localNow);
    expect(remainingMs('2026-05-10T02:45:00.000Z', offset, localNow)).toBe(45 * 60_000);
    expect(remainingMs('2026-05-10T02:45:00.000Z', offset, localNow + 60_000)).toBe(44 * 60_000);
    expect(remainingMs('2026-05-10T02:45:00.000Z', offset, localNow + 50 * 60_000)).toBe(0);
  });

  it('formats the time left', () => {
    expect(formatRemaining(45 * 60_000)).toBe('45:00');
    expect(formatRemaining(61 * 60_000 + 1500)).toBe('1:01:02');
    expect(formatRemaining(0)).toBe('00:00');
  });
});
