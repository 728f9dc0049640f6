import type { GradingPaperQuery } from '../../../generated/graphql';

/** A candidate's whole paper as the grading by paper view shows it. */
export type GradingPaperView = NonNullable<GradingPaperQuery['gradingPaper']>;

/** One question of the paper with the candidate's answer and score. */
export type GradingPaperItem = GradingPaperView['items'][number];

/**
 * Where "save and next" goes after `savedId`: the next manual answer of the paper, else an earlier one still
 * waiting (`saved` holds the answers saved meanwhile, which `items` may not show yet), else (undefined) the next paper.
 */
export function nextManualItem(
  items: readonly GradingPaperItem[],
  savedId: string,
  saved: ReadonlySet<string> = new Set(),
): GradingPaperItem | undefined {
  const index = items.findIndex((item) => item.id === savedId);
  const after = items.slice(index + 1).find((item) => item.manual);
  return (
    after ?? items.slice(0, Math.max(index, 0)).find((item) => item.manual && item.gradingState === 'NEEDS_MANUAL' && !saved.has(item.id))
  );
}
