import dayjs from 'dayjs';
import type { LogFilter } from '../../../generated/graphql';

/** The search fields as the panel sends them: text filters and a creation date range (YYYY-MM-DD). */
export type LogSearch = Pick<LogFilter, 'serviceId' | 'serverHost' | 'requestUri' | 'createBy' | 'method'> & {
  /** createTime_dategt: created on or after this day. */
  createTimeFrom?: string;
  /** createTime_datelt: created on or before this day. */
  createTimeTo?: string;
};

/** The list filter of the search values: from the start of the first day to the end of the last day, local time. */
export function logFilter(search: Partial<LogSearch>): LogFilter {
  const filter: LogFilter = {};
  for (const key of ['serviceId', 'serverHost', 'requestUri', 'createBy', 'method'] as const) {
    const value = search[key];
    if (value) {
      filter[key] = value;
    }
  }
  const from = search.createTimeFrom ? dayjs(search.createTimeFrom) : undefined;
  if (from?.isValid()) {
    filter.createTimeFrom = from.startOf('day').toISOString();
  }
  const to = search.createTimeTo ? dayjs(search.createTimeTo) : undefined;
  if (to?.isValid()) {
    filter.createTimeTo = to.add(1, 'day').startOf('day').toISOString();
  }
  return filter;
}
