import { findRegion, regionTreeData, type RegionNode } from './region-tree';

function region(code: string, parentCode: string, name: string, hasChildren: boolean): RegionNode {
  return {
    id: code,
    code,
    parentCode,
    parentName: null,
    name,
    ancestors: '0',
    regionLevel: code.length / 2 - 1,
    sort: 1,
    remark: null,
    hasChildren,
  };
}

describe('region lazy tree', () => {
  it('marks unloaded levels as having children and nests loaded ones', () => {
    const levels = new Map([
      ['0', [region('00', '0', 'China', true)]],
      ['00', [region('11', '00', 'Beijing', true), region('12', '00', 'Tianjin', false)]],
    ]);
    expect(regionTreeData(levels)).toEqual([
      {
        value: '00',
        label: 'China',
        children: [
          { value: '11', label: 'Beijing', hasChildren: true },
          { value: '12', label: 'Tianjin' },
        ],
      },
    ]);
    expect(findRegion(levels, '12')?.name).toBe('Tianjin');
    expect(findRegion(levels, '99')).toBeUndefined();
  });
});
