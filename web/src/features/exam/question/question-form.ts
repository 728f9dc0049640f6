import { z } from 'zod';
import type { MultiSelectScoring, QuestionDetailQuery, QuestionInput, QuestionStatus, QuestionType } from '../../../generated/graphql';
import { choiceTypes } from './question-labels';
import trueFalseLabels from './true-false-labels.json';

/**
 * The two fixed option texts of a true/false question ("true", "false" in Chinese), in this order: data
 * the server checks (question-rules.ts TRUE_FALSE_LABELS), the same in every UI language.
 */
export const TRUE_FALSE_LABELS: readonly string[] = trueFalseLabels;
/** Blank markers as the server counts them: runs of three or more underscores, ASCII or full-width. */
export const BLANK_MARKER = /[_＿]{3,}/g;
export const MAX_OPTIONS = 10;
export const MAX_BLANKS = 20;
export const MAX_POINTS = 10_000;

export interface OptionValue {
  /** Stable key of the row in the editor. */
  key: string;
  id?: string;
  content: string;
  isCorrect: boolean;
  weightPct: number;
}

export interface QuestionFormValues {
  bankId: string;
  questionType: QuestionType;
  stem: string;
  options: OptionValue[];
  multiSelectScoring: MultiSelectScoring;
  /** Accepted answers of each blank, in the order of the stem's markers. */
  blanks: string[][];
  caseSensitive: boolean;
  referenceAnswer: string;
  maxFiles: number | string;
  maxSizeKb: number | string;
  allowedExtensions: string[];
  difficulty: string;
  tags: string[];
  defaultScore: number | string;
  explanation: string;
  questionStatus: QuestionStatus;
}

let keySeed = 0;
export function newOptionKey(): string {
  keySeed += 1;
  return `option-${keySeed}`;
}

export function emptyOption(): OptionValue {
  return { key: newOptionKey(), content: '', isCorrect: false, weightPct: 0 };
}

export function trueFalseOptions(): OptionValue[] {
  return TRUE_FALSE_LABELS.map((content) => ({ key: newOptionKey(), content, isCorrect: false, weightPct: 0 }));
}

/** The text of HTML (tags removed), as the server reads it for emptiness and blank markers. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

export function hasVisibleContent(html: string): boolean {
  return /<img\s/i.test(html) || htmlText(html).length > 0;
}

export function countBlankMarkers(html: string): number {
  return htmlText(html).match(BLANK_MARKER)?.length ?? 0;
}

export function emptyQuestion(bankId = '', questionType: QuestionType = 'SINGLE_CHOICE'): QuestionFormValues {
  return {
    bankId,
    questionType,
    stem: '',
    options: optionsForType(questionType, []),
    multiSelectScoring: 'ALL_OR_NOTHING',
    blanks: questionType === 'FILL_BLANK' ? [[]] : [],
    caseSensitive: false,
    referenceAnswer: '',
    maxFiles: 1,
    maxSizeKb: 10240,
    allowedExtensions: [],
    difficulty: '3',
    tags: [],
    defaultScore: 2,
    explanation: '',
    // Saved enabled: a new question is usable in papers at once (DRAFT stays a choice).
    questionStatus: 'ENABLED',
  };
}

/** The options after switching to `type`: fixed for true/false, kept (one correct at most for single) otherwise. */
export function optionsForType(type: QuestionType, current: OptionValue[]): OptionValue[] {
  if (type === 'TRUE_FALSE') {
    const isFixed = current.length === 2 && current.every((option, index) => option.content === TRUE_FALSE_LABELS[index]);
    return isFixed ? current : trueFalseOptions();
  }
  if (!choiceTypes.has(type)) {
    return [];
  }
  const wasTrueFalse = current.length === 2 && current.every((option, index) => option.content === TRUE_FALSE_LABELS[index]);
  if (current.length === 0 || wasTrueFalse) {
    return [emptyOption(), emptyOption(), emptyOption(), emptyOption()];
  }
  if (type === 'SINGLE_CHOICE') {
    const first = current.findIndex((option) => option.isCorrect);
    return current.map((option, index) => ({ ...option, isCorrect: index === first }));
  }
  return current;
}

