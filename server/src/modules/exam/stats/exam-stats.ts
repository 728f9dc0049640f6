import { GradeMethod } from '../shared/examination-enums';
import { cronbachAlpha, mean, median, sampleSd, tenPercentBuckets } from './descriptive-stats';

/** What the statistics need of one graded attempt. Scores are hundredths of a point. */
export interface AttemptFact {
  attemptId: string;
  userId: string;
  attemptNo: number;
  totalScore: number;
  startedAt: Date;
  submittedAt: Date;
}

/** A candidate's result under the examination's grade method. */
export interface FinalResult {
  userId: string;
  attemptsUsed: number;
  /** Hundredths (AVERAGE: the mean rounded to a hundredth). */
  finalScore: number;
  passed: boolean;
  /** The attempt the result comes from (AVERAGE: the latest one). */
  attempt: AttemptFact;
}

/**
 * Each candidate's final result from their graded attempts (reference/exam-domain.md §c.2 GradeMethod):
 * HIGHEST (the earliest best attempt), LATEST, FIRST, or AVERAGE of all graded attempts.
 */
export function finalResults(attempts: readonly AttemptFact[], method: GradeMethod, passScore: number): FinalResult[] {
  const byUser = new Map<string, AttemptFact[]>();
  for (const attempt of attempts) {
    const list = byUser.get(attempt.userId) ?? [];
    list.push(attempt);
    byUser.set(attempt.userId, list);
  }
  const results: FinalResult[] = [];
  for (const [userId, list] of byUser) {
    const ordered = [...list].sort((a, b) => a.attemptNo - b.attemptNo);
    const first = ordered[0] as AttemptFact;
    const latest = ordered[ordered.length - 1] as AttemptFact;
    let chosen: AttemptFact;
    let finalScore: number;
    switch (method) {
      case GradeMethod.FIRST:
        chosen = first;
        finalScore = first.totalScore;
        break;
      case GradeMethod.LATEST:
        chosen = latest;
        finalScore = latest.totalScore;
        break;
      case GradeMethod.AVERAGE:
        chosen = latest;
        finalScore = Math.round((mean(ordered.map((attempt) => attempt.totalScore)) as number) + 1e-9);
        break;
      case GradeMethod.HIGHEST:
      default:
        chosen = ordered.reduce((best, attempt) => (attempt.totalScore > best.totalScore ? attempt : best), first);
        finalScore = chosen.totalScore;
        break;
    }
    results.push({ userId, attemptsUsed: ordered.length, finalScore, passed: finalScore >= passScore, attempt: chosen });
  }
  return results;
}

/** Examination-level statistics (§c.6). Scores in hundredths, times in seconds. */
export interface ExamStatistics {
  /** Candidates with at least one attempt (voided ones excluded). */
  started: number;
  /** Candidates with at least one submitted attempt. */
  submitted: number;
  /** Candidates whose result is final (at least one fully graded attempt); the score figures cover these. */
  graded: number;
  mean: number | null;
  median: number | null;
  sd: number | null;
  min: number | null;
  max: number | null;
  /** passed / graded, 0..1. */
  passRate: number | null;
  timeUsedMean: number | null;
  timeUsedMedian: number | null;
  /** Candidates per 10 % band of the paper total. */
  distribution: number[];
  /** Cronbach's alpha over the item scores of first attempts (null when it cannot be computed). */
  cronbachAlpha: number | null;
}

export interface ExamStatisticsInput {
  started: number;
  submitted: number;
  finals: readonly FinalResult[];
  paperTotal: number;
  /** Item scores of each candidate's first graded attempt, one row per attempt, ordered by slot. */
  firstAttemptItemScores: ReadonlyArray<readonly number[]>;
}

export function examStatistics(input: ExamStatisticsInput): ExamStatistics {
  const scores = input.finals.map((result) => result.finalScore);
  const times = input.finals.map((result) =>
    Math.max(0, (result.attempt.submittedAt.getTime() - result.attempt.startedAt.getTime()) / 1000),
  );
  const passed = input.finals.filter((result) => result.passed).length;
  return {
    started: input.started,
    submitted: input.submitted,
    graded: input.finals.length,
    mean: mean(scores),
    median: median(scores),
    sd: sampleSd(scores),
    min: scores.length === 0 ? null : Math.min(...scores),
    max: scores.length === 0 ? null : Math.max(...scores),
    passRate: input.finals.length === 0 ? null : passed / input.finals.length,
    timeUsedMean: mean(times),
    timeUsedMedian: median(times),
    distribution: tenPercentBuckets(scores, input.paperTotal),
    cronbachAlpha: cronbachAlpha(input.firstAttemptItemScores),
  };
}
