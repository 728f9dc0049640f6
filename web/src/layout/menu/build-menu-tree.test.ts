import { buildMenuTree, findMenuByRoute, menuTarget, type FlatMenuItem } from './build-menu-tree';
import { menuIcon, defaultMenuIcon } from './menu-icons';
import { toggleOpenPath } from './SidebarMenu';

function item(row: Pick<FlatMenuItem, 'id' | 'parentId' | 'path'> & Partial<FlatMenuItem>): FlatMenuItem {
  return { code: `code${row.id}`, name: `name${row.id}`, source: '', sort: 0, category: 1, isOpen: 1, ...row };
}

describe('buildMenuTree', () => {
  it('appends /index to a top-level entry without children only', () => {
    const tree = buildMenuTree([
      item({ id: '1', parentId: '0', path: '/wel' }),
      item({ id: '2', parentId: '0', path: '/system', sort: 2 }),
      item({ id: '3', parentId: '2', path: '/system/user' }),
      item({ id: '4', parentId: '0', path: '/exam/index', sort: 3 }),
    ]);
    expect(tree.map((node) => node.path)).toEqual(['/wel/index', '/system', '/exam/index']);
    expect(tree[1]?.children.map((node) => node.path)).toEqual(['/system/user']);
  });

  it('does not append /index to external links', () => {
    const [node] = buildMenuTree([item({ id: '1', parentId: '0', path: 'https://example.com/docs' })]);
    expect(node?.path).toBe('https://example.com/docs');
  });

  it('orders every level by sort, keeping the server order for equal sorts', () => {
    const tree = buildMenuTree([
      item({ id: 'b', parentId: '0', path: '/b', sort: 2 }),
      item({ id: 'a', parentId: '0', path: '/a', sort: 1 }),
      item({ id: 'c', parentId: '0', path: '/c', sort: 2 }),
      item({ id: 'a2', parentId: 'a', path: '/a/2', sort: 9 }),
      item({ id: 'a1', parentId: 'a', path: '/a/1', sort: -1 }),
    ]);
    expect(tree.map((node) => node.id)).toEqual(['a', 'b', 'c']);
    expect(tree[0]?.children.map((node) => node.id)).toEqual(['a1', 'a2']);
  });

  it('turns nodes whose parent is missing into roots', () => {
    const tree = buildMenuTree([
      item({ id: '1', parentId: '0', path: '/home', sort: 1 }),
      item({ id: '5', parentId: '999', path: '/orphan', sort: 2 }),
      item({ id: '6', parentId: '5', path: '/orphan/child' }),
    ]);
    expect(tree.map((node) => node.id)).toEqual(['1', '5']);
    expect(tree[1]?.children.map((node) => node.id)).toEqual(['6']);
    expect(tree[1]?.path).toBe('/orphan');
  });

  it('ignores buttons (category 2) and survives parent cycles', () => {
    const tree = buildMenuTree([
      item({ id: '1', parentId: '0', path: '/system' }),
      item({ id: '2', parentId: '1', path: '/system/user' }),
      item({ id: '3', parentId: '2', path: '', category: 2 }),
      item({ id: 'x', parentId: 'y', path: '/x', sort: 5 }),
      item({ id: 'y', parentId: 'x', path: '/y', sort: 6 }),
    ]);
    const ids = (nodes: typeof tree): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children)]);
    expect(ids(tree).sort()).toEqual(['1', '2', 'x', 'y']);
    expect(tree[0]?.children[0]?.children).toEqual([]);
  });
});

describe('menuTarget', () => {
  const [monitor] = buildMenuTree([
    item({ id: 'm', parentId: '0', path: '/monitor' }),
    item({ id: 'ext', parentId: 'm', path: 'http://localhost:7002', isOpen: 2, sort: 1 }),
    item({ id: 'emb', parentId: 'm', path: 'https://example.com/page', code: 'doc', name: 'Docs', sort: 2 }),
    item({ id: 'app', parentId: 'm', path: '/monitor/log', sort: 3 }),
  ]);

  it('opens http(s) paths with isOpen 2 in a new window and others in the embedded route', () => {
    expect(monitor && menuTarget(monitor)).toEqual({ kind: 'branch' });
    const [external, embedded, appRoute] = monitor?.children ?? [];
    expect(external && menuTarget(external)).toEqual({ kind: 'external', href: 'http://localhost:7002' });
    expect(embedded && menuTarget(embedded)).toEqual({
      kind: 'route',
      to: '/myiframe/urlPath?src=https%3A%2F%2Fexample.com%2Fpage&code=doc&name=Docs',
    });
    expect(appRoute && menuTarget(appRoute)).toEqual({ kind: 'route', to: '/monitor/log' });
  });

  it('finds the entry of a route with its ancestors', () => {
    expect(findMenuByRoute(monitor ? [monitor] : [], '/monitor/log')).toMatchObject({ node: { id: 'app' }, ancestors: ['m'] });
    expect(findMenuByRoute(monitor ? [monitor] : [], '/nowhere')).toBeUndefined();
  });
});

