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

/**
 * Where a node leads: a branch toggles; a route navigates inside the app; `external` opens `href` in
 * a new window (http(s) links with isOpen 2, and any path whose query names a `target`).
 */
export type MenuTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'branch' };

const menuCategory = 1;
const openExternally = 2;

export function isExternalUrl(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** Paths opened in the embedded-page route (http(s) URLs or html pages, as in Saber). */
export function isEmbeddedPath(path: string): boolean {
  return isExternalUrl(path) || /\.html?(?:[?#]|$)/i.test(path);
}

/** A path split at its query: `/a/b?x=1` -> `/a/b` and `x=1`. */
function splitPath(path: string): { pathname: string; query: string } {
  const index = path.indexOf('?');
  return index < 0 ? { pathname: path, query: '' } : { pathname: path.slice(0, index), query: path.slice(index + 1) };
}

function withIndexSuffix(path: string): string {
  const { pathname, query } = splitPath(path);
  if (isEmbeddedPath(path) || pathname.endsWith('/index')) {
    return path;
  }
  return `${pathname.replace(/\/+$/, '')}/index${query ? `?${query}` : ''}`;
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

/** The path without its `target` query parameter, and whether it had one (SPEC §2: opens in a new window). */
function withoutQueryTarget(path: string): { path: string; hasTarget: boolean } {
  const { pathname, query } = splitPath(path);
  const params = new URLSearchParams(query);
  if (!params.has('target')) {
    return { path, hasTarget: false };
  }
  params.delete('target');
  const rest = params.toString();
  return { path: rest ? `${pathname}?${rest}` : pathname, hasTarget: true };
}

function appRoute(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Where a node leads (SPEC §2):
 * - a node with children is a branch;
 * - an http(s) path with isOpen 2, or any path whose query has `target`, opens in a new window;
 * - other http(s) and html paths open in the embedded-page route /myiframe/urlPath?src=... (the
 *   path's own query travels inside `src`);
 * - everything else is an app route (its query kept).
 */
export function menuTarget(node: MenuNode): MenuTarget {
  if (node.children.length > 0) {
    return { kind: 'branch' };
  }
  const { path, hasTarget } = withoutQueryTarget(node.path);
  if (hasTarget) {
    return { kind: 'external', href: isExternalUrl(path) ? path : appRoute(path) };
  }
  if (isExternalUrl(path) && node.isOpen === openExternally) {
    return { kind: 'external', href: path };
  }
  if (isEmbeddedPath(path)) {
    const query = new URLSearchParams({ src: path, code: node.code, name: node.name });
    return { kind: 'route', to: `/myiframe/urlPath?${query.toString()}` };
  }
  return { kind: 'route', to: appRoute(path) };
}

/** Every node with its ancestors' ids (root first), depth-first in display order. */
export function flattenMenuTree(
  nodes: readonly MenuNode[],
  ancestors: readonly string[] = [],
): { node: MenuNode; ancestors: readonly string[] }[] {
  return nodes.flatMap((node) => [{ node, ancestors }, ...flattenMenuTree(node.children, [...ancestors, node.id])]);
}

/**
 * The leaf node whose route is the location: the same path and query, else (for app routes) the same
 * path with any query.
 */
export function findMenuByRoute(
  nodes: readonly MenuNode[],
  pathname: string,
  search = '',
): { node: MenuNode; ancestors: readonly string[] } | undefined {
  const routes = flattenMenuTree(nodes).flatMap((entry) => {
    const target = menuTarget(entry.node);
    return target.kind === 'route' ? [{ entry, to: target.to }] : [];
  });
  const exact = routes.find(({ to }) => to === `${pathname}${search}`);
  const samePath = routes.find(({ to }) => !to.startsWith('/myiframe/') && splitPath(to).pathname === pathname);
  return (exact ?? samePath)?.entry;
}

/** The location a menu entry is compared with. */
export interface ActivePath {
  pathname: string;
  search: string;
}

/** Whether a route target is the current page (same path and query, or the same path for app routes). */
export function isActiveRoute(to: string, { pathname, search }: ActivePath): boolean {
  return to === `${pathname}${search}` || to === pathname;
}
