import { itemStatistics, type ItemResponseFact } from './item-stats';

const response = (attemptId: string, questionId: string, score: number, optionIds: string[] = []): ItemResponseFact => ({
  attemptId,
  questionId,
  score,
  maxScore: 100,
  omitted: optionIds.length === 0 && score === 0,
  optionIds,
});

describe('item statistics', () => {
  // Four attempts in a Guttman pattern over three one-point questions (scores in hundredths).
  const totals = new Map([
    ['a1', 300],
    ['a2', 200],
    ['a3', 100],
    ['a4', 0],
  ]);
  const responses = [
    response('a1', 'q1', 100, ['o1']),
    response('a2', 'q1', 100, ['o1']),
    response('a3', 'q1', 100, ['o1']),
    response('a4', 'q1', 0),
    response('a1', 'q2', 100, ['p1']),
    response('a2', 'q2', 100, ['p1']),
    response('a3', 'q2', 0, ['p2']),
    response('a4', 'q2', 0, ['p2', 'p3']),
    response('a1', 'q3', 100),
    response('a2', 'q3', 0),
    response('a3', 'q3', 0),
    response('a4', 'q3', 0),
    // An attempt without a total (not in the analysed set) is ignored.
    response('zz', 'q1', 0),
  ];

  it('should compute facility, SD, omit rate and option counts per question', () => {
    const stats = new Map(itemStatistics(responses, totals).map((item) => [item.questionId, item]));
    const q1 = stats.get('q1');
    expect(q1).toMatchObject({ responses: 4, facility: 0.75, omitRate: 0.25 });
    expect(q1?.sd).toBeCloseTo(0.5, 10);
    expect(Object.fromEntries(q1?.optionCounts ?? [])).toEqual({ o1: 3 });
    expect(Object.fromEntries(stats.get('q2')?.optionCounts ?? [])).toEqual({ p1: 2, p2: 2, p3: 1 });
    expect(stats.get('q2')?.facility).toBe(0.5);
  });

  it('should compute the rest-of-test correlation and the upper-minus-lower 27 % index', () => {
    const stats = new Map(itemStatistics(responses, totals).map((item) => [item.questionId, item]));
    // q1: item [100,100,100,0], rest [200,100,0,0]: covariance 7500, variances 7500 and 27500.
    expect(stats.get('q1')?.restCorrelation).toBeCloseTo(7500 / Math.sqrt(7500 * 27500), 10);
    // Groups of round(4 x 0.27) = 1: the best attempt got it, the worst did not.
    expect(stats.get('q1')?.upperLowerIndex).toBe(1);
    // q3: only the best attempt got it: item [100,0,0,0], rest [200,200,100,0].
    expect(stats.get('q3')?.restCorrelation).toBeCloseTo(
      // dx 75,-25,-25,-25; dy 75,75,-25,-125: covariance 5625-1875+625+3125 = 7500; var x 7500; var y 27500.
      7500 / Math.sqrt(7500 * 27500),
      10,
    );
    expect(stats.get('q3')?.upperLowerIndex).toBe(1);
  });

  it('should leave discrimination empty for a single response', () => {
    const [only] = itemStatistics([response('a1', 'q1', 100, ['o1'])], totals);
    expect(only).toMatchObject({ responses: 1, facility: 1, sd: null, restCorrelation: null, upperLowerIndex: null });
  });
});
