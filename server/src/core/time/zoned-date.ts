/** Calendar dates and times as people in one time zone write them (yyyy-MM-dd HH:mm:ss), both ways. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    // The Swedish locale writes yyyy-MM-dd HH:mm:ss.
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function formatZoned(date: Date, timeZone: string): string {
  return formatter(timeZone).format(date);
}

const PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Parses yyyy-MM-dd or yyyy-MM-dd HH:mm[:ss] as a wall-clock time in `timeZone`; null when not valid. */
export function parseZoned(text: string, timeZone: string): Date | null {
  const match = PATTERN.exec(text.trim());
  if (!match) {
    return null;
  }
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  // The zone's offset at that moment: format the UTC guess in the zone and compare.
  const shown = formatZoned(check, timeZone).replace(' ', 'T');
  const offset = Date.parse(`${shown}Z`) - asUtc;
  return new Date(asUtc - offset);
}
