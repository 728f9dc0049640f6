import dayjs from 'dayjs';
import { closeClock, endsTogether, timingSummary } from './exam-timing';

const echo = (key: string, values: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;

describe('the timing sentence every page shows', () => {
  const openAt = dayjs('2026-06-01T08:00:00').toISOString();

  it('says the duration per attempt, or the common end as a clock time', () => {
    const closeAt = dayjs('2026-06-01T10:00:00').toISOString();
    expect(timingSummary({ timingMode: 'PER_ATTEMPT', durationMin: 10, openAt, closeAt }, echo, 't')).toBe('t.perAttempt {"count":10}');
    expect(timingSummary({ timingMode: 'FIXED_WINDOW', durationMin: 120, openAt, closeAt }, echo, 't')).toBe('t.fixedEnd {"time":"10:00"}');
    expect(endsTogether({ timingMode: 'FIXED_WINDOW' })).toBe(true);
    expect(endsTogether({ timingMode: 'PER_ATTEMPT' })).toBe(false);
  });

  it('adds the date when the window ends on another day', () => {
    expect(closeClock({ openAt, closeAt: dayjs('2026-06-02T09:30:00').toISOString() })).toBe('2026-06-02 09:30');
  });
});
