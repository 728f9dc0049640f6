import type { FieldProblem } from '../../../core/errors/app-error';
import { CHOICE_TYPES, MultiSelectScoring, QuestionType } from '../shared/exam-enums';
import { toHundredths, toPoints } from '../shared/exam-score';
import { countBlankMarkers, hasVisibleContent, plainTextOf, sanitizeQuestionHtml } from './question-html';
import type { FileRule, Question } from './question.entity';

/** The two fixed options of a TRUE_FALSE question, in this order. */
export const TRUE_FALSE_LABELS = ['正确', '错误'] as const;

/** What a question is made of before it is checked (from GraphQL, legacy REST or an Excel row). */
export interface QuestionDraft {
  questionType: QuestionType;
  stem: string;
  difficulty: number;
  tags: string[];
  explanation?: string | null;
  /** Points. */
  defaultScore: number;
  multiSelectScoring?: MultiSelectScoring | null;
  options: Array<{ id?: string | null; content: string; isCorrect: boolean; weightPct?: number | null; sort?: number | null }>;
  blanks: string[][];
  caseSensitive: boolean;
  referenceAnswer?: string | null;
  fileRule?: FileRule | null;
}

export interface PlannedOption {
  id: string | null;
  content: string;
  isCorrect: boolean;
  weightPct: number;
  sort: number;
}

/** A checked, sanitized question ready to store (scores in hundredths). */
export interface PlannedQuestion {
  questionType: QuestionType;
  stem: string;
  difficulty: number;
  tags: string[];
  explanation: string | null;
  defaultScore: number;
  multiSelectScoring: MultiSelectScoring;
  blanks: string[][];
  caseSensitive: boolean;
  referenceAnswer: string | null;
  fileRule: FileRule | null;
  options: PlannedOption[];
}

const EXTENSION = /^[a-z0-9]{1,10}$/;

/**
 * Checks a question by its type and returns it sanitized, or the problems (field paths as the input
 * names them). Rules: SINGLE_CHOICE >= 2 options, exactly one correct; MULTIPLE_CHOICE >= 2 options,
 * at least one correct; TRUE_FALSE exactly the options 正确/错误, one correct; FILL_BLANK one answer
 * list per `___` marker of the stem; FILE_UPLOAD a file rule; other types no options.
 */
export function planQuestion(draft: QuestionDraft): { plan: PlannedQuestion | null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const type = draft.questionType;
  const stem = sanitizeQuestionHtml(draft.stem);
  if (!hasVisibleContent(stem)) {
    problems.push({ field: 'stem', messageKey: 'exam.questionStemRequired' });
  }
  const explanation = draft.explanation ? sanitizeQuestionHtml(draft.explanation) : '';
  const options = CHOICE_TYPES.has(type) ? planOptions(draft, problems) : [];
  if (!CHOICE_TYPES.has(type) && draft.options.length > 0) {
    problems.push({ field: 'options', messageKey: 'exam.noOptionsAllowed' });
  }
  const blanks = type === QuestionType.FILL_BLANK ? planBlanks(draft.blanks, stem, problems) : [];
  const fileRule = type === QuestionType.FILE_UPLOAD ? planFileRule(draft.fileRule ?? null, problems) : null;
  const referenceAnswer = type === QuestionType.SHORT_ANSWER && draft.referenceAnswer ? sanitizeQuestionHtml(draft.referenceAnswer) : '';
  const tags = [...new Set(draft.tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))];
  if (problems.length > 0) {
    return { plan: null, problems };
  }
  return {
    plan: {
      questionType: type,
      stem,
      difficulty: draft.difficulty,
      tags,
      explanation: hasVisibleContent(explanation) ? explanation : null,
      defaultScore: toHundredths(draft.defaultScore),
      multiSelectScoring:
        type === QuestionType.MULTIPLE_CHOICE
          ? (draft.multiSelectScoring ?? MultiSelectScoring.ALL_OR_NOTHING)
          : MultiSelectScoring.ALL_OR_NOTHING,
      blanks,
      caseSensitive: type === QuestionType.FILL_BLANK ? draft.caseSensitive : false,
      referenceAnswer: hasVisibleContent(referenceAnswer) ? referenceAnswer : null,
      fileRule,
      options,
    },
    problems,
  };
}

