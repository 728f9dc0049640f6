import { hashPassword, md5Hex } from '../../../core/auth/password';
import { inTransaction } from '../../../core/db/transaction';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { AppError } from '../../../core/errors/app-error';
import { translate, type MessageKey } from '../../../core/errors/messages';
import { IMPORT_LIMITS, loadXlsxUpload, sheetRows, type ImportFile, type ImportProblem } from '../../../core/files/xlsx-upload';
import type { SignedInContext } from '../../../core/http/request-context';
import { parseZoned } from '../../../core/time/zoned-date';
import type { MenuService } from '../menu/menu.service';
import type { ParamService } from '../param/param.service';
import { DEFAULT_INIT_PASSWORD } from './user-admin.service';
import { NameResolver } from './user-import.names';
import { remainingQuota, scheduleUserDepts, takenAccounts } from './user-rules';
import { columnLabel, headerKey, type UserColumnKey } from './user-sheet';
import { ACCOUNT_PATTERN, EMAIL_PATTERN, phoneProblem } from './user.validators';
import { User } from './user.entity';

export interface ImportResult {
  inserted: number;
  updated: number;
  /** Non-empty means nothing was written. */
  problems: ImportProblem[];
}

interface ParsedRow {
  row: number;
  account: string;
  values: Partial<Record<UserColumnKey, string>>;
}

/** A valid row, ready to write. */
interface PlannedUser {
  account: string;
  userType: number;
  name: string | null;
  realName: string | null;
  email: string | null;
  phone: string | null;
  birthday: Date | null;
  roleIds: string[];
  deptIds: string[];
  postIds: string[];
}

const USER_TYPES: Record<string, number> = { web: 1, app: 2, other: 3 };

/**
 * Excel import of users: every row is checked first (account, names of roles/departments/posts in the
 * caller's tenant, phone, e-mail, dates, quota); if any row fails nothing is written and the problems
 * come back row by row; otherwise all rows are written in one transaction.
 */
export class UserImportService {
  constructor(
    private readonly menus: MenuService,
    private readonly params: ParamService,
    private readonly timeZone: string,
    private readonly invalidation: CacheInvalidation,
  ) {}

