import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The typed format of the expiry field (no date picker installed). */
export const expireTimeFormat = 'YYYY-MM-DD HH:mm:ss';

/** A typed local time `yyyy-MM-dd HH:mm:ss` as ISO (UTC), or undefined when it is not a real time. */
export function parseExpireTime(text: string): string | undefined {
  const parsed = dayjs(text.trim(), expireTimeFormat, true);
  return parsed.isValid() ? parsed.toISOString() : undefined;
}

/** A stored expiry as the field shows it (local time); '' for never. */
export function formatExpireTime(value: string | null | undefined): string {
  return value ? dayjs(value).format(expireTimeFormat) : '';
}
