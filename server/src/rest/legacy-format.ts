/** Legacy serialization: dates as yyyy-MM-dd HH:mm:ss in the server's zone, unset values as "" / -1. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function legacyDateTime(value: string | Date | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // The Swedish locale writes dates as yyyy-MM-dd HH:mm:ss.
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}

/** MyBatis-Plus page JSON as Saber reads it. */
export interface LegacyPage<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  orders: never[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  countId: string;
  maxLimit: number;
  pages: number;
}

export interface PageData<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function legacyPage<T, R>(page: PageData<T>, mapRow: (row: T) => R): LegacyPage<R> {
  return {
    records: page.records.map(mapRow),
    total: page.total,
    size: page.size,
    current: page.current,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    countId: '',
    maxLimit: -1,
    pages: page.pages,
  };
}

export interface AuditData {
  id: string;
  createUser?: string | null;
  createDept?: string | null;
  createTime?: string | null;
  updateUser?: string | null;
  updateTime?: string | null;
  status?: number | null;
}

/** The standard audit fields of a legacy record. */
export function legacyAudit(row: AuditData, timeZone: string): Record<string, string | number> {
  return {
    id: row.id,
    createUser: row.createUser ?? '',
    createDept: row.createDept ?? '',
    createTime: legacyDateTime(row.createTime, timeZone),
    updateUser: row.updateUser ?? '',
    updateTime: legacyDateTime(row.updateTime, timeZone),
    status: row.status ?? -1,
    isDeleted: 0,
  };
}

/**
 * Parses a legacy `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) wall-clock time of `timeZone` into an
 * instant; undefined for an empty value; throws on anything else.
 */
export function parseLegacyDateTime(text: string | undefined, timeZone: string): Date | undefined {
  if (text === undefined || text.trim() === '') {
    return undefined;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) {
    throw new RangeError(`not a legacy date: ${text}`);
  }
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallAsUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`not a legacy date: ${text}`);
  }
  // The zone's offset at that wall time: format the guess in the zone and compare.
  const offsetAt = (instant: number): number => {
    const shown = legacyDateTime(new Date(instant), timeZone);
    const [datePart, timePart] = shown.split(' ') as [string, string];
    const [y, mo, d] = datePart.split('-').map(Number) as [number, number, number];
    const [h, mi, s] = timePart.split(':').map(Number) as [number, number, number];
    return Date.UTC(y, mo - 1, d, h, mi, s) - instant;
  };
  const first = wallAsUtc - offsetAt(wallAsUtc);
  return new Date(wallAsUtc - offsetAt(first));
}
