import { buildMenuTree, type FlatMenuItem } from '../menu/build-menu-tree';
import { filterEntries, searchEntries } from './menu-search';

function item(row: Pick<FlatMenuItem, 'id' | 'parentId' | 'path' | 'name'> & Partial<FlatMenuItem>): FlatMenuItem {
  return { code: `code${row.id}`, source: '', sort: Number(row.id), category: 1, isOpen: 1, ...row };
}

const tree = buildMenuTree([
  item({ id: '1', parentId: '0', path: '/wel', name: 'Home' }),
  item({ id: '2', parentId: '0', path: '/system', name: 'System' }),
  item({ id: '3', parentId: '2', path: '/system/user', name: 'User admin' }),
  item({ id: '4', parentId: '2', path: '/system/param', name: 'Parameters' }),
  item({ id: '5', parentId: '2', path: 'https://example.com/docs', name: 'Use guide', isOpen: 2 }),
  item({ id: '6', parentId: '2', path: '/system/super-user', name: 'Super user' }),
]);

describe('menu search', () => {
  const entries = searchEntries(tree, (node) => node.name);

  it('lists the leaf menus only, in menu order', () => {
    expect(entries.map((entry) => entry.label)).toEqual(['Home', 'User admin', 'Parameters', 'Use guide', 'Super user']);
  });

  it('matches a case-insensitive prefix of the label (not the middle)', () => {
    expect(filterEntries(entries, 'us').map((entry) => entry.label)).toEqual(['User admin', 'Use guide']);
    expect(filterEntries(entries, '  USER ').map((entry) => entry.label)).toEqual(['User admin']);
    expect(filterEntries(entries, 'admin')).toEqual([]);
    expect(filterEntries(entries, '')).toHaveLength(5);
  });

  it('keeps where each entry leads', () => {
    const [guide] = filterEntries(entries, 'use g');
    expect(guide?.target).toEqual({ kind: 'external', href: 'https://example.com/docs' });
  });
});
