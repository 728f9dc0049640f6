import ExcelJS from 'exceljs';
import type { SignedInContext } from '../../../core/http/request-context';
import { XLSX_CONTENT_TYPE } from '../../../core/files/xlsx-upload';
import type { MenuService } from '../../system/menu/menu.service';
import { User } from '../../system/user/user.entity';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { Attempt } from '../attempt/attempt.entity';
import { loadExamination } from '../examination/examination-store';
import { AttemptGradingState, AttemptState, ItemGradingState } from '../shared/attempt-enums';
import { toPoints } from '../shared/exam-score';
import type { GradingExportFile } from './grading-paper.types';
import { examQuestions, plainText } from './snapshot-questions';

const HEADERS = {
  'zh-CN': {
    sheet: '阅卷结果',
    account: '账号',
    name: '姓名',
    attempt: '第几次',
    total: '总分',
    graders: '阅卷人',
    status: '状态',
    file: '阅卷结果',
  },
  en: {
    sheet: 'Grading results',
    account: 'Account',
    name: 'Name',
    attempt: 'Attempt',
    total: 'Total',
    graders: 'Graders',
    status: 'Status',
    file: 'grading-results',
  },
} as const;

const STATUS = {
  'zh-CN': {
    [AttemptGradingState.UNGRADED]: '待自动评分',
    [AttemptGradingState.GRADING]: '自动评分中',
    [AttemptGradingState.NEEDS_MANUAL_GRADING]: '待阅卷',
    [AttemptGradingState.GRADED]: '已阅卷',
  },
  en: {
    [AttemptGradingState.UNGRADED]: 'Awaiting auto-grading',
    [AttemptGradingState.GRADING]: 'Auto-grading',
    [AttemptGradingState.NEEDS_MANUAL_GRADING]: 'Awaiting grading',
    [AttemptGradingState.GRADED]: 'Graded',
  },
} as const;

/** Answers that still wait for a score are shown as this in their question's cell. */
const PENDING_CELL = { 'zh-CN': '待评', en: 'pending' } as const;

/**
 * The grading results of an examination as a workbook: one row per submitted attempt with each question's
 * score (paper order; blank where a draw gave the candidate another question), the total, who graded it by hand
 * and the grading status. Same permission (exam_grade) and tenant filter as the grading queue.
 */
export class GradingExportService {
  constructor(private readonly menus: MenuService) {}

  async export(context: SignedInContext, examinationId: string): Promise<GradingExportFile> {
    await this.menus.require(context, 'exam_grade');
    const { em } = context;
    const language = context.language === 'en' ? 'en' : 'zh-CN';
    const text = HEADERS[language];
    const exam = await loadExamination(em, examinationId);
    const questions = [...(await examQuestions(em, exam.id, exam.snapshotId)).values()];
    const attempts = await em.find(Attempt, { examinationId: exam.id, state: AttemptState.SUBMITTED }, { orderBy: { id: 'asc' } });
    const items =
      attempts.length === 0
        ? []
        : await em.find(
            AttemptItem,
            { attemptId: { $in: attempts.map((attempt) => attempt.id) } },
            { fields: ['id', 'attemptId', 'questionId', 'finalScore', 'gradingState', 'graderId'] },
          );
    const itemsOf = new Map<string, Array<(typeof items)[number]>>();
    for (const item of items) {
      itemsOf.set(item.attemptId, [...(itemsOf.get(item.attemptId) ?? []), item]);
    }
    const graderIds = items
      .filter((item) => item.gradingState === ItemGradingState.MANUALLY_GRADED && item.graderId)
      .map((item) => item.graderId as string);
    const userIds = [...new Set([...attempts.map((attempt) => attempt.userId), ...graderIds])];
    const users = new Map(
      userIds.length === 0
        ? []
        : (await em.find(User, { id: { $in: userIds } }, { fields: ['id', 'account', 'realName'], filters: { notDeleted: false } })).map(
            (user) => [user.id, user],
          ),
    );
    const nameOf = (id: string) => users.get(id)?.realName || users.get(id)?.account || id;

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(text.sheet);
    sheet.columns = [
      { header: text.account, key: 'account', width: 18 },
      { header: text.name, key: 'name', width: 14 },
      { header: text.attempt, key: 'attempt', width: 8 },
      ...questions.map((question, index) => ({
        header: `${index + 1}. ${plainText(question.stem).slice(0, 24)}`,
        key: `q${index}`,
        width: 14,
      })),
      { header: text.total, key: 'total', width: 10 },
      { header: text.graders, key: 'graders', width: 18 },
      { header: text.status, key: 'status', width: 16 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const attempt of attempts) {
      const own = itemsOf.get(attempt.id) ?? [];
      const byQuestion = new Map(own.map((item) => [item.questionId, item]));
      const row: Record<string, string | number> = {
        account: users.get(attempt.userId)?.account ?? '',
        name: nameOf(attempt.userId),
        attempt: attempt.attemptNo,
        total: attempt.totalScore === null || attempt.totalScore === undefined ? '' : toPoints(attempt.totalScore),
        graders: [
          ...new Set(
            own
              .filter((item) => item.gradingState === ItemGradingState.MANUALLY_GRADED && item.graderId)
              .map((item) => nameOf(item.graderId as string)),
          ),
        ].join(', '),
        status: STATUS[language][attempt.gradingState as AttemptGradingState],
      };
      questions.forEach((question, index) => {
        const item = byQuestion.get(question.questionId);
        row[`q${index}`] = !item
          ? ''
          : item.gradingState === ItemGradingState.NEEDS_MANUAL
            ? PENDING_CELL[language]
            : item.finalScore === null || item.finalScore === undefined
              ? ''
              : toPoints(item.finalScore);
      });
      sheet.addRow(row);
    }
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    return {
      filename: `${exam.name}-${text.file}.xlsx`,
      mime: XLSX_CONTENT_TYPE,
      contentBase64: buffer.toString('base64'),
      rows: attempts.length,
    };
  }
}
