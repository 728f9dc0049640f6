import { AppError } from '../core/errors/app-error';
import { parseZoned } from '../core/time/zoned-date';
import { legacyAudit, legacyDateTime, type AuditData } from './legacy-format';

/** The UserView fields the legacy operations select. */
export interface UserData extends AuditData {
  tenantId: string;
  tenantName: string;
  code: string | null;
  userType: number;
  userTypeName: string;
  account: string;
  name: string | null;
  realName: string | null;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  sex: number | null;
  sexName: string;
  roleIds: string[];
  roleNames: string[];
  deptIds: string[];
  deptNames: string[];
  postIds: string[];
  postNames: string[];
  userExt: string | null;
}

/** The legacy UserVO: User without password, id lists comma-joined, names comma-joined, unset as "" / -1. */
export function legacyUser(row: UserData, timeZone: string): Record<string, unknown> {
  return {
    ...legacyAudit(row, timeZone),
    tenantId: row.tenantId,
    code: row.code ?? '',
    userType: row.userType,
    account: row.account,
    name: row.name ?? '',
    realName: row.realName ?? '',
    avatar: row.avatar ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    birthday: legacyDateTime(row.birthday, timeZone),
    sex: row.sex ?? -1,
    roleId: row.roleIds.join(','),
    deptId: row.deptIds.join(','),
    postId: row.postIds.join(','),
    tenantName: row.tenantName,
    userTypeName: row.userTypeName,
    roleName: row.roleNames.join(','),
    deptName: row.deptNames.join(','),
    postName: row.postNames.join(','),
    sexName: row.sexName,
    userExt: row.userExt ?? '',
  };
}

const TEXT_FIELDS = ['account', 'password', 'password2', 'name', 'realName', 'code', 'avatar', 'email', 'phone'] as const;

function idList(value: unknown, name: string): string[] {
  if (value === undefined || value === null || value === '') {
    return [];
  }
  const text = Array.isArray(value) ? value.join(',') : String(value);
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part !== '-1');
  if (!ids.every((id) => /^\d{1,19}$/.test(id))) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return ids;
}

function intOf(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') {
    return undefined;
  }
  const number = Number(value);
  if (!Number.isInteger(number)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return number;
}

/** A Saber user form body (comma-joined ids, legacy dates) -> UserInput variables. */
export function userInputOf(body: Record<string, unknown>, timeZone: string): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (body['id'] !== undefined) {
    input['id'] = String(body['id']);
  }
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value !== undefined && value !== null && value !== '') {
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw new AppError('VALIDATION', 'errors.paramType', { name: field });
      }
      input[field] = String(value);
    }
  }
  input['account'] ??= '';
  const birthday = body['birthday'];
  if (typeof birthday === 'string' && birthday.trim() !== '') {
    const date = parseZoned(birthday, timeZone);
    if (!date) {
      throw new AppError('VALIDATION', 'user.dateFormat', { name: 'birthday' });
    }
    input['birthday'] = date.toISOString();
  }
  input['sex'] = intOf(body['sex'], 'sex');
  input['userType'] = intOf(body['userType'], 'userType') ?? 1;
  input['roleIds'] = idList(body['roleId'], 'roleId');
  input['deptIds'] = idList(body['deptId'], 'deptId');
  input['postIds'] = idList(body['postId'], 'postId');
  return input;
}
