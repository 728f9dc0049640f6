import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { groupByParent, rootKey, type FlatTreeRow } from './tree-data';

/** A row of a tree table as shown: the row, its depth and its expand state. */
export interface VisibleTreeRow<Row> {
  row: Row;
  /** 0 for the roots. */
  level: number;
  hasChildren: boolean;
  expanded: boolean;
  /** Its children are being loaded. */
  loading: boolean;
}

/** A tree row; `hasChildren` (when the server tells) shows the expand button before children are loaded. */
export interface LazyTreeRow extends FlatTreeRow {
  hasChildren?: boolean;
}

interface TreeData<Row> {
  /** Children by parent id (`rootKey` for the roots); a key present means that level is loaded. */
  levels: ReadonlyMap<string, readonly Row[]>;
  expanded: ReadonlySet<string>;
  /** Levels loaded on their own (expanding a node), reloaded by `reload`. */
  lazy: ReadonlySet<string>;
}

const emptyTree: TreeData<never> = { levels: new Map(), expanded: new Set(), lazy: new Set() };

/** Merges a flat answer into levels: nested rows become loaded, expanded levels of their parents. */
function levelsOf<Row extends LazyTreeRow>(rows: readonly Row[]): { levels: Map<string, Row[]>; parents: string[] } {
  const groups = groupByParent(rows);
  const levels = new Map<string, Row[]>([[rootKey, groups.get(rootKey) ?? []]]);
  const parents: string[] = [];
  for (const [key, children] of groups) {
    if (key !== rootKey) {
      levels.set(key, children);
      parents.push(key);
    }
  }
  return { levels, parents };
}

/**
 * The state of a tree table whose levels are loaded on demand. `loadRoot` answers the first level (or
 * a flat search result: rows under other answered rows are nested and shown expanded);
 * `loadChildren(id)` one level below a row, called when the row is first expanded. A new `resetKey`
 * (the search filter) starts over. `reload()` loads the root and every expanded lazy level again.
 */
export function useLazyTree<Row extends LazyTreeRow>({
  loadRoot,
  loadChildren,
  resetKey,
}: {
  loadRoot: () => Promise<readonly Row[]>;
  loadChildren?: (id: string) => Promise<readonly Row[]>;
  resetKey: unknown;
}): {
  rows: VisibleTreeRow<Row>[];
  loading: boolean;
  toggle: (row: Row) => void;
  reload: () => Promise<void>;
} {
  const [tree, setTree] = useState<TreeData<Row>>(emptyTree);
  const [loadingIds, setLoadingIds] = useState<ReadonlySet<string>>(new Set([rootKey]));
  const generation = useRef(0);
  const treeRef = useRef(tree);
  treeRef.current = tree;

  const setLoading = useCallback((key: string, on: boolean) => {
    setLoadingIds((previous) => {
      const next = new Set(previous);
      if (on) {
        next.add(key);
      } else {
        next.delete(key);
      }
      return next;
    });
  }, []);

  const loadAll = useCallback(
    async (keep: TreeData<Row>) => {
      const current = generation.current;
      setLoading(rootKey, true);
      try {
        const lazyKeys = [...keep.lazy].filter((key) => keep.expanded.has(key));
        const [rootRows, ...lazyLevels] = await Promise.all([
          loadRoot(),
          ...(loadChildren ? lazyKeys.map((key) => loadChildren(key)) : []),
        ]);
        if (current !== generation.current || rootRows === undefined) {
          return;
        }
        const { levels, parents } = levelsOf(rootRows);
        const expanded = new Set([...parents, ...keep.expanded]);
        const lazy = new Set<string>();
        lazyKeys.forEach((key, index) => {
          const children = lazyLevels[index];
          if (children && !levels.has(key)) {
            levels.set(key, [...children]);
            lazy.add(key);
          }
        });
        setTree({ levels, expanded, lazy });
      } finally {
        if (current === generation.current) {
          setLoading(rootKey, false);
        }
      }
    },
    [loadRoot, loadChildren, setLoading],
  );

  // A new filter starts a new tree.
  useEffect(() => {
    generation.current += 1;
    setTree(emptyTree);
    loadAll(emptyTree).catch(() => undefined);
    // Only a new resetKey starts over (a new loadRoot identity alone does not).
  }, [resetKey]);

  const reload = useCallback(() => loadAll(treeRef.current), [loadAll]);

  const toggle = useCallback(
    (row: Row) => {
      const { expanded, levels } = treeRef.current;
      if (expanded.has(row.id)) {
        setTree((previous) => {
          const next = new Set(previous.expanded);
          next.delete(row.id);
          return { ...previous, expanded: next };
        });
        return;
      }
      setTree((previous) => ({ ...previous, expanded: new Set(previous.expanded).add(row.id) }));
      if (levels.has(row.id) || !loadChildren) {
        return;
      }
      const current = generation.current;
      setLoading(row.id, true);
      loadChildren(row.id)
        .then((children) => {
          if (current === generation.current) {
            setTree((previous) => ({
              ...previous,
              levels: new Map(previous.levels).set(row.id, [...children]),
              lazy: new Set(previous.lazy).add(row.id),
            }));
          }
        })
        .catch(() => {
          setTree((previous) => {
            const next = new Set(previous.expanded);
            next.delete(row.id);
            return { ...previous, expanded: next };
          });
        })
        .finally(() => setLoading(row.id, false));
    },
    [loadChildren, setLoading],
  );

  const rows = useMemo(() => {
    const visible: VisibleTreeRow<Row>[] = [];
    const seen = new Set<string>();
    const walk = (key: string, level: number) => {
      for (const row of tree.levels.get(key) ?? []) {
        if (seen.has(row.id)) {
          continue;
        }
        seen.add(row.id);
        const loaded = tree.levels.get(row.id);
        const hasChildren = loaded ? loaded.length > 0 : (row.hasChildren ?? false);
        const expanded = hasChildren && tree.expanded.has(row.id);
        visible.push({ row, level, hasChildren, expanded, loading: loadingIds.has(row.id) });
        if (expanded) {
          walk(row.id, level + 1);
        }
      }
    };
    walk(rootKey, 0);
    return visible;
  }, [tree, loadingIds]);

  return { rows, loading: loadingIds.has(rootKey), toggle, reload };
}
