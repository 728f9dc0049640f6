import dayjs from 'dayjs';
import type { WorkListFilter } from '../../../generated/graphql';

/** The search values: category, part of the process name and a creation date range (YYYY-MM-DD). */
export interface WorkSearch {
  category?: string;
  processDefinitionName?: string;
  /** Created (started) on or after this day. */
  beginDate?: string;
  /** Created (started) on or before this day. */
  endDate?: string;
}

/** The list filter of the search values: from the start of the first day to the end of the last day, local time. */
export function workListFilter(search: Partial<WorkSearch>): WorkListFilter {
  const filter: WorkListFilter = {};
  if (search.category) {
    filter.category = search.category;
  }
  const name = search.processDefinitionName?.trim();
  if (name) {
    filter.processDefinitionName = name;
  }
  const from = search.beginDate ? dayjs(search.beginDate) : undefined;
  if (from?.isValid()) {
    filter.beginDate = from.startOf('day').toISOString();
  }
  const to = search.endDate ? dayjs(search.endDate) : undefined;
  if (to?.isValid()) {
    filter.endDate = to.add(1, 'day').startOf('day').toISOString();
  }
  return filter;
}