  async importUsers(context: SignedInContext, file: ImportFile | undefined, isCovered: boolean): Promise<ImportResult> {
    await this.menus.require(context, 'user_import');
    const rows = await this.readRows(file);
    const { em, actor, language } = context;
    const problems: ImportProblem[] = [];
    const problem = (row: number, key: UserColumnKey, messageKey: MessageKey, params: Record<string, string | number> = {}) => {
      problems.push({ row, column: columnLabel(key, language), message: translate(messageKey, language, params) });
    };
    const names = await NameResolver.load(em);
    const existing = await takenAccounts(
      em,
      actor.tenantId,
      rows.map((row) => row.account).filter((account) => account.length > 0),
    );
    const seen = new Set<string>();
    const planned: Array<PlannedUser & { row: number }> = [];
    for (const { row, account, values } of rows) {
      const text = (key: UserColumnKey) => values[key] ?? '';
      if (!account) {
        problem(row, 'account', 'user.accountRequired');
      } else if (account.length > 45 || !ACCOUNT_PATTERN.test(account)) {
        problem(row, 'account', 'user.accountFormat');
      } else if (seen.has(account)) {
        problem(row, 'account', 'user.importDuplicate', { account });
      } else if (existing.has(account) && !isCovered) {
        problem(row, 'account', 'user.importExists', { account });
      }
      seen.add(account);
      const typeText = text('userType') || text('userTypeName');
      const userType =
        typeText === '' ? 1 : (USER_TYPES[typeText.toLowerCase()] ?? (['1', '2', '3'].includes(typeText) ? Number(typeText) : 0));
      if (userType === 0) {
        problem(row, text('userType') ? 'userType' : 'userTypeName', 'user.userTypeInvalid');
      }
      for (const [key, max] of [
        ['name', 20],
        ['realName', 10],
      ] as const) {
        if (text(key).length > max) {
          problem(row, key, 'user.importTooLong');
        }
      }
      const email = text('email');
      if (email && (email.length > 45 || !EMAIL_PATTERN.test(email))) {
        problem(row, 'email', 'user.emailFormat');
      }
      const phoneMessage = phoneProblem(text('phone'), false);
      if (phoneMessage) {
        problem(row, 'phone', phoneMessage);
      }
      const birthday = text('birthday') ? parseBirthday(text('birthday'), this.timeZone) : null;
      if (birthday === undefined) {
        problem(row, 'birthday', 'user.dateFormat', { name: text('birthday') });
      }
      const links = {
        roleIds: names.resolve('role', text('roleId'), text('roleName'), (key, messageKey, params) =>
          problem(row, key, messageKey, params),
        ),
        deptIds: names.resolve('dept', text('deptId'), text('deptName'), (key, messageKey, params) =>
          problem(row, key, messageKey, params),
        ),
        postIds: names.resolve('post', text('postId'), text('postName'), (key, messageKey, params) =>
          problem(row, key, messageKey, params),
        ),
      };
      if (links.roleIds.length === 0 && !text('roleId') && !text('roleName')) {
        problem(row, 'roleName', 'user.roleRequired');
      }
      if (links.deptIds.length === 0 && !text('deptId') && !text('deptName')) {
        problem(row, 'deptName', 'user.deptRequired');
      }
      planned.push({
        row,
        account,
        userType,
        name: text('name') || null,
        realName: text('realName') || null,
        email: email || null,
        phone: text('phone') || null,
        birthday: birthday ?? null,
        ...links,
      });
    }
    const newRows = planned.filter((entry) => !existing.has(entry.account));
    const remaining = await remainingQuota(context.platformEm, em, actor.tenantId);
    newRows.slice(Math.max(0, Math.min(remaining, newRows.length))).forEach((entry) => problem(entry.row, 'account', 'user.quotaExceeded'));
    if (problems.length > 0) {
      problems.sort((left, right) => left.row - right.row);
      return { inserted: 0, updated: 0, problems };
    }
    const password = await hashPassword(md5Hex((await this.params.valueOf(em, 'account.initPassword')) || DEFAULT_INIT_PASSWORD));
    await inTransaction(em, async () => {
      const written: User[] = [];
      for (const entry of planned) {
        const user = existing.get(entry.account) ?? em.create(User, { tenantId: actor.tenantId, account: entry.account, password });
        Object.assign(user, {
          userType: entry.userType,
          name: entry.name,
          realName: entry.realName,
          email: entry.email,
          phone: entry.phone,
          birthday: entry.birthday,
          roleId: entry.roleIds.join(','),
          deptId: entry.deptIds.join(','),
          postId: entry.postIds.join(','),
        });
        written.push(user);
      }
      await scheduleUserDepts(em, written);
    });
    const updated = [...existing.values()].filter((user) => planned.some((entry) => entry.account === user.account));
    if (updated.length > 0) {
      this.invalidation.publish({ topic: 'users', tenantId: actor.tenantId, userIds: updated.map((user) => user.id) });
    }
    return { inserted: newRows.length, updated: planned.length - newRows.length, problems: [] };
  }

  /** The shared upload checks (size, type, zip bomb, row count), then the rows of the first worksheet keyed by column. */
  private async readRows(file: ImportFile | undefined): Promise<ParsedRow[]> {
    const { keys, rows } = sheetRows(await loadXlsxUpload(file), headerKey);
    if (!keys.has('account') || !(keys.has('roleName') || keys.has('roleId')) || !(keys.has('deptName') || keys.has('deptId'))) {
      throw new AppError('VALIDATION', 'user.importHeader');
    }
    if (rows.length === 0) {
      throw new AppError('VALIDATION', 'user.importEmpty');
    }
    if (rows.length > IMPORT_LIMITS.maxRows) {
      throw new AppError('VALIDATION', 'user.importTooManyRows', { max: IMPORT_LIMITS.maxRows });
    }
    return rows.map(({ row, values }) => ({ row, account: values.account ?? '', values }));
  }
}

/** A birthday cell: an ISO timestamp (date cells) or yyyy-MM-dd[ HH:mm:ss] text; undefined when not a date. */
function parseBirthday(text: string, timeZone: string): Date | undefined {
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return parseZoned(text, timeZone) ?? undefined;
}
