import type { Request } from 'express';
import { AppError } from '../core/errors/app-error';

/**
 * Legacy endpoints take parameters from the query string or a form/JSON body (Spring binds both).
 * Every read is bounded so oversized values are refused before any work is done.
 */
export function readParam(request: Request, name: string, maxLength = 255): string | undefined {
  const fromQuery = request.query[name];
  const body: unknown = request.body;
  const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const value = fromQuery ?? fromBody;
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  const text = String(value);
  if (text.length > maxLength) {
    throw new AppError('VALIDATION', 'errors.paramTooLong', { name });
  }
  return text;
}

export function requireParam(request: Request, name: string, maxLength = 255): string {
  const value = readParam(request, name, maxLength);
  if (value === undefined || value.trim() === '') {
    throw new AppError('VALIDATION', 'errors.paramMissing', { name });
  }
  return value;
}

/** A comma-joined id list (`ids=1,2,3`); each must be a decimal id. */
export function readIdList(request: Request, name: string): string[] {
  const value = readParam(request, name, 20_000);
  if (value === undefined || value.trim() === '') {
    return [];
  }
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (!ids.every((id) => /^\d{1,19}$/.test(id))) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return ids;
}

/** Header value bounded in length; empty means absent. */
export function readHeader(request: Request, name: string, maxLength = 255): string | undefined {
  const value = request.get(name);
  if (value === undefined || value.trim() === '') {
    return undefined;
  }
  if (value.length > maxLength) {
    throw new AppError('VALIDATION', 'errors.paramTooLong', { name });
  }
  return value.trim();
}

/** An optional integer parameter (forms send "1"). */
export function readIntParam(request: Request, name: string): number | undefined {
  const value = readParam(request, name, 10)?.trim();
  if (!value) {
    return undefined;
  }
  if (!/^\d+$/.test(value)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return Number(value);
}

/** Paging parameters: current (default 1) and size (default 10). */
export function readPage(request: Request): { current: number; size: number } {
  const number = (name: string, fallback: number): number => {
    const value = readParam(request, name, 10);
    if (value === undefined || value === '') {
      return fallback;
    }
    if (!/^\d+$/.test(value)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name });
    }
    return Number(value);
  };
  return { current: number('current', 1), size: number('size', 10) };
}

/**
 * The known fields of a JSON body (unknown ones are ignored, as Spring did). Numeric ids become
 * strings; `null` and `""` ids mean "absent" (submit inserts then).
 */
export function readBody(request: Request, fields: string[]): Record<string, unknown> {
  const body: unknown = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('VALIDATION', 'errors.bodyMissing');
  }
  return pickBodyFields(body as Record<string, unknown>, fields);
}

/** The known fields of one JSON object (a body, or one element of a list body), ids as in readBody. */
export function pickBodyFields(source: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    let value = source[field];
    if (field === 'id' || field.endsWith('Id')) {
      if (value === null || value === '' || value === undefined) {
        continue;
      }
      if (typeof value === 'number') {
        value = String(value);
      }
    }
    if (value !== undefined) {
      result[field] = value;
    }
  }
  return result;
}
