import type { AttemptState, ProctorRowFieldsFragment } from '../../../generated/graphql';

/** One attempt row of the console as the server sent it, with the local time it arrived (for the countdown). */
export type ProctorRow = ProctorRowFieldsFragment;

/** The proctor actions on one attempt (forgiving events lives in the drawer). */
export type ProctorActionKind = 'PAUSE' | 'RESUME' | 'UNLOCK' | 'EXTEND' | 'SUBMIT' | 'TERMINATE';

/** The permission of every proctor operation. */
export const PROCTOR_PERMISSION = 'exam_examination_proctor';

/** The states each action starts from (the server checks the same; the menu only offers what can work). */
export const ACTION_STATES: Record<ProctorActionKind, readonly AttemptState[]> = {
  PAUSE: ['IN_PROGRESS'],
  RESUME: ['PAUSED'],
  UNLOCK: ['LOCKED'],
  EXTEND: ['IN_PROGRESS', 'OVERDUE', 'PAUSED', 'LOCKED'],
  SUBMIT: ['IN_PROGRESS', 'OVERDUE', 'LOCKED', 'PAUSED'],
  TERMINATE: ['NOT_STARTED', 'IN_PROGRESS', 'OVERDUE', 'PAUSED', 'LOCKED'],
};

export const ACTION_ORDER: readonly ProctorActionKind[] = ['PAUSE', 'RESUME', 'UNLOCK', 'EXTEND', 'SUBMIT', 'TERMINATE'];

/** Actions that end the attempt for good: the dialog says so and its button is red. */
export const DESTRUCTIVE: ReadonlySet<ProctorActionKind> = new Set(['SUBMIT', 'TERMINATE']);

/** States whose clock still matters (time left is shown). */
export const RUNNING_STATES: readonly AttemptState[] = ['IN_PROGRESS', 'OVERDUE', 'PAUSED', 'LOCKED'];

/** The candidate's name as the console shows it. */
export function candidateName(row: Pick<ProctorRow, 'realName' | 'account'>): string {
  return row.realName || row.account;
}
