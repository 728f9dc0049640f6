export type TreeNode<T> = T & { children: Array<TreeNode<T>> };

/** Turns a flat list into a forest by parent id; nodes whose parent is absent become roots. Order is kept. */
export function buildForest<T extends { id: string; parentId: string }>(items: T[]): Array<TreeNode<T>> {
  const nodes = new Map<string, TreeNode<T>>();
  for (const item of items) {
    nodes.set(item.id, { ...item, children: [] });
  }
  const roots: Array<TreeNode<T>> = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === node.id ? undefined : nodes.get(node.parentId);
    if (parent) {
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  return roots;
}
