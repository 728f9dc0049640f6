import { useCallback, useMemo, useState } from 'react';
import { getStore, setStore } from '../../utils/storage';
import type { CrudColumn, CrudRow } from './crud-types';

/** The storage name of a page's hidden columns (prefixed and wrapped by the storage util). */
export function hiddenColumnsStorageName(pageKey: string): string {
  return `crudColumns.${pageKey}`;
}

function readHidden<Row extends CrudRow>(pageKey: string, columns: readonly CrudColumn<Row>[]): ReadonlySet<string> {
  const stored = getStore<unknown>(hiddenColumnsStorageName(pageKey), 'local');
  if (Array.isArray(stored)) {
    return new Set(stored.filter((item): item is string => typeof item === 'string'));
  }
  return new Set(columns.filter((column) => column.hiddenByDefault).map((column) => column.accessor));
}

/** Which data columns the user hid; the choice is kept in local storage under the page key. */
export function useColumnVisibility<Row extends CrudRow>(
  pageKey: string,
  columns: readonly CrudColumn<Row>[],
): {
  hidden: ReadonlySet<string>;
  visibleColumns: readonly CrudColumn<Row>[];
  toggle: (accessor: string) => void;
} {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => readHidden(pageKey, columns));

  const toggle = useCallback(
    (accessor: string) => {
      setHidden((previous) => {
        const next = new Set(previous);
        if (next.has(accessor)) {
          next.delete(accessor);
        } else {
          next.add(accessor);
        }
        setStore(hiddenColumnsStorageName(pageKey), [...next], 'local');
        return next;
      });
    },
    [pageKey],
  );

  const visibleColumns = useMemo(() => columns.filter((column) => !hidden.has(column.accessor)), [columns, hidden]);
  return { hidden, visibleColumns, toggle };
}
