import { dictLabel } from './dict-label';
import type { DictRow } from './dict-types';

/** A row of the item tree table: the item, its depth and whether it has items below it. */
export type DictTreeRow = DictRow & { depth: number; hasChildren: boolean };

/**
 * Nests the flat items (by sort, as the server answers them) under `rootId`. Items whose parent is not in
 * the list (a search left it out) show at the top level. Returns the rows in display order, without the
 * rows below a collapsed item.
 */
export function visibleTreeRows(rows: readonly DictRow[], rootId: string, collapsed: ReadonlySet<string>): DictTreeRow[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<string, DictRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== rootId && ids.has(row.parentId) ? row.parentId : rootId;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(row);
    childrenOf.set(parent, siblings);
  }
  const out: DictTreeRow[] = [];
  const visit = (parentId: string, depth: number, seen: Set<string>) => {
    for (const row of childrenOf.get(parentId) ?? []) {
      if (seen.has(row.id)) {
        continue;
      }
      seen.add(row.id);
      const hasChildren = (childrenOf.get(row.id)?.length ?? 0) > 0;
      out.push({ ...row, depth, hasChildren });
      if (hasChildren && !collapsed.has(row.id)) {
        visit(row.id, depth + 1, seen);
      }
    }
  };
  visit(rootId, 0, new Set());
  return out;
}

/** Options of the (read-only) parent tree select: the dictionary, then its items indented by depth. */
export function parentOptions(root: DictRow, rows: readonly DictRow[]): { value: string; label: string }[] {
  const indent = '\u00a0\u00a0\u00a0\u00a0';
  return [
    { value: root.id, label: dictLabel(root) },
    ...visibleTreeRows(rows, root.id, new Set()).map((row) => ({
      value: row.id,
      label: `${indent.repeat(row.depth + 1)}${dictLabel(row)}`,
    })),
  ];
}
