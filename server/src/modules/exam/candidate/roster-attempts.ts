import type { EntityManager } from '@mikro-orm/core';
import { Attempt } from '../attempt/attempt.entity';
import { AttemptGradingState, AttemptState, countsAgainstAttempts } from '../shared/attempt-enums';
import { toPoints } from '../shared/exam-score';

/** What the roster shows of a candidate's attempts at the examination. */
export interface RosterAttempts {
  /** Attempts that count against maxAttempts (started, not voided). */
  used: number;
  latestState: AttemptState;
  latestGradingState: AttemptGradingState;
  /** Points of the latest attempt once fully graded; null before (or when scores are hidden). */
  latestScore: number | null;
  latestPassed: boolean | null;
}

/** Key of one candidate of one examination in the answer of `rosterAttempts`. */
export const rosterKey = (examinationId: string, userId: string) => `${examinationId}:${userId}`;

/**
 * The attempts of roster entries, one query for the whole list (latest = highest attempt number).
 * `withScores` false leaves score and pass out (callers without the score permission).
 */
export async function rosterAttempts(
  em: EntityManager,
  entries: ReadonlyArray<{ examinationId: string; userId: string }>,
  withScores: boolean,
): Promise<Map<string, RosterAttempts>> {
  if (entries.length === 0) {
    return new Map();
  }
  const attempts = await em.find(
    Attempt,
    {
      examinationId: { $in: [...new Set(entries.map((entry) => entry.examinationId))] },
      userId: { $in: [...new Set(entries.map((entry) => entry.userId))] },
      state: { $ne: AttemptState.NOT_STARTED },
    },
    {
      fields: ['id', 'examinationId', 'userId', 'attemptNo', 'state', 'submitSource', 'gradingState', 'totalScore', 'passed'],
      orderBy: { attemptNo: 'asc' },
    },
  );
  const answer = new Map<string, RosterAttempts>();
  for (const attempt of attempts) {
    const key = rosterKey(attempt.examinationId, attempt.userId);
    const graded = withScores && attempt.state === AttemptState.SUBMITTED && attempt.gradingState === AttemptGradingState.GRADED;
    answer.set(key, {
      used: (answer.get(key)?.used ?? 0) + (countsAgainstAttempts(attempt) ? 1 : 0),
      latestState: attempt.state,
      latestGradingState: attempt.gradingState,
      latestScore: graded ? toPoints(attempt.totalScore ?? 0) : null,
      latestPassed: graded ? (attempt.passed ?? null) : null,
    });
  }
  return answer;
}
