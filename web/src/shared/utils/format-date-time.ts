import dayjs from 'dayjs';

/** A server timestamp (ISO, UTC) as local `YYYY-MM-DD HH:mm:ss`; empty for a missing or bad value. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) {
    return '';
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm:ss') : '';
}
