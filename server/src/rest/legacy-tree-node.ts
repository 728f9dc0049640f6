import { buildForest, type TreeNode } from '../core/tree';

/** The legacy TreeNode: {id, parentId, title, key, value, hasChildren, children?} (children omitted on leaves). */
export interface LegacyTreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children?: LegacyTreeNode[];
}

/** Any flat rows with parent links as a legacy forest: `shape` gives each node's own fields. */
export function legacyForest<T extends { id: string; parentId: string }, R extends object>(
  rows: T[],
  shape: (row: T) => R,
): Array<R & { hasChildren: boolean; children?: unknown[] }> {
  const convert = (node: TreeNode<T>): R & { hasChildren: boolean; children?: unknown[] } => {
    const { children, ...row } = node;
    const converted = children.map(convert);
    const result: R & { hasChildren: boolean; children?: unknown[] } = { ...shape(row as unknown as T), hasChildren: converted.length > 0 };
    if (converted.length > 0) {
      result.children = converted;
    }
    return result;
  };
  return buildForest(rows).map(convert);
}

/** Flat rows as a forest of legacy tree nodes. */
export function legacyTreeNodes<T extends { id: string; parentId: string }>(rows: T[], title: (row: T) => string): LegacyTreeNode[] {
  return legacyForest(rows, (row) => ({ id: row.id, parentId: row.parentId, title: title(row), key: row.id, value: row.id })) as LegacyTreeNode[];
}
