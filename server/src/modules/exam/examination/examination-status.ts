import type { FilterQuery } from '@mikro-orm/core';
import { ExamStatus } from '../shared/examination-enums';
import type { Examination } from './examination.entity';

/** The clock-driven part of an examination's state. */
export interface ExamWindow {
  examStatus: ExamStatus;
  openAt: Date;
  closeAt: Date;
}

/**
 * The status an examination has at `now` (reference/exam-domain.md §c.4): SCHEDULED becomes OPEN at openAt,
 * SCHEDULED and OPEN become CLOSING at closeAt. Every other state is only changed by an action (publish,
 * cancel, grading, release, archive) and is returned as stored.
 */
export function effectiveStatus(exam: ExamWindow, now: Date): ExamStatus {
  const time = now.getTime();
  if (exam.examStatus === ExamStatus.SCHEDULED || exam.examStatus === ExamStatus.OPEN) {
    if (time >= exam.closeAt.getTime()) {
      return ExamStatus.CLOSING;
    }
    if (time >= exam.openAt.getTime()) {
      return ExamStatus.OPEN;
    }
    return ExamStatus.SCHEDULED;
  }
  return exam.examStatus;
}

/** True once the examination has opened (OPEN or any later state except CANCELLED before opening). */
export function hasOpened(status: ExamStatus): boolean {
  return status !== ExamStatus.DRAFT && status !== ExamStatus.SCHEDULED && status !== ExamStatus.CANCELLED;
}

/** The rows whose effective status at `now` is `status`, as a database condition. */
export function effectiveStatusCondition(status: ExamStatus, now: Date): FilterQuery<Examination> {
  switch (status) {
    case ExamStatus.SCHEDULED:
      return { examStatus: ExamStatus.SCHEDULED, openAt: { $gt: now }, closeAt: { $gt: now } };
    case ExamStatus.OPEN:
      return { examStatus: { $in: [ExamStatus.SCHEDULED, ExamStatus.OPEN] }, openAt: { $lte: now }, closeAt: { $gt: now } };
    case ExamStatus.CLOSING:
      return {
        $or: [{ examStatus: ExamStatus.CLOSING }, { examStatus: { $in: [ExamStatus.SCHEDULED, ExamStatus.OPEN] }, closeAt: { $lte: now } }],
      };
    default:
      return { examStatus: status };
  }
}
