/** Small descriptive statistics over plain numbers (pure; used by exam and item statistics). */

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Arithmetic mean; null for no values. */
export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : sum(values) / values.length;
}

/** Median (mean of the two middle values for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Sample variance (n - 1 in the denominator); null below two values. */
export function sampleVariance(values: readonly number[]): number | null {
  const average = mean(values);
  if (average === null || values.length < 2) {
    return null;
  }
  return values.reduce((total, value) => total + (value - average) ** 2, 0) / (values.length - 1);
}

/** Sample standard deviation; null below two values. */
export function sampleSd(values: readonly number[]): number | null {
  const variance = sampleVariance(values);
  return variance === null ? null : Math.sqrt(variance);
}

/** Pearson correlation of paired values; null below two pairs or when either side does not vary. */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length || x.length < 2) {
    return null;
  }
  const meanX = mean(x) as number;
  const meanY = mean(y) as number;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  x.forEach((value, index) => {
    const dx = value - meanX;
    const dy = (y[index] as number) - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  });
  if (varianceX === 0 || varianceY === 0) {
    return null;
  }
  return covariance / Math.sqrt(varianceX * varianceY);
}

/**
 * Cronbach's alpha of a persons x items score matrix (every row the same length k):
 * k / (k - 1) * (1 - sum of item variances / variance of the totals). Null with fewer than two items or
 * persons, or when the totals do not vary.
 */
export function cronbachAlpha(matrix: ReadonlyArray<readonly number[]>): number | null {
  const k = matrix[0]?.length ?? 0;
  if (matrix.length < 2 || k < 2 || matrix.some((row) => row.length !== k)) {
    return null;
  }
  const totalVariance = sampleVariance(matrix.map((row) => sum(row)));
  if (totalVariance === null || totalVariance === 0) {
    return null;
  }
  let itemVariances = 0;
  for (let column = 0; column < k; column += 1) {
    itemVariances += sampleVariance(matrix.map((row) => row[column] as number)) ?? 0;
  }
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

/**
 * Counts of scores per 10 % band of `maxScore`: [0, 10 %), [10 %, 20 %), ..., [90 %, 100 %] (the last band
 * includes full marks). Scores outside 0..max are clamped.
 */
export function tenPercentBuckets(scores: readonly number[], maxScore: number): number[] {
  const buckets = new Array<number>(10).fill(0);
  if (maxScore <= 0) {
    return buckets;
  }
  for (const score of scores) {
    const share = Math.min(Math.max(score / maxScore, 0), 1);
    const index = Math.min(9, Math.floor(share * 10 + 1e-9));
    buckets[index] = (buckets[index] ?? 0) + 1;
  }
  return buckets;
}
