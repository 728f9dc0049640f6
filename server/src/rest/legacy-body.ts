import type { Request } from 'express';
import { AppError } from '../core/errors/app-error';

const ID = /^\d{1,19}$/;

/**
 * An id list from a JSON body (or the query): an array of string or number ids, or a comma-joined
 * string, as legacy clients send either. Each must be a decimal id.
 */
export function readIdArray(request: Request, name: string): string[] {
  const body: unknown = request.body;
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
  const value = fromBody ?? request.query[name];
  if (value === undefined || value === null || value === '') {
    return [];
  }
  const parts = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : null;
  if (!parts || parts.length > 5000) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  const ids = parts
    .map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part).trim() : ''))
    .filter((part) => part.length > 0);
  if (!ids.every((id) => ID.test(id))) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return ids;
}

/** Turns numeric strings of the named fields into numbers (legacy clients send "1" or 1 alike). */
export function withIntFields(record: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const result = { ...record };
  for (const name of names) {
    const value = result[name];
    if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) {
      result[name] = Number(value.trim());
    } else if (value === '' || value === null) {
      delete result[name];
    }
  }
  return result;
}
