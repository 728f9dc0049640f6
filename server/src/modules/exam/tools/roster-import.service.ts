import ExcelJS from 'exceljs';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import { translate, type MessageKey } from '../../../core/errors/messages';
import { loadXlsxUpload, sheetRows, type ImportFile } from '../../../core/files/xlsx-upload';
import type { SignedInContext } from '../../../core/http/request-context';
import { User } from '../../system/user/user.entity';
import type { MenuService } from '../../system/menu/menu.service';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import { effectiveStatus } from '../examination/examination-status';
import { loadExamination } from '../examination/examination-store';
import type { Examination } from '../examination/examination.entity';
import { CandidateStatus, ExamStatus } from '../shared/examination-enums';
import { rosterColumnLabel, rosterHeaderKey, rosterHeaders, type RosterColumnKey } from './roster-import-sheet';

/** States in which the roster may change (as RosterService). */
const ROSTER_OPEN: ReadonlySet<ExamStatus> = new Set([ExamStatus.DRAFT, ExamStatus.SCHEDULED, ExamStatus.OPEN]);

/** One data row of an uploaded roster, as the preview shows it. */
export interface RosterImportRow {
  /** Worksheet row number (the header is row 1). */
  row: number;
  account: string;
  /** The account's real name (when found), else the name typed in the file. */
  realName: string;
  /** Set when the row can be imported. */
  userId: string | null;
  /** Column and message of the row's problem; null when the row can be imported. */
  column: string | null;
  message: string | null;
}

export interface RosterImportResult {
  rows: RosterImportRow[];
  valid: number;
  invalid: number;
  /** Candidates written (0 for a preview). */
  imported: number;
}

/**
 * Excel import of an examination's roster by account: a template in the caller's language, a preview that checks
 * every row (empty or unknown account, account not approved, name not matching, account twice in the file, already on
 * the roster) and an import that writes the valid rows in one transaction (a REMOVED entry is reactivated). Accounts
 * are looked up in the caller's tenant only (the tenant filter): another tenant's account reads as unknown, so the
 * answer never tells whether an account exists elsewhere.
 */
export class RosterImportService {
  constructor(private readonly menus: MenuService) {}

