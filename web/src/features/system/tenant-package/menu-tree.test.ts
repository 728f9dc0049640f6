import { checkedLeaves, fullyCheckedIds, indexMenus, menuTreeData, splitMenuIds, type MenuTreeNode } from './menu-tree';

const nodes: MenuTreeNode[] = [
  { id: '1', parentId: '0', title: 'System', hasChildren: true, code: null },
  { id: '2', parentId: '1', title: 'Users', hasChildren: false, code: null },
  { id: '3', parentId: '1', title: 'Roles', hasChildren: false, code: null },
  { id: '4', parentId: '0', title: 'Home', hasChildren: false, code: null },
];
const index = indexMenus(nodes);

describe('package menu tree', () => {
  it('nests the menus', () => {
    expect(menuTreeData(nodes)).toEqual([
      {
        value: '1',
        label: 'System',
        children: [
          { value: '2', label: 'Users' },
          { value: '3', label: 'Roles' },
        ],
      },
      { value: '4', label: 'Home' },
    ]);
  });

  it('turns stored ids into checked leaves (a parent stands for its branch)', () => {
    expect(checkedLeaves(['1', '4', '99'], index).sort()).toEqual(['2', '3', '4']);
    expect(checkedLeaves(['2'], index)).toEqual(['2']);
  });

  it('stores fully checked menus, parents included only when all their leaves are checked', () => {
    expect(fullyCheckedIds(['2', '3'], index, ['1', '4'])).toEqual(['2', '3', '1']);
    expect(fullyCheckedIds(['2', '4'], index, ['1', '4'])).toEqual(['2', '4']);
  });

  it('splits comma-joined ids', () => {
    expect(splitMenuIds(' 1, 2,,3 ')).toEqual(['1', '2', '3']);
  });
});
