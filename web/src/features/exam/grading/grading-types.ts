import type { ExamStatus, GradingQueueQuery } from '../../../generated/graphql';

/** One answer graded by hand, as the queue, "grade next" and gradeItem answer it. */
export type GradingItem = GradingQueueQuery['gradingQueue']['records'][number];

/** Examination states in which results can no longer change by grading here. */
export const RESULTS_FINAL: readonly ExamStatus[] = ['RESULTS_RELEASED', 'ARCHIVED'];

/** Examination states whose attempts may wait for grading (published and started). */
export const GRADABLE_STATUSES: readonly ExamStatus[] = ['OPEN', 'CLOSING', 'GRADING', 'GRADED', 'RESULTS_RELEASED'];

/** Whether a lock on the item is live and held by someone other than `userId`. */
export function lockedByOther(
  item: Pick<GradingItem, 'lockedBy' | 'lockExpiresAt'>,
  userId: string | undefined,
  now: number = Date.now(),
): boolean {
  if (!item.lockedBy || item.lockedBy === userId) {
    return false;
  }
  return !item.lockExpiresAt || Date.parse(item.lockExpiresAt) > now;
}

/** Badge colours of the examination status shown in the summary. */
export const examStatusColor: Partial<Record<ExamStatus, string>> = {
  OPEN: 'blue',
  CLOSING: 'orange',
  GRADING: 'yellow',
  GRADED: 'teal',
  RESULTS_RELEASED: 'green',
  ARCHIVED: 'gray',
};
