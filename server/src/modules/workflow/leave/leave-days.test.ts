import { leaveDays, MAX_LEAVE_DAYS } from './leave.service';

describe('leave days (computed by the server)', () => {
  const at = (text: string) => new Date(text);

  it('counts started days: a working day is one, two whole days are two, a week and a bit is eight', () => {
    expect(leaveDays(at('2026-12-01T09:00:00Z'), at('2026-12-01T18:00:00Z'))).toBe(1);
    expect(leaveDays(at('2026-12-01T00:00:00Z'), at('2026-12-03T00:00:00Z'))).toBe(2);
    expect(leaveDays(at('2026-12-01T09:00:00Z'), at('2026-12-08T18:00:00Z'))).toBe(8);
  });

  it('gives at least one day for an instant leave and keeps a sane maximum', () => {
    expect(leaveDays(at('2026-12-01T09:00:00Z'), at('2026-12-01T09:00:00Z'))).toBe(1);
    expect(MAX_LEAVE_DAYS).toBe(365);
  });
});
