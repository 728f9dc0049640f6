import { mean, pearson, sampleSd } from './descriptive-stats';

/** One answered item of an attempt used for item analysis. Scores are hundredths of a point. */
export interface ItemResponseFact {
  attemptId: string;
  questionId: string;
  score: number;
  maxScore: number;
  /** No answer was given. */
  omitted: boolean;
  /** Chosen options (choice questions). */
  optionIds: readonly string[];
}

/** Item statistics of one question (§c.6), aggregated over every slot that showed it. */
export interface ItemStatistics {
  questionId: string;
  responses: number;
  /** Highest item score of the responses' slots (hundredths of a point). */
  maxScore: number;
  /** Mean item score (hundredths of a point), null without responses. */
  meanScore: number | null;
  /** Mean of score / max, 0 (hard) .. 1 (easy). */
  facility: number | null;
  /** Sample SD of score / max. */
  sd: number | null;
  /** Share of responses left empty. */
  omitRate: number | null;
  /** Correlation of the item score with the score on the rest of the test. */
  restCorrelation: number | null;
  /** Facility of the top 27 % of attempts (by total) minus that of the bottom 27 %. */
  upperLowerIndex: number | null;
  /** How often each option was chosen. */
  optionCounts: Map<string, number>;
}

const UPPER_LOWER_SHARE = 0.27;

/**
 * Item analysis per question over the given attempts (normally each candidate's first attempt). `totals`
 * holds each attempt's total score; attempts missing from it are ignored.
 */
export function itemStatistics(responses: readonly ItemResponseFact[], totals: ReadonlyMap<string, number>): ItemStatistics[] {
  const byQuestion = new Map<string, ItemResponseFact[]>();
  for (const response of responses) {
    if (!totals.has(response.attemptId)) {
      continue;
    }
    const list = byQuestion.get(response.questionId) ?? [];
    list.push(response);
    byQuestion.set(response.questionId, list);
  }
  return [...byQuestion.entries()].map(([questionId, list]) => questionStatistics(questionId, list, totals));
}

function share(response: ItemResponseFact): number {
  return response.maxScore > 0 ? response.score / response.maxScore : 0;
}

function questionStatistics(questionId: string, list: readonly ItemResponseFact[], totals: ReadonlyMap<string, number>): ItemStatistics {
  const shares = list.map(share);
  const optionCounts = new Map<string, number>();
  for (const response of list) {
    for (const optionId of new Set(response.optionIds)) {
      optionCounts.set(optionId, (optionCounts.get(optionId) ?? 0) + 1);
    }
  }
  const itemScores = list.map((response) => response.score);
  const restScores = list.map((response) => (totals.get(response.attemptId) ?? 0) - response.score);
  return {
    questionId,
    responses: list.length,
    maxScore: Math.max(0, ...list.map((response) => response.maxScore)),
    meanScore: mean(itemScores),
    facility: mean(shares),
    sd: sampleSd(shares),
    omitRate: list.length === 0 ? null : list.filter((response) => response.omitted).length / list.length,
    restCorrelation: pearson(itemScores, restScores),
    upperLowerIndex: upperLower(list, totals),
    optionCounts,
  };
}

/** Classical discrimination: facility in the upper 27 % group minus the lower 27 % group (ties by attempt id). */
function upperLower(list: readonly ItemResponseFact[], totals: ReadonlyMap<string, number>): number | null {
  if (list.length < 2) {
    return null;
  }
  const ordered = [...list].sort(
    (a, b) => (totals.get(b.attemptId) ?? 0) - (totals.get(a.attemptId) ?? 0) || a.attemptId.localeCompare(b.attemptId),
  );
  const group = Math.max(1, Math.round(ordered.length * UPPER_LOWER_SHARE));
  const upper = mean(ordered.slice(0, group).map(share)) as number;
  const lower = mean(ordered.slice(ordered.length - group).map(share)) as number;
  return upper - lower;
}
