/** A row of a flat list that a tree is built from ("0" or an absent id as parent: a root). */
export interface FlatTreeRow {
  id: string;
  parentId: string;
}

/** The key under which the roots are grouped by `groupByParent`. */
export const rootKey = '';

/**
 * Rows grouped by their parent, keeping the list order. Rows whose parent is not in the list are
 * roots (under `rootKey`), so a filtered list still shows every match.
 */
export function groupByParent<Row extends FlatTreeRow>(rows: readonly Row[]): Map<string, Row[]> {
  const ids = new Set(rows.map((row) => row.id));
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.parentId !== row.id && ids.has(row.parentId) ? row.parentId : rootKey;
    const group = groups.get(key);
    if (group) {
      group.push(row);
    } else {
      groups.set(key, [row]);
    }
  }
  return groups;
}

/** A row with its nested children. */
export type NestedRow<Row extends FlatTreeRow> = Row & { children: NestedRow<Row>[] };

/** The nesting of a flat list (trees come back from the server flat, with parentId). */
export function nestRows<Row extends FlatTreeRow>(rows: readonly Row[]): NestedRow<Row>[] {
  const groups = groupByParent(rows);
  const seen = new Set<string>();
  const nest = (key: string): NestedRow<Row>[] =>
    (groups.get(key) ?? []).filter((row) => !seen.has(row.id) && seen.add(row.id)).map((row) => ({ ...row, children: nest(row.id) }));
  return nest(rootKey);
}

/** Ids of the rows that have children in the list. */
export function parentIds(rows: readonly FlatTreeRow[]): Set<string> {
  const ids = new Set(rows.map((row) => row.id));
  return new Set(rows.filter((row) => row.parentId !== row.id && ids.has(row.parentId)).map((row) => row.parentId));
}

/** Of `keys`, those that are leaves of the tree (a checkbox tree derives the parents' state). */
export function leafKeys(keys: readonly string[], rows: readonly FlatTreeRow[]): string[] {
  const known = new Set(rows.map((row) => row.id));
  const parents = parentIds(rows);
  return keys.filter((key) => known.has(key) && !parents.has(key));
}

/** The ids plus every ancestor of them in the tree (a menu grant needs the menus above its buttons). */
export function withAncestors(ids: readonly string[], rows: readonly FlatTreeRow[]): string[] {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const result = new Set<string>();
  for (const id of ids) {
    let current: string | undefined = id;
    while (current !== undefined && parentOf.has(current) && !result.has(current)) {
      result.add(current);
      current = parentOf.get(current);
    }
  }
  return rows.map((row) => row.id).filter((id) => result.has(id));
}

/** Every id below `id` (children, grandchildren, ...). */
export function descendantIds(id: string, rows: readonly FlatTreeRow[]): Set<string> {
  const groups = groupByParent(rows);
  const result = new Set<string>();
  const walk = (key: string) => {
    for (const child of groups.get(key) ?? []) {
      if (!result.has(child.id)) {
        result.add(child.id);
        walk(child.id);
      }
    }
  };
  walk(id);
  return result;
}
