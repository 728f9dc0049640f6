import { ExamStatus } from '../shared/examination-enums';
import { effectiveStatus, hasOpened } from './examination-status';

const openAt = new Date('2026-06-01T08:00:00.000Z');
const closeAt = new Date('2026-06-01T10:00:00.000Z');
const before = new Date('2026-06-01T07:59:59.999Z');
const during = new Date('2026-06-01T09:00:00.000Z');
const after = new Date('2026-06-01T10:00:00.001Z');

describe('effectiveStatus', () => {
  it('should keep SCHEDULED before openAt and move to OPEN exactly at openAt', () => {
    expect(effectiveStatus({ examStatus: ExamStatus.SCHEDULED, openAt, closeAt }, before)).toBe(ExamStatus.SCHEDULED);
    expect(effectiveStatus({ examStatus: ExamStatus.SCHEDULED, openAt, closeAt }, openAt)).toBe(ExamStatus.OPEN);
    expect(effectiveStatus({ examStatus: ExamStatus.SCHEDULED, openAt, closeAt }, during)).toBe(ExamStatus.OPEN);
  });

  it('should move SCHEDULED and OPEN to CLOSING exactly at closeAt', () => {
    expect(effectiveStatus({ examStatus: ExamStatus.SCHEDULED, openAt, closeAt }, closeAt)).toBe(ExamStatus.CLOSING);
    expect(effectiveStatus({ examStatus: ExamStatus.SCHEDULED, openAt, closeAt }, after)).toBe(ExamStatus.CLOSING);
    expect(effectiveStatus({ examStatus: ExamStatus.OPEN, openAt, closeAt }, during)).toBe(ExamStatus.OPEN);
    expect(effectiveStatus({ examStatus: ExamStatus.OPEN, openAt, closeAt }, closeAt)).toBe(ExamStatus.CLOSING);
  });

  it('should treat a stored OPEN whose closeAt was extended as OPEN again', () => {
    expect(effectiveStatus({ examStatus: ExamStatus.OPEN, openAt, closeAt: new Date(after.getTime() + 60_000) }, after)).toBe(
      ExamStatus.OPEN,
    );
  });

  it.each([
    ExamStatus.DRAFT,
    ExamStatus.CLOSING,
    ExamStatus.GRADING,
    ExamStatus.GRADED,
    ExamStatus.RESULTS_RELEASED,
    ExamStatus.ARCHIVED,
    ExamStatus.CANCELLED,
  ])('should return %s as stored whatever the time', (status) => {
    for (const now of [before, during, after]) {
      expect(effectiveStatus({ examStatus: status, openAt, closeAt }, now)).toBe(status);
    }
  });
});

describe('hasOpened', () => {
  it('should be false before opening and for cancelled examinations, true afterwards', () => {
    expect([ExamStatus.DRAFT, ExamStatus.SCHEDULED, ExamStatus.CANCELLED].map(hasOpened)).toEqual([false, false, false]);
    expect(
      [ExamStatus.OPEN, ExamStatus.CLOSING, ExamStatus.GRADING, ExamStatus.GRADED, ExamStatus.RESULTS_RELEASED, ExamStatus.ARCHIVED].every(
        hasOpened,
      ),
    ).toBe(true);
  });
});
