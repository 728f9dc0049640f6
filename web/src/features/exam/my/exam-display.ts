import type { AttemptState, ExamStatus, MyExaminationsQuery } from '../../../generated/graphql';

export type MyExam = MyExaminationsQuery['myExaminations']['records'][number];

/** Which list of the student's pages an examination belongs to. */
export type ExamGroup = 'open' | 'upcoming' | 'finished';

const FINISHED_ATTEMPT: readonly AttemptState[] = ['SUBMITTED', 'ABANDONED', 'VOIDED'];
const ACTIVE_ATTEMPT: readonly AttemptState[] = ['IN_PROGRESS', 'OVERDUE', 'PAUSED', 'LOCKED'];

/** open: can be taken now (or is in progress); upcoming: not open yet; finished: over or nothing left to take. */
export function examGroup(exam: MyExam): ExamGroup {
  if (exam.latestAttempt && ACTIVE_ATTEMPT.includes(exam.latestAttempt.state)) {
    return 'open';
  }
  if (exam.status === 'SCHEDULED') {
    return 'upcoming';
  }
  if (exam.status === 'OPEN' && exam.canStart) {
    return 'open';
  }
  return 'finished';
}

/** The action the server allows now: resume, start, view the result, or nothing. */
export type ExamAction = 'continue' | 'start' | 'result' | 'none';

export function examAction(exam: MyExam): ExamAction {
  const latest = exam.latestAttempt;
  if (latest && ACTIVE_ATTEMPT.includes(latest.state) && exam.canStart) {
    return 'continue';
  }
  if (exam.canStart) {
    return 'start';
  }
  if (latest && FINISHED_ATTEMPT.includes(latest.state) && latest.state !== 'VOIDED') {
    return 'result';
  }
  return 'none';
}

export const examStatusColor: Record<ExamStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'blue',
  OPEN: 'green',
  CLOSING: 'yellow',
  GRADING: 'grape',
  GRADED: 'indigo',
  RESULTS_RELEASED: 'teal',
  ARCHIVED: 'gray',
  CANCELLED: 'red',
};

export const attemptStateColor: Record<AttemptState, string> = {
  NOT_STARTED: 'gray',
  IN_PROGRESS: 'blue',
  OVERDUE: 'orange',
  PAUSED: 'yellow',
  LOCKED: 'red',
  SUBMITTED: 'green',
  ABANDONED: 'gray',
  VOIDED: 'gray',
};
