import { parentOptions, visibleTreeRows } from './dict-tree';
import type { DictRow } from './dict-types';

function row(id: string, parentId: string, dictValue: string): DictRow {
  return {
    id,
    parentId,
    parentName: null,
    code: 'sex',
    dictKey: id,
    dictValue,
    sort: 1,
    isSealed: 0,
    remark: null,
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
  };
}

const root = row('1', '0', 'Sex');
const rows = [row('2', '1', 'Male'), row('3', '2', 'Boy'), row('4', '1', 'Female'), row('5', '99', 'Orphan')];

describe('dictionary item tree', () => {
  it('nests items under their parents in order, orphans at the top level', () => {
    expect(visibleTreeRows(rows, '1', new Set()).map((item) => [item.dictValue, item.depth, item.hasChildren])).toEqual([
      ['Male', 0, true],
      ['Boy', 1, false],
      ['Female', 0, false],
      ['Orphan', 0, false],
    ]);
  });

  it('leaves out the rows below a collapsed item', () => {
    expect(visibleTreeRows(rows, '1', new Set(['2'])).map((item) => item.dictValue)).toEqual(['Male', 'Female', 'Orphan']);
  });

  it('offers the dictionary and its items as parents', () => {
    expect(parentOptions(root, rows).map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
  });
});
