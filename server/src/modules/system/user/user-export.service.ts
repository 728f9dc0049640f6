import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatZoned } from '../../../core/time/zoned-date';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../menu/menu.service';
import { userWhere } from './user-query';
import { addUserSheet, type UserSheetRow } from './user-sheet';
import { loadNameMaps, userTypeName } from './user-views';
import { User } from './user.entity';
import type { UserFilter } from './user.inputs';

const BATCH = 500;
/** An export larger than this is cut off (the list filters narrow it down). */
export const MAX_EXPORT_ROWS = 50_000;

/** Excel export of the user list and the empty import template (legacy columns). */
export class UserExportService {
  constructor(
    private readonly menus: MenuService,
    private readonly timeZone: string,
  ) {}

  /** The import template: the header row only, in the caller's language. */
  async template(context: SignedInContext): Promise<Buffer> {
    await this.menus.require(context, 'user_import');
    const workbook = new ExcelJS.Workbook();
    addUserSheet(workbook, context.language);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  /**
   * Streams the users matching the list filters to `output` as xlsx. Access is checked before
   * `onStart` is called (the transport sends its headers there), so a refusal is still a normal error.
   */
  async exportTo(context: SignedInContext, filter: UserFilter | null, output: Writable, onStart: () => void): Promise<number> {
    await this.menus.require(context, 'user_export');
    const where = await userWhere(context, filter);
    onStart();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    const sheet = addUserSheet(workbook, context.language);
    let written = 0;
    let lastId: string | null = null;
    while (written < MAX_EXPORT_ROWS) {
      const batchWhere = lastId === null ? where : { $and: [where, { id: { $gt: lastId } }] };
      const users: User[] = await context.em.find(User, batchWhere, { orderBy: { id: 'asc' }, limit: BATCH });
      if (users.length === 0) {
        break;
      }
      const maps = await loadNameMaps(context.em, context.actor.tenantId, users);
      for (const user of users) {
        const row: UserSheetRow = {
          tenantId: user.tenantId,
          userType: String(user.userType),
          userTypeName: userTypeName(user.userType),
          account: user.account,
          name: user.name ?? '',
          realName: user.realName ?? '',
          email: user.email ?? '',
          phone: user.phone ?? '',
          roleId: user.roleId,
          deptId: user.deptId,
          postId: user.postId,
          roleName: namesOf(user.roleId, maps.roles),
          deptName: namesOf(user.deptId, maps.depts),
          postName: namesOf(user.postId, maps.posts),
          birthday: user.birthday ? formatZoned(user.birthday, this.timeZone).slice(0, 10) : '',
        };
        sheet.addRow(row).commit();
        written += 1;
      }
      lastId = users[users.length - 1]?.id ?? null;
      context.em.clear();
    }
    sheet.commit();
    await workbook.commit();
    return written;
  }
}

function namesOf(ids: string, names: Map<string, string>): string {
  return ids
    .split(',')
    .map((id) => names.get(id.trim()))
    .filter((name): name is string => name !== undefined)
    .join(',');
}