  async template(context: SignedInContext): Promise<Buffer> {
    await this.menus.require(context, 'exam_examination_roster');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(context.language === 'en' ? 'Roster' : '考生名单');
    sheet.addRow(rosterHeaders(context.language));
    sheet.getRow(1).font = { bold: true };
    sheet.getColumn(1).width = 24;
    sheet.getColumn(2).width = 24;
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async preview(context: SignedInContext, examinationId: string, file: ImportFile | undefined): Promise<RosterImportResult> {
    await this.menus.require(context, 'exam_examination_roster');
    const exam = await loadExamination(context.em, examinationId);
    requireRosterOpen(exam);
    const rows = await this.check(context, exam, file);
    return summary(rows, 0);
  }

  /** Writes every valid row in one transaction (all of them or none); invalid rows are reported and skipped. */
  async importRoster(context: SignedInContext, examinationId: string, file: ImportFile | undefined): Promise<RosterImportResult> {
    await this.menus.require(context, 'exam_examination_roster');
    const em = context.em;
    const exam = await loadExamination(em, examinationId);
    requireRosterOpen(exam);
    const rows = await this.check(context, exam, file);
    const accepted = rows.filter((row) => row.userId !== null);
    if (accepted.length === 0) {
      throw new AppError('VALIDATION', 'exam.rosterImportNothing');
    }
    const now = new Date();
    await inTransaction(em, async () => {
      const userIds = accepted.map((row) => row.userId as string);
      const users = new Map((await em.find(User, { id: { $in: userIds } }, { fields: ['id', 'deptId'] })).map((user) => [user.id, user]));
      const removed = new Map(
        (await em.find(ExamCandidate, { examinationId: exam.id, userId: { $in: userIds } })).map((entry) => [entry.userId, entry]),
      );
      for (const userId of userIds) {
        const entry = removed.get(userId);
        if (entry) {
          Object.assign(entry, { candidateStatus: CandidateStatus.ACTIVE, addedBy: context.actor.userId, addedAt: now });
        } else {
          const deptId =
            users
              .get(userId)
              ?.deptId.split(',')
              .find((id) => id.trim() !== '') ?? null;
          em.create(ExamCandidate, {
            tenantId: exam.tenantId,
            examinationId: exam.id,
            userId,
            deptId,
            candidateStatus: CandidateStatus.ACTIVE,
            addedBy: context.actor.userId,
            addedAt: now,
          });
        }
      }
      await em.flush();
    });
    return summary(rows, accepted.length);
  }

  private async check(context: SignedInContext, exam: Examination, file: ImportFile | undefined): Promise<RosterImportRow[]> {
    const { keys, rows } = sheetRows(await loadXlsxUpload(file), rosterHeaderKey);
    if (!keys.has('account')) {
      throw new AppError('VALIDATION', 'exam.rosterImportHeader');
    }
    if (rows.length === 0) {
      throw new AppError('VALIDATION', 'user.importEmpty');
    }
    const { em, language } = context;
    const accounts = [...new Set(rows.map((row) => row.values.account ?? '').filter((account) => account !== ''))];
    const users = new Map<string, { id: string; account: string; realName?: string | null; pendingApproval: boolean }>();
    for (let start = 0; start < accounts.length; start += 1000) {
      const found = await em.find(
        User,
        { account: { $in: accounts.slice(start, start + 1000) } },
        { fields: ['id', 'account', 'realName', 'pendingApproval'] },
      );
      found.forEach((user) => users.set(user.account, user));
    }
    const ids = [...users.values()].map((user) => user.id);
    const onRoster = new Set<string>();
    for (let start = 0; start < ids.length; start += 1000) {
      const entries = await em.find(
        ExamCandidate,
        { examinationId: exam.id, userId: { $in: ids.slice(start, start + 1000) }, candidateStatus: { $ne: CandidateStatus.REMOVED } },
        { fields: ['userId'] },
      );
      entries.forEach((entry) => onRoster.add(entry.userId));
    }
    const firstRow = new Map<string, number>();
    return rows.map(({ row, values }) => {
      const account = values.account ?? '';
      const given = values.realName ?? '';
      const user = users.get(account);
      const problem = (key: RosterColumnKey, messageKey: MessageKey, params: Record<string, string | number>): RosterImportRow => ({
        row,
        account,
        realName: user?.realName || given,
        userId: null,
        column: rosterColumnLabel(key, language),
        message: translate(messageKey, language, params),
      });
      if (account === '') {
        return problem('account', 'exam.rosterImportAccountMissing', {});
      }
      const first = firstRow.get(account);
      if (first !== undefined) {
        return problem('account', 'exam.rosterImportDuplicate', { account, first });
      }
      firstRow.set(account, row);
      if (!user) {
        return problem('account', 'exam.rosterImportUnknownAccount', { account });
      }
      if (user.pendingApproval) {
        return problem('account', 'exam.rosterImportPending', { account });
      }
      if (given !== '' && user.realName && given !== user.realName) {
        return problem('realName', 'exam.rosterImportNameMismatch', { given, actual: user.realName });
      }
      if (onRoster.has(user.id)) {
        return problem('account', 'exam.rosterImportOnRoster', { account });
      }
      return { row, account, realName: user.realName || given, userId: user.id, column: null, message: null };
    });
  }
}

function requireRosterOpen(exam: Examination): void {
  const status = effectiveStatus(exam, new Date());
  if (!ROSTER_OPEN.has(status)) {
    throw new AppError('CONFLICT', 'exam.rosterClosed', { status });
  }
}

function summary(rows: RosterImportRow[], imported: number): RosterImportResult {
  const valid = rows.filter((row) => row.userId !== null).length;
  return { rows, valid, invalid: rows.length - valid, imported };
}
