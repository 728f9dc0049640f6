import { GradeMethod } from '../shared/examination-enums';
import { cronbachAlpha, mean, median, pearson, sampleSd, tenPercentBuckets } from './descriptive-stats';
import { examStatistics, finalResults, type AttemptFact } from './exam-stats';

const at = (minute: number): Date => new Date(Date.UTC(2026, 0, 5, 8, minute, 0));
const attempt = (userId: string, attemptNo: number, totalScore: number, minutes = 10): AttemptFact => ({
  attemptId: `${userId}-${attemptNo}`,
  userId,
  attemptNo,
  totalScore,
  startedAt: at(0),
  submittedAt: at(minutes),
});

describe('descriptive statistics', () => {
  it('should compute mean, median and sample SD of a hand-checked series', () => {
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(values)).toBe(5);
    expect(median(values)).toBe(4.5);
    expect(median([3, 1, 2])).toBe(2);
    // Squared deviations 9+1+1+1+0+0+4+16 = 32; 32 / 7.
    expect(sampleSd(values)).toBeCloseTo(Math.sqrt(32 / 7), 10);
    expect(sampleSd([5])).toBeNull();
    expect(mean([])).toBeNull();
  });

  it('should correlate perfectly related series and refuse constant ones', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 10);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
  });

  it("should compute Cronbach's alpha of a Guttman pattern as 0.75", () => {
    // Item variances 1/4 + 1/3 + 1/4 = 5/6; total variance 5/3; alpha = 3/2 * (1 - 1/2).
    expect(
      cronbachAlpha([
        [1, 1, 1],
        [1, 1, 0],
        [1, 0, 0],
        [0, 0, 0],
      ]),
    ).toBeCloseTo(0.75, 10);
    expect(cronbachAlpha([[1], [0]])).toBeNull();
    expect(
      cronbachAlpha([
        [1, 1],
        [1, 1],
      ]),
    ).toBeNull();
  });

  it('should put scores into 10 % bands with full marks in the last band', () => {
    expect(tenPercentBuckets([0, 99, 100, 550, 999, 1000], 1000)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 2]);
  });
});

describe('final results by grade method', () => {
  const attempts = [attempt('a', 1, 600), attempt('a', 2, 800), attempt('a', 3, 700), attempt('b', 1, 500)];

  it.each([
    [GradeMethod.HIGHEST, 800, 2, true],
    [GradeMethod.LATEST, 700, 3, true],
    [GradeMethod.FIRST, 600, 1, false],
    [GradeMethod.AVERAGE, 700, 3, true],
  ])('%s gives candidate a %d from attempt %d', (method, score, attemptNo, passed) => {
    const results = finalResults(attempts, method, 700);
    const a = results.find((result) => result.userId === 'a');
    expect(a).toMatchObject({ finalScore: score, attemptsUsed: 3, passed });
    expect(a?.attempt.attemptNo).toBe(attemptNo);
    expect(results.find((result) => result.userId === 'b')).toMatchObject({ finalScore: 500, attemptsUsed: 1, passed: false });
  });

  it('should round an average to a hundredth of a point', () => {
    expect(finalResults([attempt('c', 1, 100), attempt('c', 2, 101)], GradeMethod.AVERAGE, 0)[0]?.finalScore).toBe(101);
  });

  it('should summarise an examination from the final results', () => {
    const finals = finalResults(
      [attempt('a', 1, 800, 20), attempt('b', 1, 400, 30), attempt('c', 1, 600, 40), attempt('d', 1, 1000, 10)],
      GradeMethod.HIGHEST,
      600,
    );
    const stats = examStatistics({
      started: 5,
      submitted: 4,
      finals,
      paperTotal: 1000,
      firstAttemptItemScores: [
        [1, 1, 1],
        [1, 1, 0],
        [1, 0, 0],
        [0, 0, 0],
      ],
    });
    expect(stats).toMatchObject({
      started: 5,
      submitted: 4,
      graded: 4,
      mean: 700,
      median: 700,
      min: 400,
      max: 1000,
      passRate: 0.75,
      timeUsedMean: 1500,
      timeUsedMedian: 1500,
    });
    // Deviations 100, -300, -100, 300: squares sum to 200000; / 3.
    expect(stats.sd).toBeCloseTo(Math.sqrt(200000 / 3), 8);
    expect(stats.distribution).toEqual([0, 0, 0, 0, 1, 0, 1, 0, 1, 1]);
    expect(stats.cronbachAlpha).toBeCloseTo(0.75, 10);
  });

  it('should give empty figures when nobody finished', () => {
    const stats = examStatistics({ started: 2, submitted: 0, finals: [], paperTotal: 1000, firstAttemptItemScores: [] });
    expect(stats).toMatchObject({
      graded: 0,
      mean: null,
      median: null,
      sd: null,
      min: null,
      max: null,
      passRate: null,
      cronbachAlpha: null,
    });
    expect(stats.distribution).toEqual(new Array(10).fill(0));
  });
});