export function fromQuestion(question: QuestionDetailQuery['question']): QuestionFormValues {
  return {
    bankId: question.bankId,
    questionType: question.questionType,
    stem: question.stem,
    options: [...question.options]
      .sort((left, right) => left.sort - right.sort)
      .map((option) => ({
        key: newOptionKey(),
        id: option.id,
        content: option.content,
        isCorrect: option.isCorrect,
        weightPct: option.weightPct,
      })),
    multiSelectScoring: question.multiSelectScoring,
    blanks: question.blanks.map((alternatives) => [...alternatives]),
    caseSensitive: question.caseSensitive,
    referenceAnswer: question.referenceAnswer ?? '',
    maxFiles: question.fileRule?.maxFiles ?? 1,
    maxSizeKb: question.fileRule?.maxSizeKb ?? 10240,
    allowedExtensions: question.fileRule ? [...question.fileRule.allowedExtensions] : [],
    difficulty: String(question.difficulty),
    tags: [...question.tags],
    defaultScore: question.defaultScore,
    explanation: question.explanation ?? '',
    questionStatus: question.questionStatus,
  };
}

/** The mutation input: only the fields of the type; the status only when the user may change it. */
export function toQuestionInput(values: QuestionFormValues, id: string | undefined, withStatus: boolean): QuestionInput {
  const type = values.questionType;
  return {
    ...(id ? { id } : {}),
    bankId: values.bankId,
    questionType: type,
    stem: values.stem,
    difficulty: Number(values.difficulty),
    tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''),
    defaultScore: Number(values.defaultScore),
    explanation: hasVisibleContent(values.explanation) ? values.explanation : null,
    options: choiceTypes.has(type)
      ? values.options.map((option, index) => ({
          ...(option.id ? { id: option.id } : {}),
          content: option.content.trim(),
          isCorrect: option.isCorrect,
          sort: index + 1,
          weightPct: type === 'MULTIPLE_CHOICE' && values.multiSelectScoring === 'WEIGHTED' ? option.weightPct : 0,
        }))
      : [],
    ...(type === 'MULTIPLE_CHOICE' ? { multiSelectScoring: values.multiSelectScoring } : {}),
    blanks:
      type === 'FILL_BLANK'
        ? values.blanks.map((alternatives) => alternatives.map((answer) => answer.trim()).filter((answer) => answer !== ''))
        : [],
    caseSensitive: type === 'FILL_BLANK' ? values.caseSensitive : false,
    referenceAnswer: type === 'SHORT_ANSWER' && values.referenceAnswer.trim() !== '' ? values.referenceAnswer.trim() : null,
    fileRule:
      type === 'FILE_UPLOAD'
        ? {
            maxFiles: Number(values.maxFiles),
            maxSizeKb: Number(values.maxSizeKb),
            allowedExtensions: values.allowedExtensions.map((extension) => extension.trim().replace(/^\./, '').toLowerCase()),
          }
        : null,
    ...(withStatus ? { questionStatus: values.questionStatus } : {}),
  };
}

const EXTENSION = /^[a-z0-9]{1,10}$/;
const key = (name: string) => `examQuestion:validation.${name}`;

