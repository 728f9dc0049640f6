import { buildForest, type TreeNode as ForestNode } from '../core/tree';

/** A legacy tree VO: the row's fields plus hasChildren, and children only when there are some. */
export type LegacyNode<R> = R & { hasChildren: boolean; children?: Array<LegacyNode<R>> };

/**
 * Nests flat rows by parentId (rows whose parent is absent become roots) in the legacy tree shape:
 * leaves carry no `children` key; hasChildren is true when children are present or the row says so.
 */
export function legacyForest<T extends { id: string; parentId: string; hasChildren?: boolean }, R extends object>(
  rows: T[],
  shape: (row: T) => R,
): Array<LegacyNode<R>> {
  const convert = (node: ForestNode<T>): LegacyNode<R> => {
    const children = node.children.map(convert);
    const result = { ...shape(node), hasChildren: children.length > 0 || Boolean(node.hasChildren) } as LegacyNode<R>;
    if (children.length > 0) {
      result.children = children;
    }
    return result;
  };
  return buildForest(rows).map(convert);
}

export interface TreeNodeData {
  id: string;
  parentId: string;
  title: string;
  hasChildren: boolean;
}

/** TreeNode rows as the legacy {id, parentId, title, key, value, children?, hasChildren} forest. */
export function legacyTree(
  nodes: TreeNodeData[],
): Array<LegacyNode<{ id: string; parentId: string; title: string; key: string; value: string }>> {
  return legacyForest(nodes, (node) => ({ id: node.id, parentId: node.parentId, title: node.title, key: node.id, value: node.id }));
}

/** Flat rows as a legacy TreeNode forest, titled by `title`. */
export function legacyTreeNodes<T extends { id: string; parentId: string }>(
  rows: T[],
  title: (row: T) => string,
): Array<LegacyNode<{ id: string; parentId: string; title: string; key: string; value: string }>> {
  return legacyForest(rows, (row) => ({ id: row.id, parentId: row.parentId, title: title(row), key: row.id, value: row.id }));
}
