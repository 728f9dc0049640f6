import { legacyMenuForest } from './legacy-shapes';
import { legacyStatusOf } from './legacy-status';
import { ERROR_CODES } from '../core/errors/error-codes';

const item = (id: string, parentId: string, category = 1) => ({
  id,
  parentId,
  code: `c${id}`,
  name: `n${id}`,
  alias: '',
  path: `/p${id}`,
  source: '',
  sort: Number(id),
  category,
  action: 0,
  isOpen: 1,
});

describe('legacy menu forest', () => {
  it('should nest by parentId, make orphans roots, and omit children on leaves', () => {
    const forest = legacyMenuForest([item('1', '0'), item('2', '1', 2), item('3', '99'), item('4', '1', 2)]);
    expect(forest.map((node) => node.id)).toEqual(['1', '3']);
    expect(forest[0]?.children?.map((node) => node.id)).toEqual(['2', '4']);
    expect(forest[0]?.hasChildren).toBe(true);
    expect(forest[0]?.children?.[0]).not.toHaveProperty('children');
    expect(forest[1]).not.toHaveProperty('children');
    expect(forest[1]?.hasChildren).toBe(false);
  });
});

describe('legacy status mapping', () => {
  it('should map every error code', () => {
    for (const code of ERROR_CODES) {
      expect(legacyStatusOf(code).httpStatus).toBeGreaterThanOrEqual(400);
    }
    expect(legacyStatusOf('UNAUTHENTICATED')).toEqual({ httpStatus: 401, code: 401 });
    expect(legacyStatusOf('FORBIDDEN')).toEqual({ httpStatus: 403, code: 403 });
  });
});
