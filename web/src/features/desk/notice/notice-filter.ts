import dayjs from 'dayjs';
import type { NoticeFilter, NoticeState } from '../../../generated/graphql';
import type { NoticeSearch } from './notice-crud';

function isState(value: string | undefined): value is NoticeState {
  return value === 'DRAFT' || value === 'PUBLISHED';
}

/**
 * The list filter of the search values. The date range works like createTime_dategt / createTime_datelt:
 * from the start of the first day to the end of the last day, local time.
 */
export function noticeFilter(search: Partial<NoticeSearch>): NoticeFilter {
  const filter: NoticeFilter = {};
  if (search.title) {
    filter.title = search.title;
  }
  if (search.category && /^\d+$/.test(search.category)) {
    filter.category = Number(search.category);
  }
  if (isState(search.state)) {
    filter.state = search.state;
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
