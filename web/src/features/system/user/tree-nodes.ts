import type { TreeNodeData } from '@mantine/core';

/** A node of the server's flat selection trees (`deptTree`, `roleTree`). */
export interface FlatTreeNode {
  id: string;
  parentId: string;
  title: string;
}

/**
 * Nests flat tree nodes by parentId for Mantine's Tree and TreeSelect (value = id, label = title).
 * Roots are the nodes whose parent is "0" or not in the list; the server's order is kept.
 */
export function nestTreeNodes(nodes: readonly FlatTreeNode[]): TreeNodeData[] {
  const ids = new Set(nodes.map((node) => node.id));
  const children = new Map<string, FlatTreeNode[]>();
  for (const node of nodes) {
    const parent = ids.has(node.parentId) && node.parentId !== node.id ? node.parentId : '';
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const build = (parent: string, seen: ReadonlySet<string>): TreeNodeData[] =>
    (children.get(parent) ?? [])
      .filter((node) => !seen.has(node.id))
      .map((node) => {
        const below = build(node.id, new Set([...seen, node.id]));
        return below.length > 0 ? { value: node.id, label: node.title, children: below } : { value: node.id, label: node.title };
      });
  return build('', new Set());
}
