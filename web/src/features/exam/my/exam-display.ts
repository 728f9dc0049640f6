import type { AttemptState, CandidateExamGroup, CandidateExamPhase, MyExaminationsQuery } from '../../../generated/graphql';

export type MyExam = MyExaminationsQuery['myExaminations']['records'][number];

/** Which list of the student's pages an examination belongs to (the server's `group`, decided per candidate). */
export type ExamGroup = 'open' | 'upcoming' | 'ended';

const GROUP_OF: Record<CandidateExamGroup, ExamGroup> = { OPEN: 'open', UPCOMING: 'upcoming', ENDED: 'ended' };

/**
 * open: can be taken now, is running, or another attempt is allowed; upcoming: not open yet; ended: ended for
 * this student (attempts used up, or their own window closed). The server decides it (candidateExamStatus),
 * the same function that gives the badge (`phase`).
 */
export function examGroup(exam: MyExam): ExamGroup {
  return GROUP_OF[exam.group];
}

export const examPhaseColor: Record<CandidateExamPhase, string> = {
  NOT_STARTED: 'blue',
  RUNNING: 'green',
  SUBMITTED: 'indigo',
  AWAITING_GRADING: 'yellow',
  RESULTS_RELEASED: 'teal',
  MISSED: 'gray',
};

const FINISHED_ATTEMPT: readonly AttemptState[] = ['SUBMITTED', 'ABANDONED', 'VOIDED'];
const ACTIVE_ATTEMPT: readonly AttemptState[] = ['IN_PROGRESS', 'OVERDUE', 'PAUSED', 'LOCKED'];

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
