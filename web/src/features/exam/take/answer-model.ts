import type { AnswerResponseInput, QuestionType } from '../../../generated/graphql';
import type { AnswerFile, CandidateItem } from './attempt-types';

/** What the page keeps for one question; only the part that fits the question type is sent. */
export interface AnswerValue {
  optionIds: string[];
  blanks: string[];
  text: string;
  files: AnswerFile[];
}

export const emptyAnswer: AnswerValue = { optionIds: [], blanks: [], text: '', files: [] };

/** The saved answer of an item (or an empty one). */
export function answerFromItem(item: CandidateItem): AnswerValue {
  const saved = item.response;
  if (!saved) {
    return { ...emptyAnswer, blanks: Array.from({ length: item.blankCount }, () => '') };
  }
  const blanks = Array.from({ length: Math.max(item.blankCount, saved.blanks.length) }, (_, index) => saved.blanks[index] ?? '');
  return { optionIds: [...saved.optionIds], blanks, text: saved.text ?? '', files: [...saved.files] };
}

/** The part of the answer the server takes for the question type. */
export function responseInput(type: QuestionType, value: AnswerValue): AnswerResponseInput {
  switch (type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
    case 'TRUE_FALSE':
      return { optionIds: value.optionIds };
    case 'FILL_BLANK':
      return { blanks: value.blanks };
    case 'SHORT_ANSWER':
      return { text: value.text };
    case 'FILE_UPLOAD':
      return { fileIds: value.files.map((file) => file.id) };
  }
}

/** An answer buffered as a response input, merged back onto the page's value (offline resume). */
export function applyResponse(value: AnswerValue, response: AnswerResponseInput): AnswerValue {
  return {
    optionIds: response.optionIds ?? value.optionIds,
    blanks: response.blanks ?? value.blanks,
    text: response.text ?? value.text,
    // Buffered file answers carry ids only; keep the files the page knows of those ids.
    files: response.fileIds ? value.files.filter((file) => response.fileIds?.includes(file.id)) : value.files,
  };
}

/** Whether the question counts as answered (for the navigator and the submit confirmation). */
export function isAnswered(type: QuestionType, value: AnswerValue): boolean {
  switch (type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
    case 'TRUE_FALSE':
      return value.optionIds.length > 0;
    case 'FILL_BLANK':
      return value.blanks.some((blank) => blank.trim().length > 0);
    case 'SHORT_ANSWER':
      return value.text.trim().length > 0;
    case 'FILE_UPLOAD':
      return value.files.length > 0;
  }
}

/** Debounce of autosave per type: choices go at once, typing waits for a pause. */
export function saveDelayMs(type: QuestionType): number {
  return type === 'FILL_BLANK' || type === 'SHORT_ANSWER' ? 800 : 150;
}
