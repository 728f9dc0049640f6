import { useCallback, useMemo, useState } from 'react';
import type { SortInput } from '../../../generated/graphql';
import type { CrudConfig, CrudListVariables, CrudRow } from './crud-types';

/** Page sizes offered under every list (SPEC §9). */
export const crudPageSizes: readonly number[] = [10, 30, 50, 100, 200];

/** Page size of a list until the user picks another (SPEC §9). */
export const defaultCrudPageSize = 10;

/** Filter, paging and sorting of one list, and the list query's variables built from them. */
export interface CrudListState<Filter extends object> {
  /** The applied filter (what the last search sent). */
  filter: Partial<Filter>;
  /** 1-based page index. */
  page: number;
  size: number;
  sort: readonly SortInput[];
  /** `{ filter, page: { current, size }, sort }` for the generated list query hook. */
  variables: CrudListVariables<Partial<Filter>>;
  /** Applies a filter and goes back to page 1. */
  search: (filter: Partial<Filter>) => void;
  /** Clears the filter and goes back to page 1. */
  reset: () => void;
  setPage: (page: number) => void;
  /** Changes the page size and goes back to page 1. */
  setSize: (size: number) => void;
  /** Changes the sort and goes back to page 1. */
  setSort: (sort: readonly SortInput[]) => void;
}

/** Drops empty values (blank text, null, undefined) and trims text, so they are not sent as filters. */
export function cleanFilter<Filter extends object>(filter: Partial<Filter>): Partial<Filter> {
  const cleaned: Partial<Filter> = {};
  for (const key of Object.keys(filter) as Array<keyof Filter>) {
    const value = filter[key];
    if (value === undefined || value === null) {
      continue;
    }
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed.length > 0) {
        cleaned[key] = trimmed as Filter[keyof Filter];
      }
      continue;
    }
    cleaned[key] = value;
  }
  return cleaned;
}

/**
 * The list state of a CRUD page. Call it first in the page, hand `variables` to the page's list
 * query hook and the whole state to CrudPage.
 */
export function useCrudList<Row extends CrudRow, Values extends object, Filter extends object>(
  config: CrudConfig<Row, Values, Filter>,
  /** The filter of the first request (e.g. from the address: `?bankId=`); the search panel starts with it. */
  initialFilter?: Partial<Filter>,
): CrudListState<Filter> {
  const [filter, setFilter] = useState<Partial<Filter>>(() => cleanFilter(initialFilter ?? {}));
  const [page, setPage] = useState(1);
  const [size, setSizeState] = useState(config.defaultPageSize ?? defaultCrudPageSize);
  const [sort, setSortState] = useState<readonly SortInput[]>([]);

  const search = useCallback((next: Partial<Filter>) => {
    setFilter(cleanFilter(next));
    setPage(1);
  }, []);
  const reset = useCallback(() => {
    setFilter({});
    setPage(1);
  }, []);
  const setSize = useCallback((next: number) => {
    setSizeState(next);
    setPage(1);
  }, []);
  const setSort = useCallback((next: readonly SortInput[]) => {
    setSortState(next);
    setPage(1);
  }, []);

  const variables = useMemo<CrudListVariables<Partial<Filter>>>(
    () => ({ filter, page: { current: page, size }, ...(sort.length > 0 ? { sort: [...sort] } : {}) }),
    [filter, page, size, sort],
  );

  return { filter, page, size, sort, variables, search, reset, setPage, setSize, setSort };
}
