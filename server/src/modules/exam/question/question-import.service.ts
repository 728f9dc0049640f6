import ExcelJS from 'exceljs';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import { translate, type MessageKey } from '../../../core/errors/messages';
import { IMPORT_LIMITS, loadXlsxUpload, sheetRows, type ImportFile, type ImportProblem } from '../../../core/files/xlsx-upload';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { QuestionBank } from '../bank/question-bank.entity';
import type { QuestionStatus } from '../shared/exam-enums';
import { columnOfField, draftOfRow } from './question-row';
import { planQuestion, type PlannedQuestion } from './question-rules';
import { ANSWER_HELP, addQuestionSheet, columnLabel, headerKey, type QuestionColumnKey } from './question-sheet';
import { writeQuestion } from './question-write.service';
import { Question } from './question.entity';

export interface QuestionImportResult {
  inserted: number;
  /** Non-empty means nothing was written. */
  problems: ImportProblem[];
}

/**
 * Excel import of questions: every row is checked first (bank code of the caller's tenant, type, the
 * type's rules as the form applies them); if any row fails nothing is written and the problems come
 * back row by row; otherwise all rows are written in one transaction.
 */
export class QuestionImportService {
  constructor(private readonly menus: MenuService) {}

  /** The import template: the header row in the caller's language and a sheet explaining the answer column. */
  async template(context: SignedInContext): Promise<Buffer> {
    await this.menus.require(context, 'exam_question_import');
    const workbook = new ExcelJS.Workbook();
    addQuestionSheet(workbook, context.language);
    const help = workbook.addWorksheet(context.language === 'en' ? 'How to fill in' : '填写说明');
    help.getColumn(1).width = 120;
    ANSWER_HELP[context.language].forEach((line) => help.addRow([line]));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async importQuestions(context: SignedInContext, file: ImportFile | undefined): Promise<QuestionImportResult> {
    await this.menus.require(context, 'exam_question_import');
    const { keys, rows } = sheetRows(await loadXlsxUpload(file), headerKey);
    if (!keys.has('bankCode') || !keys.has('questionType') || !keys.has('stem') || !keys.has('answer')) {
      throw new AppError('VALIDATION', 'user.importHeader');
    }
    if (rows.length === 0) {
      throw new AppError('VALIDATION', 'user.importEmpty');
    }
    if (rows.length > IMPORT_LIMITS.maxRows) {
      throw new AppError('VALIDATION', 'user.importTooManyRows', { max: IMPORT_LIMITS.maxRows });
    }
    const { em, language } = context;
    const codes = [...new Set(rows.map((row) => row.values.bankCode ?? '').filter((code) => code !== ''))];
    const banks = new Map(
      (codes.length === 0 ? [] : await em.find(QuestionBank, { code: { $in: codes } })).map((bank) => [bank.code, bank.id]),
    );
    const problems: ImportProblem[] = [];
    const planned: Array<{ bankId: string; status: QuestionStatus; plan: PlannedQuestion }> = [];
    for (const { row, values } of rows) {
      const problem = (key: QuestionColumnKey, messageKey: MessageKey, params: Record<string, string | number> = {}) => {
        problems.push({ row, column: columnLabel(key, language), message: translate(messageKey, language, params) });
      };
      const bankId = banks.get(values.bankCode ?? '');
      if (!bankId) {
        problem('bankCode', values.bankCode ? 'exam.bankNotFound' : 'exam.questionBankRequired');
      }
      const parsed = draftOfRow(values, problem);
      if (!parsed) {
        continue;
      }
      const { plan, problems: rules } = planQuestion(parsed.draft);
      rules.forEach((rule) => problem(columnOfField(rule.field), rule.messageKey, rule.params));
      if (plan && bankId) {
        planned.push({ bankId, status: parsed.status, plan });
      }
    }
    if (problems.length > 0) {
      problems.sort((left, right) => left.row - right.row);
      return { inserted: 0, problems };
    }
    await inTransaction(em, async () => {
      for (const entry of planned) {
        const question = em.create(Question, {
          tenantId: context.actor.tenantId,
          bankId: entry.bankId,
          questionType: entry.plan.questionType,
          stem: entry.plan.stem,
          questionStatus: entry.status,
        });
        await writeQuestion(em, question, entry.plan, context.actor.tenantId);
      }
    });
    return { inserted: planned.length, problems: [] };
  }
}
