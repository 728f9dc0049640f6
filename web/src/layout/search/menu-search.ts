import { flattenMenuTree, menuTarget, type MenuNode, type MenuTarget } from '../menu/build-menu-tree';

/** A leaf menu the search overlay can open. */
export interface SearchEntry {
  node: MenuNode;
  label: string;
  target: Exclude<MenuTarget, { kind: 'branch' }>;
}

/** Every leaf of the tree with its label in the current language, in menu order. */
export function searchEntries(tree: readonly MenuNode[], labelOf: (node: MenuNode) => string): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const { node } of flattenMenuTree(tree)) {
    const target = menuTarget(node);
    if (target.kind !== 'branch') {
      entries.push({ node, label: labelOf(node), target });
    }
  }
  return entries;
}

/** Case-insensitive prefix match on the label (Saber's search: `indexOf(query) === 0`); empty matches all. */
export function filterEntries(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') {
    return [...entries];
  }
  return entries.filter((entry) => entry.label.toLocaleLowerCase().startsWith(needle));
}
