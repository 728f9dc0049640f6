import type { MessageKey } from '../../../core/errors/messages';
import { MultiSelectScoring, QuestionStatus, QuestionType } from '../shared/exam-enums';
import { isPoints } from '../shared/exam-score';
import { listOf } from '../../system/user/user-sheet';
import { TRUE_FALSE_LABELS, type QuestionDraft } from './question-rules';
import { OPTION_LETTERS, STATUS_LABELS, TYPE_LABELS, labelValue, type QuestionColumnKey } from './question-sheet';

export type RowProblem = (key: QuestionColumnKey, messageKey: MessageKey, params?: Record<string, string | number>) => void;

const TRUE_WORDS = new Set(['正确', '对', '是', 't', 'true', 'y', 'yes', '√', 'a']);
const FALSE_WORDS = new Set(['错误', '错', '否', 'f', 'false', 'n', 'no', '×', 'b']);

/** A workbook row as a question draft plus its status; cell problems go to `problem` (then the draft is null). */
export function draftOfRow(
  values: Partial<Record<QuestionColumnKey, string>>,
  problem: RowProblem,
): { draft: QuestionDraft; status: QuestionStatus } | null {
  const text = (key: QuestionColumnKey) => values[key] ?? '';
  let failed = false;
  const fail: RowProblem = (key, messageKey, params) => {
    failed = true;
    problem(key, messageKey, params);
  };
  const type = labelValue(TYPE_LABELS, text('questionType'));
  if (!type) {
    fail('questionType', text('questionType') ? 'exam.importBadType' : 'exam.questionTypeRequired', { name: text('questionType') });
    return null;
  }
  const difficulty = text('difficulty') === '' ? 3 : Number(text('difficulty'));
  if (!Number.isInteger(difficulty) || difficulty < 1 || difficulty > 5) {
    fail('difficulty', 'exam.difficultyRange');
  }
  const score = text('score') === '' ? 1 : Number(text('score'));
  if (!isPoints(score)) {
    fail('score', 'exam.scoreFormat');
  }
  const tags = listOf(text('tags'));
  if (tags.length > 20 || tags.some((tag) => tag.length > 30)) {
    fail('tags', 'exam.tagsInvalid');
  }
  const status = text('status') === '' ? QuestionStatus.DRAFT : labelValue(STATUS_LABELS, text('status'));
  if (!status) {
    fail('status', 'exam.importBadAnswer', { name: text('status') });
  }
  const scoring =
    text('multiSelectScoring') === ''
      ? MultiSelectScoring.ALL_OR_NOTHING
      : (Object.values(MultiSelectScoring) as string[]).find((value) => value === text('multiSelectScoring').toUpperCase());
  if (!scoring) {
    fail('multiSelectScoring', 'exam.importBadAnswer', { name: text('multiSelectScoring') });
  }
  const draft: QuestionDraft = {
    questionType: type,
    stem: text('stem'),
    difficulty,
    tags,
    explanation: text('explanation') || null,
    defaultScore: score,
    multiSelectScoring: (scoring ?? MultiSelectScoring.ALL_OR_NOTHING) as MultiSelectScoring,
    options: [],
    blanks: [],
    caseSensitive: ['是', 'y', 'yes', 'true', '1'].includes(text('caseSensitive').toLowerCase()),
    referenceAnswer: null,
    fileRule: null,
  };
  const answer = text('answer');
  if (type === QuestionType.SINGLE_CHOICE || type === QuestionType.MULTIPLE_CHOICE) {
    const letters = new Set(
      answer
        .toUpperCase()
        .replace(/[\s,，、]/g, '')
        .split(''),
    );
    const filled = OPTION_LETTERS.filter((letter) => text(`option${letter}`) !== '');
    if (letters.size === 0 || [...letters].some((letter) => !filled.includes(letter as (typeof OPTION_LETTERS)[number]))) {
      fail('answer', 'exam.importBadAnswer', { name: answer });
    }
    draft.options = filled.map((letter, index) => ({ content: text(`option${letter}`), isCorrect: letters.has(letter), sort: index + 1 }));
  } else if (type === QuestionType.TRUE_FALSE) {
    const word = answer.trim().toLowerCase();
    if (!TRUE_WORDS.has(word) && !FALSE_WORDS.has(word)) {
      fail('answer', 'exam.importBadAnswer', { name: answer });
    }
    draft.options = TRUE_FALSE_LABELS.map((label, index) => ({
      content: label,
      isCorrect: index === 0 ? TRUE_WORDS.has(word) : FALSE_WORDS.has(word),
      sort: index + 1,
    }));
  } else if (type === QuestionType.FILL_BLANK) {
    draft.blanks = answer === '' ? [] : answer.split('|').map((blank) => blank.split(/[;；]/));
  } else if (type === QuestionType.SHORT_ANSWER) {
    draft.referenceAnswer = answer || null;
  } else {
    const maxFiles = text('maxFiles') === '' ? 1 : Number(text('maxFiles'));
    const maxSizeKb = text('maxSizeKb') === '' ? 10_240 : Number(text('maxSizeKb'));
    if (!Number.isInteger(maxFiles) || !Number.isInteger(maxSizeKb)) {
      fail(Number.isInteger(maxFiles) ? 'maxSizeKb' : 'maxFiles', 'exam.importBadNumber', {
        name: Number.isInteger(maxFiles) ? text('maxSizeKb') : text('maxFiles'),
      });
    }
    draft.fileRule = { maxFiles, maxSizeKb, allowedExtensions: listOf(text('allowedExtensions')) };
  }
  return failed || !status ? null : { draft, status };
}

/** Which workbook column a problem of planQuestion (input field path) belongs to. */
export function columnOfField(field: string): QuestionColumnKey {
  if (field === 'stem') {
    return 'stem';
  }
  if (field.startsWith('options.')) {
    const index = Number(field.split('.')[1] ?? 0);
    return `option${OPTION_LETTERS[index] ?? 'A'}`;
  }
  if (field.startsWith('fileRule')) {
    return field.endsWith('allowedExtensions') ? 'allowedExtensions' : 'maxSizeKb';
  }
  return field === 'defaultScore' ? 'score' : 'answer';
}
