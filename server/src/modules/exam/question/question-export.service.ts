import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { QuestionBank } from '../bank/question-bank.entity';
import type { QuestionStatus } from '../shared/exam-enums';
import { QuestionType } from '../shared/exam-enums';
import { toPoints } from '../shared/exam-score';
import { QuestionOption } from './question-option.entity';
import { questionWhere } from './question-query.service';
import { OPTION_LETTERS, STATUS_LABELS, TYPE_LABELS, addQuestionSheet, type QuestionSheetRow } from './question-sheet';
import { Question } from './question.entity';
import type { QuestionFilter } from './question.inputs';

const BATCH = 500;
/** An export larger than this is cut off (the list filters narrow it down). */
export const MAX_QUESTION_EXPORT_ROWS = 50_000;

/** Excel export of the filtered question list in the import layout (a re-import gives the same questions). */
export class QuestionExportService {
  constructor(private readonly menus: MenuService) {}

  /** Streams the matching questions to `output`; access is checked before `onStart` (where the transport sends headers). */
  async exportTo(context: SignedInContext, filter: QuestionFilter | null, output: Writable, onStart: () => void): Promise<number> {
    await this.menus.require(context, 'exam_question_export');
    const where = questionWhere(filter);
    onStart();
    const language = context.language === 'en' ? 'en' : 'zh';
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    const sheet = addQuestionSheet(workbook, context.language);
    const bankCodes = new Map((await context.em.find(QuestionBank, {})).map((bank) => [bank.id, bank.code]));
    let written = 0;
    let lastId: string | null = null;
    while (written < MAX_QUESTION_EXPORT_ROWS) {
      const batchWhere = lastId === null ? where : { $and: [where, { id: { $gt: lastId } }] };
      const questions: Question[] = await context.em.find(Question, batchWhere, { orderBy: { id: 'asc' }, limit: BATCH });
      if (questions.length === 0) {
        break;
      }
      const options = await context.em.find(
        QuestionOption,
        { questionId: { $in: questions.map((question) => question.id) } },
        { orderBy: { sort: 'asc', id: 'asc' } },
      );
      for (const question of questions) {
        sheet
          .addRow(
            rowOf(
              question,
              options.filter((option) => option.questionId === question.id),
              bankCodes.get(question.bankId) ?? '',
              language,
            ),
          )
          .commit();
        written += 1;
      }
      lastId = questions[questions.length - 1]?.id ?? null;
      context.em.clear();
    }
    sheet.commit();
    await workbook.commit();
    return written;
  }
}

function rowOf(question: Question, options: QuestionOption[], bankCode: string, language: 'zh' | 'en'): QuestionSheetRow {
  const type = question.questionType;
  const choice = type === QuestionType.SINGLE_CHOICE || type === QuestionType.MULTIPLE_CHOICE;
  const optionCell = (index: number) => (choice ? (options[index]?.content ?? '') : '');
  let answer = '';
  if (choice) {
    answer = options.map((option, index) => (option.isCorrect ? (OPTION_LETTERS[index] ?? '') : '')).join('');
  } else if (type === QuestionType.TRUE_FALSE) {
    answer = options.find((option) => option.isCorrect)?.content ?? '';
  } else if (type === QuestionType.FILL_BLANK) {
    answer = question.blanks.map((alternatives) => alternatives.join(';')).join('|');
  } else if (type === QuestionType.SHORT_ANSWER) {
    answer = question.referenceAnswer ?? '';
  }
  return {
    bankCode,
    questionType: TYPE_LABELS[type][language],
    stem: question.stem,
    optionA: optionCell(0),
    optionB: optionCell(1),
    optionC: optionCell(2),
    optionD: optionCell(3),
    optionE: optionCell(4),
    optionF: optionCell(5),
    answer,
    difficulty: String(question.difficulty),
    score: String(toPoints(question.defaultScore)),
    tags: question.tags.join(','),
    explanation: question.explanation ?? '',
    multiSelectScoring: type === QuestionType.MULTIPLE_CHOICE ? question.multiSelectScoring : '',
    caseSensitive:
      type === QuestionType.FILL_BLANK
        ? question.caseSensitive
          ? language === 'en'
            ? 'yes'
            : '是'
          : language === 'en'
            ? 'no'
            : '否'
        : '',
    maxFiles: question.fileRule ? String(question.fileRule.maxFiles) : '',
    maxSizeKb: question.fileRule ? String(question.fileRule.maxSizeKb) : '',
    allowedExtensions: question.fileRule ? question.fileRule.allowedExtensions.join(',') : '',
    status: STATUS_LABELS[question.questionStatus as QuestionStatus][language],
  };
}
