import dayjs from 'dayjs';
import { currentLanguage } from '../../i18n/change-language';

/** A server timestamp (ISO, UTC) as local `YYYY-MM-DD HH:mm:ss`; empty for a missing or bad value. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) {
    return '';
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm:ss') : '';
}

/**
 * A moment in the current app language (Intl medium date and time, e.g. "Mar 1, 2026, 2:05:09 PM");
 * empty for a missing or bad value.
 */
export function formatLocalizedDateTime(value: string | number | Date | null | undefined, language: string = currentLanguage()): string {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  const parsed = dayjs(value);
  if (!parsed.isValid()) {
    return '';
  }
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(parsed.toDate());
}

/** A day in the current app language with its weekday (Intl full date, e.g. "Sunday, March 1, 2026"). */
export function formatLocalizedDate(value: string | number | Date, language: string = currentLanguage()): string {
  const parsed = dayjs(value);
  return parsed.isValid() ? new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(parsed.toDate()) : '';
}
