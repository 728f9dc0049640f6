import { AppError } from '../../../core/errors/app-error';
import { QuestionType } from '../shared/exam-enums';
import type { AttemptResponse } from '../shared/attempt-layout.types';
import type { SnapshotQuestion } from '../shared/paper-snapshot.types';
import type { AnswerResponseInput } from './attempt.inputs';

const invalid = (
  messageKey: 'exam.optionInvalid' | 'exam.singleOptionOnly' | 'exam.blankCountWrong' | 'exam.answerWrongKind' | 'exam.tooManyFiles',
  params: Record<string, string | number> = {},
): AppError => new AppError('VALIDATION', messageKey, params, [{ field: 'response', messageKey, params }]);

/**
 * Checks an answer against its question and returns the stored form (only the part of the question's type):
 * options of this question only (one for single choice and true/false), no more answers than blanks, files
 * within the question's count (their ownership is checked by the caller). Lengths were checked on the input.
 */
export function normalizeResponse(question: SnapshotQuestion, input: AnswerResponseInput): AttemptResponse {
  const { optionIds, text, blanks, fileIds } = input;
  switch (question.type) {
    case QuestionType.SINGLE_CHOICE:
    case QuestionType.TRUE_FALSE:
    case QuestionType.MULTIPLE_CHOICE: {
      if (text !== undefined || blanks !== undefined || fileIds !== undefined) {
        throw invalid('exam.answerWrongKind');
      }
      const chosen = [...new Set(optionIds ?? [])];
      const known = new Set(question.options.map((option) => option.id));
      if (!chosen.every((id) => known.has(id))) {
        throw invalid('exam.optionInvalid');
      }
      if (question.type !== QuestionType.MULTIPLE_CHOICE && chosen.length > 1) {
        throw invalid('exam.singleOptionOnly');
      }
      return { optionIds: chosen };
    }
    case QuestionType.FILL_BLANK: {
      if (optionIds !== undefined || text !== undefined || fileIds !== undefined) {
        throw invalid('exam.answerWrongKind');
      }
      const answers = blanks ?? [];
      if (answers.length > question.blanks.length) {
        throw invalid('exam.blankCountWrong', { count: question.blanks.length });
      }
      return { blanks: answers };
    }
    case QuestionType.SHORT_ANSWER:
      if (optionIds !== undefined || blanks !== undefined || fileIds !== undefined) {
        throw invalid('exam.answerWrongKind');
      }
      return { text: text ?? '' };
    case QuestionType.FILE_UPLOAD: {
      if (optionIds !== undefined || blanks !== undefined || text !== undefined) {
        throw invalid('exam.answerWrongKind');
      }
      const files = [...new Set(fileIds ?? [])];
      const max = question.fileRule?.maxFiles ?? 1;
      if (files.length > max) {
        throw invalid('exam.tooManyFiles', { max });
      }
      return { fileIds: files };
    }
    default:
      throw invalid('exam.answerWrongKind');
  }
}
