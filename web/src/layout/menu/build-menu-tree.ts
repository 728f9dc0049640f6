/** The fields of a `MenuItem` the tree needs (a flat row from `myMenus`). */
export interface FlatMenuItem {
  id: string;
  parentId: string;
  code: string;
  name: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  isOpen: number;
}

/** A sidebar node. `path` is the navigation path after the index-suffix rule. */
export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  path: string;
  source: string;
  sort: number;
  isOpen: number;
  children: MenuNode[];
}

/** Where a menu node leads. */
export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'branch' };

const menuCategory = 1;
const openExternally = 2;

export function isExternalUrl(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** Paths opened in the embedded-page route (http(s) URLs or html pages, as in Saber). */
export function isEmbeddedPath(path: string): boolean {
  return isExternalUrl(path) || /\.html?(?:[?#]|$)/i.test(path);
}

function withIndexSuffix(path: string): string {
  if (isEmbeddedPath(path) || path.endsWith('/index')) {
    return path;
  }
  return `${path.replace(/\/+$/, '')}/index`;
}

/** Whether `id` is `start` or one of its ancestors (guards against parentId cycles in bad data). */
function isAncestorOrSelf(nodes: ReadonlyMap<string, MenuNode>, id: string, start: MenuNode): boolean {
  const seen = new Set<string>();
  let current: MenuNode | undefined = start;
  while (current && !seen.has(current.id)) {
    if (current.id === id) {
      return true;
    }
    seen.add(current.id);
    current = nodes.get(current.parentId);
  }
  return false;
}

function compareNodes(left: MenuNode, right: MenuNode): number {
  return left.sort - right.sort;
}

function sortTree(nodes: MenuNode[]): void {
  nodes.sort(compareNodes);
  for (const node of nodes) {
    sortTree(node.children);
  }
}

/**
 * Builds the sidebar tree from the flat `myMenus` list:
 * - only menus (category 1), linked by parentId; a node whose parent is absent becomes a root;
 * - every level sorted by `sort` (stable: equal sorts keep the server's order);
 * - a top-level entry without children gets `/index` appended to its path (SPEC §2).
 */
export function buildMenuTree(items: readonly FlatMenuItem[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const item of items) {
    if (item.category !== menuCategory || nodes.has(item.id)) {
      continue;
    }
    nodes.set(item.id, {
      id: item.id,
      parentId: item.parentId,
      code: item.code,
      name: item.name,
      path: item.path,
      source: item.source,
      sort: item.sort,
      isOpen: item.isOpen,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && !isAncestorOrSelf(nodes, node.id, parent)) {
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  sortTree(roots);
  for (const root of roots) {
    if (root.children.length === 0) {
      root.path = withIndexSuffix(root.path);
    }
  }
  return roots;
}

/**
 * Where a node leads: branches toggle; http(s) paths open in a new window when isOpen is 2, else in
 * the embedded-page route /myiframe/urlPath?src=...; everything else is an app route.
 */
export function menuTarget(node: MenuNode): MenuTarget {
  if (node.children.length > 0) {
    return { kind: 'branch' };
  }
  if (isExternalUrl(node.path) && node.isOpen === openExternally) {
    return { kind: 'external', href: node.path };
  }
  if (isEmbeddedPath(node.path)) {
    const query = new URLSearchParams({ src: node.path, code: node.code, name: node.name });
    return { kind: 'route', to: `/myiframe/urlPath?${query.toString()}` };
  }
  return { kind: 'route', to: node.path.startsWith('/') ? node.path : `/${node.path}` };
}

/** Every node with its ancestors' ids (root first), depth-first in display order. */
export function flattenMenuTree(nodes: readonly MenuNode[], ancestors: readonly string[] = []): { node: MenuNode; ancestors: readonly string[] }[] {
  return nodes.flatMap((node) => [{ node, ancestors }, ...flattenMenuTree(node.children, [...ancestors, node.id])]);
}

/** The leaf node whose route is `pathname`, if any. */
export function findMenuByRoute(nodes: readonly MenuNode[], pathname: string): { node: MenuNode; ancestors: readonly string[] } | undefined {
  return flattenMenuTree(nodes).find(({ node }) => {
    const target = menuTarget(node);
    return target.kind === 'route' && target.to === pathname;
  });
}