function planOptions(draft: QuestionDraft, problems: FieldProblem[]): PlannedOption[] {
  const options = draft.options.map((option, index) => ({
    id: option.id ?? null,
    content: sanitizeQuestionHtml(option.content),
    isCorrect: option.isCorrect,
    weightPct: option.weightPct ?? 0,
    sort: option.sort ?? index + 1,
  }));
  options.forEach((option, index) => {
    if (!hasVisibleContent(option.content)) {
      problems.push({ field: `options.${index}.content`, messageKey: 'exam.optionContentRequired' });
    }
  });
  const correct = options.filter((option) => option.isCorrect).length;
  if (draft.questionType === QuestionType.TRUE_FALSE) {
    const labels = [...options].sort((left, right) => left.sort - right.sort).map((option) => plainTextOf(option.content));
    if (labels.length !== 2 || labels[0] !== TRUE_FALSE_LABELS[0] || labels[1] !== TRUE_FALSE_LABELS[1]) {
      problems.push({ field: 'options', messageKey: 'exam.trueFalseOptions' });
    } else if (correct !== 1) {
      problems.push({ field: 'options', messageKey: 'exam.singleOneCorrect' });
    }
    return options;
  }
  if (options.length < 2) {
    problems.push({ field: 'options', messageKey: 'exam.optionsCount', params: { min: 2 } });
  } else if (draft.questionType === QuestionType.SINGLE_CHOICE && correct !== 1) {
    problems.push({ field: 'options', messageKey: 'exam.singleOneCorrect' });
  } else if (draft.questionType === QuestionType.MULTIPLE_CHOICE && correct < 1) {
    problems.push({ field: 'options', messageKey: 'exam.multipleCorrect' });
  }
  return options;
}

function planBlanks(blanks: string[][], stem: string, problems: FieldProblem[]): string[][] {
  const cleaned = blanks.map((alternatives) => [
    ...new Set(alternatives.map((answer) => answer.trim()).filter((answer) => answer.length > 0)),
  ]);
  if (
    cleaned.length === 0 ||
    cleaned.some((alternatives) => alternatives.length === 0 || alternatives.some((answer) => answer.length > 200))
  ) {
    problems.push({ field: 'blanks', messageKey: 'exam.blanksRequired' });
    return cleaned;
  }
  const markers = countBlankMarkers(stem);
  if (markers !== cleaned.length) {
    problems.push({ field: 'blanks', messageKey: 'exam.blanksMismatch', params: { markers, blanks: cleaned.length } });
  }
  return cleaned;
}

function planFileRule(rule: FileRule | null, problems: FieldProblem[]): FileRule | null {
  if (!rule) {
    problems.push({ field: 'fileRule', messageKey: 'exam.fileRuleRequired' });
    return null;
  }
  if (
    !Number.isInteger(rule.maxFiles) ||
    rule.maxFiles < 1 ||
    rule.maxFiles > 20 ||
    !Number.isInteger(rule.maxSizeKb) ||
    rule.maxSizeKb < 1 ||
    rule.maxSizeKb > 102_400
  ) {
    problems.push({ field: 'fileRule', messageKey: 'exam.fileRuleRange' });
  }
  const extensions = [
    ...new Set(
      rule.allowedExtensions
        .map((extension) => extension.trim().replace(/^\./, '').toLowerCase())
        .filter((extension) => extension.length > 0),
    ),
  ];
  const bad = extensions.find((extension) => !EXTENSION.test(extension));
  if (bad !== undefined) {
    problems.push({ field: 'fileRule.allowedExtensions', messageKey: 'exam.fileExtensionFormat', params: { name: bad } });
  }
  return { maxFiles: rule.maxFiles, maxSizeKb: rule.maxSizeKb, allowedExtensions: extensions };
}

/** The draft of a stored question with other options (scores back in points): to check an option change as a whole. */
export function draftOfQuestion(question: Question, options: QuestionDraft['options']): QuestionDraft {
  return {
    questionType: question.questionType,
    stem: question.stem,
    difficulty: question.difficulty,
    tags: question.tags,
    explanation: question.explanation ?? null,
    defaultScore: toPoints(question.defaultScore),
    multiSelectScoring: question.multiSelectScoring,
    options,
    blanks: question.blanks,
    caseSensitive: question.caseSensitive,
    referenceAnswer: question.referenceAnswer ?? null,
    fileRule: question.fileRule ?? null,
  };
}