function isPoints(value: number, max = MAX_POINTS): boolean {
  return Number.isFinite(value) && value >= 0 && value <= max && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

function wholeIn(value: unknown, min: number, max: number): boolean {
  const number = typeof value === 'number' ? value : Number(value);
  return value !== '' && Number.isInteger(number) && number >= min && number <= max;
}

/** The server's rules by type (question-rules.ts and the input's limits), with messages as i18n keys. */
export const questionFormSchema = z
  .object({
    bankId: z.string(),
    questionType: z.string(),
    stem: z.string(),
    options: z.array(z.object({ content: z.string(), isCorrect: z.boolean(), weightPct: z.number() }).loose()),
    multiSelectScoring: z.string(),
    blanks: z.array(z.array(z.string())),
    caseSensitive: z.boolean(),
    referenceAnswer: z.string(),
    maxFiles: z.union([z.number(), z.string()]),
    maxSizeKb: z.union([z.number(), z.string()]),
    allowedExtensions: z.array(z.string()),
    difficulty: z.string(),
    tags: z.array(z.string()),
    defaultScore: z.union([z.number(), z.string()]),
    explanation: z.string(),
    questionStatus: z.string(),
  })
  .superRefine((values, context) => {
    const problem = (path: (string | number)[], name: string) => context.addIssue({ code: 'custom', path, message: key(name) });
    const type = values.questionType as QuestionType;
    if (values.bankId === '') {
      problem(['bankId'], 'bankRequired');
    }
    if (!hasVisibleContent(values.stem)) {
      problem(['stem'], 'stemRequired');
    } else if (values.stem.length > 50_000) {
      problem(['stem'], 'tooLong');
    }
    if (!wholeIn(values.difficulty, 1, 5)) {
      problem(['difficulty'], 'difficultyRange');
    }
    if (values.defaultScore === '' || !isPoints(Number(values.defaultScore))) {
      problem(['defaultScore'], 'scoreFormat');
    }
    if (values.tags.length > 20 || values.tags.some((tag) => tag.trim().length > 30)) {
      problem(['tags'], 'tagsInvalid');
    }
    if (choiceTypes.has(type)) {
      values.options.forEach((option, index) => {
        if (!hasVisibleContent(option.content)) {
          problem(['options', index, 'content'], 'optionContentRequired');
        }
        if (!Number.isInteger(option.weightPct) || option.weightPct < -100 || option.weightPct > 100) {
          problem(['options', index, 'weightPct'], 'weightRange');
        }
      });
      const correct = values.options.filter((option) => option.isCorrect).length;
      if (values.options.length > MAX_OPTIONS) {
        problem(['options'], 'optionsTooMany');
      } else if (type !== 'TRUE_FALSE' && values.options.length < 2) {
        problem(['options'], 'optionsCount');
      } else if ((type === 'SINGLE_CHOICE' || type === 'TRUE_FALSE') && correct !== 1) {
        problem(['options'], 'singleOneCorrect');
      } else if (type === 'MULTIPLE_CHOICE' && correct < 1) {
        problem(['options'], 'multipleCorrect');
      }
    }
    if (type === 'FILL_BLANK') {
      const cleaned = values.blanks.map((alternatives) => alternatives.map((answer) => answer.trim()).filter((answer) => answer !== ''));
      if (
        cleaned.length === 0 ||
        cleaned.length > MAX_BLANKS ||
        cleaned.some((alternatives) => alternatives.length === 0 || alternatives.some((answer) => answer.length > 200))
      ) {
        problem(['blanks'], 'blanksRequired');
      } else if (countBlankMarkers(values.stem) !== cleaned.length) {
        problem(['blanks'], 'blanksMismatch');
      }
    }
    if (type === 'FILE_UPLOAD') {
      if (!wholeIn(values.maxFiles, 1, 20)) {
        problem(['maxFiles'], 'maxFilesRange');
      }
      if (!wholeIn(values.maxSizeKb, 1, 102_400)) {
        problem(['maxSizeKb'], 'maxSizeRange');
      }
      if (
        values.allowedExtensions.length > 30 ||
        values.allowedExtensions.some((extension) => !EXTENSION.test(extension.trim().replace(/^\./, '').toLowerCase()))
      ) {
        problem(['allowedExtensions'], 'extensionFormat');
      }
    }
  });

/**
 * A server field path (`input.options.0.content`, `fileRule.allowedExtensions`, `blanks`) as the form's
 * field path; undefined when the form has no such field.
 */
export function formPathOf(field: string): string | undefined {
  const path = field.replace(/^input\./, '');
  if (/^options\.\d+\.(content|weightPct)$/.test(path)) {
    return path;
  }
  const direct: Record<string, string> = {
    bankId: 'bankId',
    questionType: 'questionType',
    stem: 'stem',
    options: 'options',
    blanks: 'blanks',
    multiSelectScoring: 'multiSelectScoring',
    difficulty: 'difficulty',
    tags: 'tags',
    defaultScore: 'defaultScore',
    explanation: 'explanation',
    referenceAnswer: 'referenceAnswer',
    questionStatus: 'questionStatus',
    fileRule: 'maxFiles',
    'fileRule.maxFiles': 'maxFiles',
    'fileRule.maxSizeKb': 'maxSizeKb',
    'fileRule.allowedExtensions': 'allowedExtensions',
  };
  return direct[path];
}
