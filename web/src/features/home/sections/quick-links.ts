import { flattenMenuTree, menuTarget, type MenuNode, type MenuTarget } from '../../../layout/public';

export interface QuickLink {
  node: MenuNode;
  target: Exclude<MenuTarget, { kind: 'branch' }>;
}

/** At most this many quick links on the home pages. */
export const maxQuickLinks = 8;

/** Leaf menus of the caller (not the current home page), in menu order, with where they lead. */
export function quickLinks(tree: readonly MenuNode[], excludePath: string, limit: number = maxQuickLinks): QuickLink[] {
  const links: QuickLink[] = [];
  for (const { node } of flattenMenuTree(tree)) {
    const target = menuTarget(node);
    if (target.kind === 'branch' || (target.kind === 'route' && target.to === excludePath)) {
      continue;
    }
    links.push({ node, target });
    if (links.length >= limit) {
      break;
    }
  }
  return links;
}
