import { AppError } from '../errors/app-error';
import { isId } from './snowflake';

/** Ids of a bulk action: at least one, at most 1000, each a decimal id. */
export function requireIdList(ids: string[], name = 'ids'): string[] {
  if (ids.length === 0) {
    throw new AppError('VALIDATION', 'errors.selectOne');
  }
  if (ids.length > 1000 || !ids.every(isId)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return [...new Set(ids)];
}

/** Ids of an optional id list (may be empty), each a decimal id. */
export function checkIdList(ids: string[] | null | undefined, name: string): string[] {
  const list = ids ?? [];
  if (list.length > 5000 || !list.every(isId)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return [...new Set(list)];
}
