import type { EntityManager } from '@mikro-orm/core';
import { containsPattern, findPage, likePattern } from './list-query';

/** An EntityManager over `rows` rows that counts its count queries. */
function rowsOf(rows: number) {
  let counts = 0;
  const em = {
    find: async (_entity: unknown, _where: unknown, options: { limit: number; offset: number }) =>
      Array.from({ length: Math.max(0, Math.min(options.limit, rows - options.offset)) }, (_value, index) => ({
        id: options.offset + index,
      })),
    count: async () => {
      counts += 1;
      return rows;
    },
  } as unknown as EntityManager;
  return { em, counts: () => counts };
}

describe('findPage', () => {
  it.each([
    // rows, page, size, total, count queries
    [3, 1, 10, 3, 0],
    [0, 1, 10, 0, 0],
    [25, 3, 10, 25, 0],
    [25, 1, 10, 25, 1],
    [20, 2, 10, 20, 1],
    [20, 3, 10, 20, 1],
  ])('%i rows, page %i (size %i): total %i with %i count queries', async (rows, current, size, total, counts) => {
    const fake = rowsOf(rows);
    const result = await findPage(fake.em, 'User', {}, { current, size }, { id: 'asc' });
    expect(result.total).toBe(total);
    expect(result.pages).toBe(Math.ceil(total / size));
    expect(fake.counts()).toBe(counts);
  });
});

describe('likePattern', () => {
  it('escapes the wildcards and the escape character, and places % by the mode', () => {
    expect(containsPattern(String.raw`50%_a\b`)).toBe(String.raw`%50\%\_a\\b%`);
    expect(likePattern('ab_', 'startsWith')).toBe(String.raw`ab\_%`);
    expect(likePattern('%ab', 'endsWith')).toBe(String.raw`%\%ab`);
  });
});
