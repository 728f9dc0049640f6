import type { Workbook, Worksheet } from 'exceljs';
import type { Language } from '../../../core/errors/messages';

/** The columns of the legacy user workbook (import template and export), in their legacy order. */
export const USER_COLUMNS = [
  { key: 'tenantId', zh: '租户编号', en: 'Tenant ID', width: 12 },
  { key: 'userType', zh: '用户平台', en: 'User platform', width: 10 },
  { key: 'userTypeName', zh: '用户平台名称', en: 'Platform name', width: 14 },
  { key: 'account', zh: '账户', en: 'Account', width: 18 },
  { key: 'name', zh: '昵称', en: 'Nickname', width: 14 },
  { key: 'realName', zh: '姓名', en: 'Real name', width: 14 },
  { key: 'email', zh: '邮箱', en: 'Email', width: 24 },
  { key: 'phone', zh: '手机', en: 'Phone', width: 14 },
  { key: 'roleId', zh: '角色ID', en: 'Role IDs', width: 22 },
  { key: 'deptId', zh: '部门ID', en: 'Department IDs', width: 22 },
  { key: 'postId', zh: '岗位ID', en: 'Post IDs', width: 22 },
  { key: 'roleName', zh: '角色名称', en: 'Role names', width: 18 },
  { key: 'deptName', zh: '部门名称', en: 'Department names', width: 18 },
  { key: 'postName', zh: '岗位名称', en: 'Post names', width: 18 },
  { key: 'birthday', zh: '生日', en: 'Birthday', width: 12 },
] as const;

export type UserColumnKey = (typeof USER_COLUMNS)[number]['key'];
export type UserSheetRow = Record<UserColumnKey, string>;

export function columnLabel(key: UserColumnKey, language: Language): string {
  const column = USER_COLUMNS.find((candidate) => candidate.key === key);
  return column ? (language === 'en' ? column.en : column.zh) : key;
}

/** A worksheet with the header row in the caller's language (bold, sized columns). */
export function addUserSheet(workbook: Workbook, language: Language): Worksheet {
  const sheet = workbook.addWorksheet(language === 'en' ? 'Users' : '用户');
  sheet.columns = USER_COLUMNS.map((column) => ({
    header: language === 'en' ? column.en : column.zh,
    key: column.key,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** Header cell text (Chinese or English, case and spaces ignored) -> column key. */
export function headerKey(text: string): UserColumnKey | undefined {
  const normalized = text.replace(/\s+/g, '').toLowerCase();
  return USER_COLUMNS.find((column) => column.zh.toLowerCase() === normalized || column.en.replace(/\s+/g, '').toLowerCase() === normalized)
    ?.key;
}

/** Comma-joined lists in a cell (ASCII or full-width commas). */
export function listOf(text: string): string[] {
  return text
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
