import { AttemptState } from '../shared/attempt-enums';
import { MultiSelectScoring, QuestionType } from '../shared/exam-enums';
import { IntegrityAction, OverdueHandling, TimingMode } from '../shared/examination-enums';
import type { PaperSnapshotData, SnapshotQuestion } from '../shared/paper-snapshot.types';
import { attemptDeadline, acceptUntil } from './attempt-deadline';
import { buildLayout } from './attempt-layout';
import { nextState } from './attempt-sweep';
import { integrityActionFor } from './integrity.service';

const question = (id: string, type = QuestionType.SINGLE_CHOICE): SnapshotQuestion => ({
  questionId: id,
  version: 1,
  type,
  stem: id,
  difficulty: 3,
  explanation: null,
  options: ['a', 'b', 'c', 'd'].map((suffix, index) => ({ id: `${id}${suffix}`, content: suffix, isCorrect: index === 0, weightPct: 0 })),
  multiSelectScoring: MultiSelectScoring.ALL_OR_NOTHING,
  blanks: [],
  caseSensitive: false,
  fileRule: null,
});

const snapshot: PaperSnapshotData = {
  paperId: 'p',
  paperName: 'p',
  totalScore: 0,
  passScore: 0,
  sections: [
    {
      sectionId: 's2',
      title: 'two',
      instructions: null,
      sort: 2,
      shuffleQuestions: false,
      fixedItems: [{ paperQuestionId: 'pq3', sort: 1, score: 300, question: question('q3') }],
      drawRules: [],
    },
    {
      sectionId: 's1',
      title: 'one',
      instructions: null,
      sort: 1,
      shuffleQuestions: false,
      fixedItems: [
        { paperQuestionId: 'pq2', sort: 2, score: 200, question: question('q2', QuestionType.TRUE_FALSE) },
        { paperQuestionId: 'pq1', sort: 1, score: 100, question: question('q1') },
      ],
      drawRules: [{ ruleId: 'r1', count: 3, scoreEach: 50, pool: ['q1', 'p1', 'p2', 'p3', 'p4'].map((id) => question(id)) }],
    },
  ],
};

/** A deterministic generator (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe('attempt layout', () => {
  it('should keep sections and fixed items in order, then draw each rule without repeats', () => {
    const layout = buildLayout(snapshot, { shuffleQuestions: false, shuffleOptions: false }, seeded(1));
    expect(layout.slots.map((slot) => slot.slot)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(layout.slots.slice(0, 2).map((slot) => slot.questionId)).toEqual(['q1', 'q2']);
    const drawn = layout.slots.slice(2, 5);
    expect(drawn.every((slot) => slot.ruleId === 'r1' && slot.maxScore === 50 && slot.paperQuestionId === null)).toBe(true);
    // q1 is a fixed item already: never drawn again.
    expect(new Set(drawn.map((slot) => slot.questionId)).size).toBe(3);
    expect(drawn.map((slot) => slot.questionId)).not.toContain('q1');
    expect(layout.slots[5]).toMatchObject({ questionId: 'q3', sectionId: 's2', maxScore: 300, optionOrder: ['q3a', 'q3b', 'q3c', 'q3d'] });
  });

  it('should draw differently for different attempts and shuffle questions within sections only', () => {
    const draws = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        buildLayout(snapshot, { shuffleQuestions: false, shuffleOptions: false }, seeded(seed))
          .slots.slice(2, 5)
          .map((slot) => slot.questionId)
          .sort()
          .join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(1);
    const shuffled = buildLayout(snapshot, { shuffleQuestions: true, shuffleOptions: false }, seeded(3));
    expect(shuffled.slots[5]?.sectionId).toBe('s2');
    expect(new Set(shuffled.slots.slice(0, 5).map((slot) => slot.sectionId))).toEqual(new Set(['s1']));
  });

  it('should shuffle options when asked, never those of true/false', () => {
    const orders = [1, 2, 3, 4, 5].map((seed) => buildLayout(snapshot, { shuffleQuestions: false, shuffleOptions: true }, seeded(seed)));
    expect(new Set(orders.map((layout) => layout.slots[0]?.optionOrder.join())).size).toBeGreaterThan(1);
    for (const layout of orders) {
      expect(layout.slots[1]?.optionOrder).toEqual(['q2a', 'q2b', 'q2c', 'q2d']);
      expect([...(layout.slots[0]?.optionOrder ?? [])].sort()).toEqual(['q1a', 'q1b', 'q1c', 'q1d']);
    }
  });
});

describe('deadlines, timeouts and integrity thresholds', () => {
  const closeAt = new Date('2030-01-01T12:00:00.000Z');
  it('should fix the deadline at start: PER_ATTEMPT capped by closeAt, FIXED_WINDOW closeAt', () => {
    expect(attemptDeadline({ timingMode: TimingMode.PER_ATTEMPT, durationMin: 60, closeAt }, new Date('2030-01-01T10:00:00.000Z'))).toEqual(
      new Date('2030-01-01T11:00:00.000Z'),
    );
    expect(attemptDeadline({ timingMode: TimingMode.PER_ATTEMPT, durationMin: 60, closeAt }, new Date('2030-01-01T11:30:00.000Z'))).toEqual(
      closeAt,
    );
    expect(
      attemptDeadline({ timingMode: TimingMode.FIXED_WINDOW, durationMin: 60, closeAt }, new Date('2030-01-01T10:00:00.000Z')),
    ).toEqual(closeAt);
    expect(acceptUntil(closeAt, 30)).toEqual(new Date('2030-01-01T12:00:30.000Z'));
  });

  it('should move overdue attempts per overdueHandling (allowed and refused transitions)', () => {
    expect(nextState(OverdueHandling.AUTO_SUBMIT, AttemptState.IN_PROGRESS, false)).toBeNull();
    expect(nextState(OverdueHandling.AUTO_SUBMIT, AttemptState.IN_PROGRESS, true)).toBe(AttemptState.SUBMITTED);
    expect(nextState(OverdueHandling.ABANDON, AttemptState.IN_PROGRESS, true)).toBe(AttemptState.ABANDONED);
    expect(nextState(OverdueHandling.GRACE_PERIOD, AttemptState.IN_PROGRESS, false)).toBe(AttemptState.OVERDUE);
    expect(nextState(OverdueHandling.GRACE_PERIOD, AttemptState.OVERDUE, false)).toBeNull();
    expect(nextState(OverdueHandling.GRACE_PERIOD, AttemptState.OVERDUE, true)).toBe(AttemptState.ABANDONED);
  });

  it('should act only once the count passes a non-zero limit', () => {
    expect(integrityActionFor(0, 50, IntegrityAction.LOCK_UNTIL_PROCTOR)).toBeNull();
    expect(integrityActionFor(3, 3, IntegrityAction.WARN)).toBeNull();
    expect(integrityActionFor(3, 4, IntegrityAction.WARN)).toBe(IntegrityAction.WARN);
  });
});
