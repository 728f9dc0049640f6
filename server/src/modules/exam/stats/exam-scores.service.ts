import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { PageInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { formatZoned } from '../../../core/time/zoned-date';
import type { MenuService } from '../../system/menu/menu.service';
import { loadExamination } from '../examination/examination-store';
import { examScoreRows } from './exam-scores';
import type { ExamScorePage } from './stats.types';

const COLUMNS = [
  { key: 'account', zh: '账号', en: 'Account', width: 18 },
  { key: 'candidateName', zh: '姓名', en: 'Name', width: 14 },
  { key: 'deptName', zh: '部门', en: 'Department', width: 18 },
  { key: 'attemptsUsed', zh: '考试次数', en: 'Attempts', width: 10 },
  { key: 'finalScore', zh: '成绩', en: 'Score', width: 10 },
  { key: 'passed', zh: '是否及格', en: 'Passed', width: 10 },
  { key: 'submittedAt', zh: '交卷时间', en: 'Submitted at', width: 20 },
] as const;

/** The score list of an examination (page /score/list) and its Excel export. */
export class ExamScoresService {
  constructor(
    private readonly menus: MenuService,
    private readonly timeZone: string,
  ) {}

  async page(context: SignedInContext, examinationId: string, page: PageInput): Promise<ExamScorePage> {
    await this.menus.require(context, 'exam_score');
    const exam = await loadExamination(context.em, examinationId);
    const rows = await examScoreRows(context.em, exam);
    const start = (page.current - 1) * page.size;
    return {
      records: rows.slice(start, start + page.size),
      total: rows.length,
      size: page.size,
      current: page.current,
      pages: Math.ceil(rows.length / page.size),
    };
  }

  /**
   * Streams the score list as xlsx to `output`; access and the examination are checked before `onStart`
   * (where the transport sends its headers), so a refusal is still a normal error. Returns the rows written.
   */
  async exportTo(context: SignedInContext, examinationId: string, output: Writable, onStart: (examName: string) => void): Promise<number> {
    await this.menus.require(context, 'exam_score_export');
    const exam = await loadExamination(context.em, examinationId);
    const rows = await examScoreRows(context.em, exam);
    onStart(exam.name);
    const english = context.language === 'en';
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(english ? 'Scores' : '成绩');
    sheet.columns = COLUMNS.map((column) => ({ header: english ? column.en : column.zh, key: column.key, width: column.width }));
    sheet.getRow(1).font = { bold: true };
    const yes = english ? 'Yes' : '是';
    const no = english ? 'No' : '否';
    for (const row of rows) {
      sheet
        .addRow({
          account: row.account,
          candidateName: row.candidateName,
          deptName: row.deptName ?? '',
          attemptsUsed: row.attemptsUsed,
          finalScore: row.finalScore ?? '',
          passed: row.passed === null ? '' : row.passed ? yes : no,
          submittedAt: row.submittedAt ? formatZoned(row.submittedAt, this.timeZone) : '',
        })
        .commit();
    }
    sheet.commit();
    await workbook.commit();
    return rows.length;
  }
}
