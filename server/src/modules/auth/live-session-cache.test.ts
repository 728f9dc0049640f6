import { LiveSessionCache } from './live-session-cache';

describe('LiveSessionCache', () => {
  it('should keep a live session for its lifetime only, and only for the same tenant and user', () => {
    const cache = new LiveSessionCache(1_000);
    cache.remember('s1', 't1', 'u1', 10_000);
    expect(cache.has('s1', 't1', 'u1', 10_999)).toBe(true);
    expect(cache.has('s1', 't2', 'u1', 10_500)).toBe(false);
    expect(cache.has('s1', 't1', 'u2', 10_500)).toBe(false);
    expect(cache.has('s1', 't1', 'u1', 11_000)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('should forget sessions by id, by user (except one) and by tenant', () => {
    const cache = new LiveSessionCache();
    for (const [sid, tenant, user] of [
      ['a', 't1', 'u1'],
      ['b', 't1', 'u1'],
      ['c', 't1', 'u2'],
      ['d', 't2', 'u3'],
    ] as const) {
      cache.remember(sid, tenant, user);
    }
    cache.forgetSession('c');
    expect(cache.has('c', 't1', 'u2')).toBe(false);
    cache.forgetUser('u1', 'b');
    expect(cache.has('a', 't1', 'u1')).toBe(false);
    expect(cache.has('b', 't1', 'u1')).toBe(true);
    cache.forgetTenants(['t2']);
    expect(cache.has('d', 't2', 'u3')).toBe(false);
    expect(cache.has('b', 't1', 'u1')).toBe(true);
  });

  it('should not remember what a revocation of this process covers until its lifetime has passed', () => {
    const cache = new LiveSessionCache(1_000);
    cache.forgetUser('u1', 'kept', 0);
    cache.forgetSession('s9', 0);
    cache.forgetTenants(['t9'], 0);
    // A read that raced the revocation, or saw the row before the revoking transaction committed.
    cache.remember('s1', 't1', 'u1', 500);
    cache.remember('s9', 't1', 'u2', 500);
    cache.remember('s2', 't9', 'u3', 500);
    cache.remember('kept', 't1', 'u1', 500);
    expect([
      cache.has('s1', 't1', 'u1', 600),
      cache.has('s9', 't1', 'u2', 600),
      cache.has('s2', 't9', 'u3', 600),
      cache.has('kept', 't1', 'u1', 600),
    ]).toEqual([false, false, false, true]);
    cache.remember('s1', 't1', 'u1', 1_000);
    expect(cache.has('s1', 't1', 'u1', 1_100)).toBe(true);
  });

  it('should forget every live session at once and remember sessions read again afterwards', () => {
    const cache = new LiveSessionCache(1_000);
    cache.remember('s1', 't1', 'u1', 10_000);
    cache.remember('s2', 't2', 'u2', 10_000);
    cache.forgetAll();
    expect(cache.has('s1', 't1', 'u1', 10_100)).toBe(false);
    expect(cache.has('s2', 't2', 'u2', 10_100)).toBe(false);
    cache.remember('s1', 't1', 'u1', 10_200);
    expect(cache.has('s1', 't1', 'u1', 10_300)).toBe(true);
  });

  it('should stay within its capacity', () => {
    const cache = new LiveSessionCache(60_000, 3);
    for (const sid of ['a', 'b', 'c', 'd']) {
      cache.remember(sid, 't', 'u');
    }
    expect(cache.size).toBe(3);
    expect(cache.has('a', 't', 'u')).toBe(false);
    expect(cache.has('d', 't', 'u')).toBe(true);
  });
});
