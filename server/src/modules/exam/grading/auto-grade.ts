import { Correctness, ItemGradingState } from '../shared/attempt-enums';
import { MultiSelectScoring, QuestionType } from '../shared/exam-enums';
import type { AttemptResponse } from '../shared/attempt-layout.types';
import type { SnapshotQuestion } from '../shared/paper-snapshot.types';

/** The automatic grade of one item; score in hundredths (null for items a person grades). */
export interface ItemGrade {
  score: number | null;
  isCorrect: Correctness | null;
  gradingState: ItemGradingState.AUTO_GRADED | ItemGradingState.NEEDS_MANUAL;
}

/** `fullyRight`: the answer is entirely right; otherwise any score earned makes it PARTIAL. */
const graded = (score: number, fullyRight: boolean): ItemGrade => ({
  score,
  isCorrect: fullyRight ? Correctness.TRUE : score > 0 ? Correctness.PARTIAL : Correctness.FALSE,
  gradingState: ItemGradingState.AUTO_GRADED,
});

/** True when exactly the correct options were chosen. */
function exactlyCorrect(question: SnapshotQuestion, chosen: ReadonlySet<string>): boolean {
  const correct = question.options.filter((option) => option.isCorrect).map((option) => option.id);
  return correct.length > 0 && correct.length === chosen.size && correct.every((id) => chosen.has(id));
}

/** Multiple choice under the question's MultiSelectScoring (reference/exam-domain.md §c.6). */
export function gradeMultiple(question: SnapshotQuestion, chosen: ReadonlySet<string>, max: number): number {
  const correct = new Set(question.options.filter((option) => option.isCorrect).map((option) => option.id));
  const chosenCorrect = [...chosen].filter((id) => correct.has(id)).length;
  const chosenWrong = chosen.size - chosenCorrect;
  switch (question.multiSelectScoring) {
    case MultiSelectScoring.PARTIAL_NO_WRONG:
      return chosenWrong > 0 || correct.size === 0 ? 0 : Math.floor((max * chosenCorrect) / correct.size);
    case MultiSelectScoring.HALF_IF_SUBSET:
      if (chosenWrong > 0 || chosenCorrect === 0) {
        return 0;
      }
      return chosenCorrect === correct.size ? max : Math.floor(max / 2);
    case MultiSelectScoring.WEIGHTED: {
      const percent = question.options.filter((option) => chosen.has(option.id)).reduce((sum, option) => sum + option.weightPct, 0);
      return Math.max(0, Math.min(max, Math.floor((max * percent) / 100)));
    }
    case MultiSelectScoring.ALL_OR_NOTHING:
    default:
      return chosenWrong === 0 && chosenCorrect === correct.size && correct.size > 0 ? max : 0;
  }
}

/** Normalizes a blank answer for comparison: trimmed, inner whitespace collapsed, case folded unless caseSensitive. */
export function normalizeBlank(text: string, caseSensitive: boolean): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return caseSensitive ? trimmed : trimmed.toLocaleLowerCase();
}

/** How many blanks match one of their alternatives. */
export function blanksRight(question: SnapshotQuestion, answers: readonly string[]): number {
  let right = 0;
  question.blanks.forEach((alternatives, index) => {
    const given = normalizeBlank(answers[index] ?? '', question.caseSensitive);
    if (given !== '' && alternatives.some((alternative) => normalizeBlank(alternative, question.caseSensitive) === given)) {
      right += 1;
    }
  });
  return right;
}

/** Fill in the blanks: each blank earns max / blanks when it matches one of its alternatives. */
export function gradeBlanks(question: SnapshotQuestion, answers: readonly string[], max: number): number {
  const count = question.blanks.length;
  if (count === 0) {
    return 0;
  }
  const right = blanksRight(question, answers);
  // All right earns exactly max (no rounding loss); otherwise the share, rounded down to a hundredth.
  return right === count ? max : Math.floor((max * right) / count);
}

/**
 * Grades one item automatically (§c.6): single choice and true/false all or nothing, multiple choice by its
 * scoring mode, fill in the blanks per blank; short answer and file upload go to a person. An empty
 * answer of an automatic type scores 0.
 */
export function autoGrade(question: SnapshotQuestion, response: AttemptResponse | null | undefined, max: number): ItemGrade {
  switch (question.type) {
    case QuestionType.SINGLE_CHOICE:
    case QuestionType.TRUE_FALSE: {
      const chosen = response?.optionIds ?? [];
      const right = chosen.length === 1 && question.options.some((option) => option.id === chosen[0] && option.isCorrect);
      return graded(right ? max : 0, right);
    }
    case QuestionType.MULTIPLE_CHOICE: {
      const chosen = new Set(response?.optionIds ?? []);
      return graded(gradeMultiple(question, chosen, max), exactlyCorrect(question, chosen));
    }
    case QuestionType.FILL_BLANK: {
      const answers = response?.blanks ?? [];
      const score = gradeBlanks(question, answers, max);
      return graded(score, question.blanks.length > 0 && blanksRight(question, answers) === question.blanks.length);
    }
    case QuestionType.SHORT_ANSWER:
    case QuestionType.FILE_UPLOAD:
    default:
      return { score: null, isCorrect: null, gradingState: ItemGradingState.NEEDS_MANUAL };
  }
}
