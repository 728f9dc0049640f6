import type { TreeNodeData } from '@mantine/core';
import type { MenuTreeQuery } from '../../../generated/graphql';

/** A menu as `menuTree` answers it (flat; nested by parentId). */
export type MenuTreeNode = MenuTreeQuery['menuTree'][number];

/** The menus indexed for the checks below: children by parent id, and the roots. */
export interface MenuIndex {
  childrenOf: ReadonlyMap<string, readonly string[]>;
  known: ReadonlySet<string>;
}

export function indexMenus(nodes: readonly MenuTreeNode[]): MenuIndex {
  const known = new Set(nodes.map((node) => node.id));
  const childrenOf = new Map<string, string[]>();
  for (const node of nodes) {
    const siblings = childrenOf.get(node.parentId) ?? [];
    siblings.push(node.id);
    childrenOf.set(node.parentId, siblings);
  }
  return { childrenOf, known };
}

/** The Mantine tree data of the menus: roots are the nodes whose parent is not a known menu. */
export function menuTreeData(nodes: readonly MenuTreeNode[]): TreeNodeData[] {
  const known = new Set(nodes.map((node) => node.id));
  const byParent = new Map<string, MenuTreeNode[]>();
  for (const node of nodes) {
    const parent = known.has(node.parentId) ? node.parentId : '0';
    const siblings = byParent.get(parent) ?? [];
    siblings.push(node);
    byParent.set(parent, siblings);
  }
  const build = (parentId: string, seen: Set<string>): TreeNodeData[] =>
    (byParent.get(parentId) ?? [])
      .filter((node) => !seen.has(node.id) && Boolean(seen.add(node.id)))
      .map((node) => {
        const children = build(node.id, seen);
        return children.length > 0 ? { value: node.id, label: node.title, children } : { value: node.id, label: node.title };
      });
  return build('0', new Set());
}

function leavesBelow(id: string, index: MenuIndex, out: Set<string>, depth = 0): void {
  const children = index.childrenOf.get(id) ?? [];
  if (children.length === 0 || depth > 64) {
    out.add(id);
    return;
  }
  for (const child of children) {
    leavesBelow(child, index, out, depth + 1);
  }
}

/**
 * The tree's checked state (leaf menus) of a package's stored ids: a stored menu with sub-menus stands
 * for all of them. Ids of menus that no longer exist are dropped.
 */
export function checkedLeaves(storedIds: readonly string[], index: MenuIndex): string[] {
  const out = new Set<string>();
  for (const id of storedIds) {
    if (index.known.has(id)) {
      leavesBelow(id, index, out);
    }
  }
  return [...out];
}

/**
 * The ids to store for checked leaves: every fully checked menu (a parent whose leaves are all checked
 * stands for its whole branch, its leaves are listed too), in tree order.
 */
export function fullyCheckedIds(leaves: readonly string[], index: MenuIndex, roots: readonly string[]): string[] {
  const checked = new Set(leaves);
  const out: string[] = [];
  const visit = (id: string, depth: number): boolean => {
    const children = index.childrenOf.get(id) ?? [];
    let full: boolean;
    if (children.length === 0 || depth > 64) {
      full = checked.has(id);
    } else {
      full = children.map((child) => visit(child, depth + 1)).every(Boolean);
    }
    if (full) {
      out.push(id);
    }
    return full;
  };
  for (const root of roots) {
    visit(root, 0);
  }
  return out;
}

/** Comma-joined ids as the server stores them, split. */
export function splitMenuIds(menuId: string): string[] {
  return menuId
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}
