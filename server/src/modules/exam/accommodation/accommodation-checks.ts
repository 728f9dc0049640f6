import type { EntityManager } from '@mikro-orm/core';
import { AppError, type FieldProblem } from '../../../core/errors/app-error';
import { Examination } from '../examination/examination.entity';
import { effectiveStatus } from '../examination/examination-status';
import { ExamStatus } from '../shared/examination-enums';
import type { AccommodationInput } from './accommodation.inputs';
import { accommodatedWindow, MAX_CLOSE_OVERRIDE_DAYS } from './accommodation-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** States in which accommodations may change: before and during the examination (mid-exam edits are the point). */
const CHANGEABLE: ReadonlySet<ExamStatus> = new Set([ExamStatus.DRAFT, ExamStatus.SCHEDULED, ExamStatus.OPEN, ExamStatus.CLOSING]);

/** Throws CONFLICT naming the state unless the examination is DRAFT..CLOSING at `now`. */
export function requireChangeable(exam: Examination, now: Date): void {
  const status = effectiveStatus(exam, now);
  if (!CHANGEABLE.has(status)) {
    throw new AppError('CONFLICT', 'exam.accommodationLocked', { status });
  }
}

/** Rules between the input's fields and the examination (class-validator checks each field alone); the same the form shows. */
export function accommodationProblems(exam: Examination, input: AccommodationInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const window = accommodatedWindow(exam, input);
  if (window.openAt.getTime() >= window.closeAt.getTime()) {
    const field = input.closeAtOverride ? 'closeAtOverride' : 'openAtOverride';
    problems.push({ field, messageKey: 'exam.accommodationWindowInvalid' });
  }
  if (input.closeAtOverride && input.closeAtOverride.getTime() > exam.closeAt.getTime() + MAX_CLOSE_OVERRIDE_DAYS * DAY_MS) {
    problems.push({ field: 'closeAtOverride', messageKey: 'exam.closeOverrideTooLate', params: { days: MAX_CLOSE_OVERRIDE_DAYS } });
  }
  return problems;
}

/**
 * Keeps the examination from moving on to GRADING while the candidate's own window is still ahead: the status
 * sweep does not close an examination with a later closeAtOverride (examination-sweep.ts), and one the sweep
 * already closed goes back to stored OPEN (reads still show CLOSING, since closeAt passed). A conditional
 * update: if grading started meanwhile, CONFLICT and the caller's transaction rolls back.
 */
export async function holdOpenFor(
  em: EntityManager,
  exam: Examination,
  closeAtOverride: Date | null | undefined,
  now: Date,
): Promise<void> {
  if (!closeAtOverride || closeAtOverride.getTime() <= now.getTime() || exam.examStatus !== ExamStatus.CLOSING) {
    return;
  }
  const reopened = await em.nativeUpdate(
    Examination,
    { id: exam.id, examStatus: ExamStatus.CLOSING },
    { examStatus: ExamStatus.OPEN, updateTime: now },
  );
  if (reopened === 0) {
    const current = await em.findOneOrFail(Examination, { id: exam.id }, { refresh: true });
    requireChangeable(current, now);
  }
}
