import { LiveSessionCache } from './live-session-cache';

describe('LiveSessionCache', () => {
  it('should keep a live session for its lifetime only, and only for the same tenant and user', () => {
    const cache = new LiveSessionCache(1_000);
    cache.remember('s1', 't1', 'u1', cache.mark(), 10_000);
    expect(cache.has('s1', 't1', 'u1', 10_999)).toBe(true);
    expect(cache.has('s1', 't2', 'u1', 10_500)).toBe(false);
    expect(cache.has('s1', 't1', 'u2', 10_500)).toBe(false);
    expect(cache.has('s1', 't1', 'u1', 11_000)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('should forget sessions by id, by user (except one) and by tenant', () => {
    const cache = new LiveSessionCache();
    for (const [sid, tenant, user] of [['a', 't1', 'u1'], ['b', 't1', 'u1'], ['c', 't1', 'u2'], ['d', 't2', 'u3']] as const) {
      cache.remember(sid, tenant, user, cache.mark());
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

  it('should not store a read that raced a revocation', () => {
    const cache = new LiveSessionCache();
    const marked = cache.mark();
    cache.forgetUser('u1');
    cache.remember('s1', 't1', 'u1', marked);
    expect(cache.has('s1', 't1', 'u1')).toBe(false);
  });

  it('should stay within its capacity', () => {
    const cache = new LiveSessionCache(60_000, 3);
    for (const sid of ['a', 'b', 'c', 'd']) {
      cache.remember(sid, 't', 'u', cache.mark());
    }
    expect(cache.size).toBe(3);
    expect(cache.has('a', 't', 'u')).toBe(false);
    expect(cache.has('d', 't', 'u')).toBe(true);
  });
});