describe('sidebar helpers', () => {
  it('keeps only one branch open per level', () => {
    expect(toggleOpenPath([], [], 'a')).toEqual(['a']);
    expect(toggleOpenPath(['a'], [], 'b')).toEqual(['b']);
    expect(toggleOpenPath(['a', 'a1'], ['a'], 'a2')).toEqual(['a', 'a2']);
    expect(toggleOpenPath(['a', 'a1'], ['a'], 'a1')).toEqual(['a']);
    expect(toggleOpenPath(['a', 'a1'], [], 'a')).toEqual([]);
  });

  it('gives a missing or unknown icon the default icon', () => {
    expect(menuIcon('')).toBe(defaultMenuIcon);
    expect(menuIcon('iconfont icon-unknown')).toBe(defaultMenuIcon);
    expect(menuIcon('iconfont iconicon_setting')).not.toBe(defaultMenuIcon);
  });

  it('gives the workflow menus (legacy icon-font names) icons of their own', () => {
    const sources = ['notice', 'compile', 'ding', 'savememo', 'doc', 'dispose', 'send', 'discovery', 'cspace', 'cloud_history', 'GPS'];
    const icons = sources.map((name) => menuIcon(`iconfont iconicon_${name}`));
    expect(icons.filter((icon) => icon === defaultMenuIcon)).toEqual([]);
    expect(new Set(icons).size).toBe(sources.length);
  });
});

describe('navigation rules of menu paths (SPEC §2)', () => {
  const [root] = buildMenuTree([
    item({ id: 'r', parentId: '0', path: '/r' }),
    item({ id: 'q', parentId: 'r', path: '/desk/notice?target=_blank&tab=2', sort: 1 }),
    item({ id: 'h', parentId: 'r', path: '/static/help.html?lang=en', code: 'help', name: 'Help', sort: 2 }),
    item({ id: 'u', parentId: 'r', path: 'https://example.com/a?b=1&target=x', sort: 3 }),
    item({ id: 'k', parentId: 'r', path: '/system/user?status=1', sort: 4 }),
  ]);
  const [queryTarget, html, urlTarget, withQuery] = root?.children ?? [];

  it('opens a path with a query target in a new window, without the target', () => {
    expect(queryTarget && menuTarget(queryTarget)).toEqual({ kind: 'external', href: '/desk/notice?tab=2' });
    expect(urlTarget && menuTarget(urlTarget)).toEqual({ kind: 'external', href: 'https://example.com/a?b=1' });
  });

  it('embeds html paths with their query passed on', () => {
    const target = html && menuTarget(html);
    expect(target?.kind).toBe('route');
    const to = target?.kind === 'route' ? new URL(target.to, 'http://localhost') : undefined;
    expect(to?.pathname).toBe('/myiframe/urlPath');
    expect(to?.searchParams.get('src')).toBe('/static/help.html?lang=en');
  });

  it('keeps an app route query and finds the entry by path', () => {
    expect(withQuery && menuTarget(withQuery)).toEqual({ kind: 'route', to: '/system/user?status=1' });
    expect(findMenuByRoute(root ? [root] : [], '/system/user', '?status=1')?.node.id).toBe('k');
    expect(findMenuByRoute(root ? [root] : [], '/system/user')?.node.id).toBe('k');
  });

  it('appends /index to a top-level leaf before its query', () => {
    const [leaf] = buildMenuTree([item({ id: '1', parentId: '0', path: '/desk?x=1' })]);
    expect(leaf?.path).toBe('/desk/index?x=1');
  });
});
