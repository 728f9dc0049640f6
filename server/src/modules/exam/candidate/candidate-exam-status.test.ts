import { AttemptGradingState, AttemptState } from '../shared/attempt-enums';
import { ExamStatus } from '../shared/examination-enums';
import { candidateExamStatus, type CandidateExamFacts } from './candidate-exam-status';

const now = new Date('2026-05-10T02:00:00.000Z');
const facts = (overrides: Partial<CandidateExamFacts> = {}): CandidateExamFacts => ({
  status: ExamStatus.OPEN,
  resultsReleasedAt: null,
  attemptsUsed: 0,
  maxAttempts: 1,
  latest: null,
  ...overrides,
});
const submitted = (gradingState = AttemptGradingState.GRADED) => ({ state: AttemptState.SUBMITTED, gradingState });

describe('candidateExamStatus', () => {
  it.each<[string, Partial<CandidateExamFacts>, string, string]>([
    ['not open yet', { status: ExamStatus.SCHEDULED }, 'NOT_STARTED', 'UPCOMING'],
    ['open, not started', {}, 'NOT_STARTED', 'OPEN'],
    [
      'running',
      { attemptsUsed: 1, latest: { state: AttemptState.IN_PROGRESS, gradingState: AttemptGradingState.UNGRADED } },
      'RUNNING',
      'OPEN',
    ],
    [
      'paused by a proctor after the close',
      { status: ExamStatus.CLOSING, attemptsUsed: 1, latest: { state: AttemptState.PAUSED, gradingState: AttemptGradingState.UNGRADED } },
      'RUNNING',
      'OPEN',
    ],
    ['submitted with an attempt left', { maxAttempts: 2, attemptsUsed: 1, latest: submitted() }, 'SUBMITTED', 'OPEN'],
    ['submitted, no attempt left', { attemptsUsed: 1, latest: submitted(AttemptGradingState.UNGRADED) }, 'SUBMITTED', 'ENDED'],
    ['awaiting a teacher', { attemptsUsed: 1, latest: submitted(AttemptGradingState.NEEDS_MANUAL_GRADING) }, 'AWAITING_GRADING', 'ENDED'],
    [
      'window closed with an attempt left',
      { status: ExamStatus.CLOSING, maxAttempts: 3, attemptsUsed: 1, latest: submitted() },
      'SUBMITTED',
      'ENDED',
    ],
    ['released', { status: ExamStatus.RESULTS_RELEASED, attemptsUsed: 1, latest: submitted() }, 'RESULTS_RELEASED', 'ENDED'],
    [
      'released by date',
      { status: ExamStatus.GRADED, resultsReleasedAt: new Date(now.getTime() - 1), attemptsUsed: 1, latest: submitted() },
      'RESULTS_RELEASED',
      'ENDED',
    ],
    ['missed', { status: ExamStatus.CLOSING }, 'MISSED', 'ENDED'],
    ['missed, results released', { status: ExamStatus.RESULTS_RELEASED }, 'MISSED', 'ENDED'],
  ])('%s', (_name, overrides, phase, group) => {
    expect(candidateExamStatus(facts(overrides), now)).toEqual({ phase, group });
  });
});
