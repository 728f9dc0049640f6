import { AppError } from '../../core/errors/app-error';
import { parseLegacyDateTime } from '../legacy-dates';

/** A date of a legacy exam body: yyyy-MM-dd HH:mm:ss in the legacy zone, or an ISO instant with its offset. */
export function legacyDateValue(value: unknown, timeZone: string, name: string): string | null | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (value === null || value === '') {
    return null;
  }
  if (typeof value !== 'string') {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  if (/T.*(Z|[+-]\d{2}:\d{2})$/.test(value.trim())) {
    return value.trim();
  }
  return parseLegacyDateTime(value, timeZone, name)?.toISOString() ?? null;
}

/** A number of a legacy body that may arrive as a numeric string. */
export function legacyNumberValue(value: unknown, name: string): unknown {
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    if (!Number.isFinite(number)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name });
    }
    return number;
  }
  return value;
}

/** A boolean of a legacy body: true/false, 1/0 or "true"/"false"/"1"/"0". */
export function legacyBooleanValue(value: unknown): unknown {
  if (value === 1 || value === '1' || value === 'true') {
    return true;
  }
  if (value === 0 || value === '0' || value === 'false') {
    return false;
  }
  return value;
}
