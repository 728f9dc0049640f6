import { Correctness, ItemGradingState } from '../shared/attempt-enums';
import { MultiSelectScoring, QuestionType } from '../shared/exam-enums';
import type { SnapshotQuestion } from '../shared/paper-snapshot.types';
import { autoGrade, gradeBlanks, gradeMultiple, normalizeBlank } from './auto-grade';
import { attemptTotals } from './attempt-grading';

const question = (overrides: Partial<SnapshotQuestion>): SnapshotQuestion => ({
  questionId: 'q',
  version: 1,
  type: QuestionType.SINGLE_CHOICE,
  stem: '',
  difficulty: 3,
  explanation: null,
  options: [],
  multiSelectScoring: MultiSelectScoring.ALL_OR_NOTHING,
  blanks: [],
  caseSensitive: false,
  fileRule: null,
  ...overrides,
});

const options = (correct: boolean[], weights: number[] = []) =>
  correct.map((isCorrect, index) => ({ id: `o${index}`, content: `${index}`, isCorrect, weightPct: weights[index] ?? 0 }));

describe('auto-grading (reference/exam-domain.md §c.6)', () => {
  it('should give single choice and true/false full marks only for the one correct option', () => {
    const single = question({ options: options([false, true, false]) });
    expect(autoGrade(single, { optionIds: ['o1'] }, 500)).toEqual({
      score: 500,
      isCorrect: Correctness.TRUE,
      gradingState: ItemGradingState.AUTO_GRADED,
    });
    expect(autoGrade(single, { optionIds: ['o0'] }, 500)).toMatchObject({ score: 0, isCorrect: Correctness.FALSE });
    expect(autoGrade(single, { optionIds: ['o1', 'o0'] }, 500)).toMatchObject({ score: 0 });
    expect(autoGrade(single, null, 500)).toMatchObject({ score: 0, isCorrect: Correctness.FALSE });
    const trueFalse = question({ type: QuestionType.TRUE_FALSE, options: options([true, false]) });
    expect(autoGrade(trueFalse, { optionIds: ['o0'] }, 200).score).toBe(200);
  });

  describe('multiple choice', () => {
    const multi = (mode: MultiSelectScoring, weights: number[] = []) =>
      question({ type: QuestionType.MULTIPLE_CHOICE, multiSelectScoring: mode, options: options([true, true, true, false], weights) });
    const pick = (...ids: number[]) => new Set(ids.map((id) => `o${id}`));

    it('ALL_OR_NOTHING: only exactly the correct set scores', () => {
      expect(gradeMultiple(multi(MultiSelectScoring.ALL_OR_NOTHING), pick(0, 1, 2), 600)).toBe(600);
      expect(gradeMultiple(multi(MultiSelectScoring.ALL_OR_NOTHING), pick(0, 1), 600)).toBe(0);
      expect(gradeMultiple(multi(MultiSelectScoring.ALL_OR_NOTHING), pick(0, 1, 2, 3), 600)).toBe(0);
    });

    it('PARTIAL_NO_WRONG: the share of correct options, nothing with a wrong one', () => {
      expect(gradeMultiple(multi(MultiSelectScoring.PARTIAL_NO_WRONG), pick(0, 1), 600)).toBe(400);
      expect(gradeMultiple(multi(MultiSelectScoring.PARTIAL_NO_WRONG), pick(0), 100)).toBe(33);
      expect(gradeMultiple(multi(MultiSelectScoring.PARTIAL_NO_WRONG), pick(0, 3), 600)).toBe(0);
    });

    it('HALF_IF_SUBSET: a correct subset earns half, all earns all, a wrong one nothing', () => {
      expect(gradeMultiple(multi(MultiSelectScoring.HALF_IF_SUBSET), pick(0), 600)).toBe(300);
      expect(gradeMultiple(multi(MultiSelectScoring.HALF_IF_SUBSET), pick(0, 1, 2), 600)).toBe(600);
      expect(gradeMultiple(multi(MultiSelectScoring.HALF_IF_SUBSET), pick(0, 3), 600)).toBe(0);
      expect(gradeMultiple(multi(MultiSelectScoring.HALF_IF_SUBSET), pick(), 600)).toBe(0);
    });

    it('WEIGHTED: the sum of the chosen weights, floored at 0 and capped at the maximum', () => {
      const weighted = multi(MultiSelectScoring.WEIGHTED, [50, 30, 20, -100]);
      expect(gradeMultiple(weighted, pick(0, 1), 1000)).toBe(800);
      expect(gradeMultiple(weighted, pick(0, 3), 1000)).toBe(0);
      expect(gradeMultiple(weighted, pick(0, 1, 2), 1000)).toBe(1000);
    });

    it('should mark a partly right answer PARTIAL and the exact set TRUE', () => {
      expect(autoGrade(multi(MultiSelectScoring.HALF_IF_SUBSET), { optionIds: ['o0'] }, 600)).toMatchObject({
        score: 300,
        isCorrect: Correctness.PARTIAL,
      });
      expect(autoGrade(multi(MultiSelectScoring.ALL_OR_NOTHING), { optionIds: ['o2', 'o1', 'o0'] }, 600)).toMatchObject({
        score: 600,
        isCorrect: Correctness.TRUE,
      });
    });
  });

  describe('fill in the blanks', () => {
    const blanks = question({ type: QuestionType.FILL_BLANK, blanks: [['北京', 'Beijing'], ['42']] });

    it('should trim, fold case unless caseSensitive, accept alternatives and share the score per blank', () => {
      expect(normalizeBlank('  Bei   Jing ', false)).toBe('bei jing');
      expect(gradeBlanks(blanks, [' beijing ', '42'], 500)).toBe(500);
      expect(gradeBlanks(blanks, ['北京', '41'], 500)).toBe(250);
      expect(gradeBlanks(question({ ...blanks, caseSensitive: true }), ['beijing', '42'], 500)).toBe(250);
      expect(autoGrade(blanks, { blanks: ['', '42'] }, 300)).toMatchObject({ score: 150, isCorrect: Correctness.PARTIAL });
      expect(autoGrade(blanks, { blanks: [] }, 300)).toMatchObject({ score: 0, isCorrect: Correctness.FALSE });
    });
  });

  it('should send short answers and files to a person', () => {
    for (const type of [QuestionType.SHORT_ANSWER, QuestionType.FILE_UPLOAD]) {
      expect(autoGrade(question({ type }), { text: 'x' }, 500)).toEqual({
        score: null,
        isCorrect: null,
        gradingState: ItemGradingState.NEEDS_MANUAL,
      });
    }
  });

  it('should total the items and know when a person still has to grade', () => {
    const auto = { autoScore: 300, manualScore: null, finalScore: 300, gradingState: ItemGradingState.AUTO_GRADED };
    const manual = { autoScore: null, manualScore: null, finalScore: null, gradingState: ItemGradingState.NEEDS_MANUAL };
    expect(attemptTotals([auto, auto])).toEqual({ autoScore: 600, manualScore: 0, totalScore: 600, complete: true });
    expect(attemptTotals([auto, manual])).toMatchObject({ totalScore: 300, complete: false });
  });
});
