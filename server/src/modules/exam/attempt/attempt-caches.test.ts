import type { EntityManager } from '@mikro-orm/core';
import { ExamRulesCache } from './exam-rules-cache';
import { SnapshotCache } from './snapshot-cache';

/** An EntityManager whose findOne answers `row` once released, counting reads. */
function slowEm(row: Record<string, unknown> | null) {
  let reads = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const em = {
    findOne: async () => {
      reads += 1;
      await gate;
      return row;
    },
  } as unknown as EntityManager;
  return { em, release, reads: () => reads };
}

const EXAMINATION = {
  id: '11',
  name: 'Final',
  graceSec: 30,
  overdueHandling: 'AUTO_SUBMIT',
  maxFocusLoss: 0,
  integrityAction: 'NONE',
  passScore: 6000,
  ipAllowList: null,
};

const SNAPSHOT = {
  id: '21',
  tenantId: '100000',
  data: { paperId: '1', paperName: 'P', totalScore: 100, passScore: 60, sections: [] },
};

describe('answering caches under a burst of misses', () => {
  it('should read an examination once for every save that misses its rules together', async () => {
    const cache = new ExamRulesCache();
    const { em, release, reads } = slowEm(EXAMINATION);
    const saves = Array.from({ length: 50 }, () => cache.get(() => em, '11'));
    release();
    const rules = await Promise.all(saves);
    expect(reads()).toBe(1);
    expect(new Set(rules).size).toBe(1);
    expect(rules[0]?.graceSec).toBe(30);
    // A hit makes no EntityManager (a request's is forked on first use).
    const noEm = jest.fn(() => em);
    expect(await cache.get(noEm, '11')).toBe(rules[0]);
    expect(noEm).not.toHaveBeenCalled();
  });

  it('should share a missing examination with the callers that waited and read again afterwards', async () => {
    const cache = new ExamRulesCache();
    const { em, release, reads } = slowEm(null);
    // Failures are caught as they happen: each caller's promise is handled from the start.
    const saves = [cache.get(() => em, '12'), cache.get(() => em, '12')].map((save) => save.catch((error: unknown) => error));
    release();
    for (const save of saves) {
      expect(await save).toMatchObject({ code: 'NOT_FOUND' });
    }
    await expect(cache.get(() => em, '12')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(reads()).toBe(2);
  });

  it('should read a paper once for every candidate that starts together, per tenant asked', async () => {
    const cache = new SnapshotCache();
    const { em, release, reads } = slowEm(SNAPSHOT);
    const starts = Array.from({ length: 50 }, () => cache.get(() => em, '21', '100000'));
    const otherTenant = cache.get(() => em, '21', '200000').catch((error: unknown) => error);
    release();
    const papers = await Promise.all(starts);
    expect(new Set(papers).size).toBe(1);
    expect(await otherTenant).toMatchObject({ code: 'NOT_FOUND' });
    expect(reads()).toBe(2);
    const noEm = jest.fn(() => em);
    expect(await cache.get(noEm, '21', '100000')).toBe(papers[0]);
    expect(noEm).not.toHaveBeenCalled();
  });
});
