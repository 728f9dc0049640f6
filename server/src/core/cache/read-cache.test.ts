import { CacheInvalidation, type InvalidationEvent } from './invalidation';
import { coversCaller, ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('should keep at most its capacity, dropping the least recently used', () => {
    const cache = new ReadCache<number>({ capacity: 2, ttlMs: 1000 });
    cache.set({ tenantId: 't' }, 'a', 1);
    cache.set({ tenantId: 't' }, 'b', 2);
    expect(cache.get({ tenantId: 't' }, 'a')).toBe(1);
    cache.set({ tenantId: 't' }, 'c', 3);
    expect(cache.get({ tenantId: 't' }, 'b')).toBeUndefined();
    expect(cache.get({ tenantId: 't' }, 'a')).toBe(1);
    expect(cache.size).toBe(2);
  });

  it('should forget entries past their lifetime', () => {
    let now = 0;
    const cache = new ReadCache<number>({ capacity: 10, ttlMs: 100, now: () => now });
    cache.set({ tenantId: 't' }, 'a', 1);
    now = 99;
    expect(cache.get({ tenantId: 't' }, 'a')).toBe(1);
    now = 100;
    expect(cache.get({ tenantId: 't' }, 'a')).toBeUndefined();
  });

  it('should never answer one tenant with another tenant’s entry under the same key', async () => {
    const cache = new ReadCache<string>({ capacity: 10, ttlMs: 1000 });
    await cache.through({ tenantId: 'A' }, 'dictionary:sex', async () => 'A items');
    expect(cache.get({ tenantId: 'B' }, 'dictionary:sex')).toBeUndefined();
    expect(await cache.through({ tenantId: 'B' }, 'dictionary:sex', async () => 'B items')).toBe('B items');
    expect(cache.get({ tenantId: 'A' }, 'dictionary:sex')).toBe('A items');
  });

  it('should load a missing entry once for callers that miss it together', async () => {
    const cache = new ReadCache<string>({ capacity: 10, ttlMs: 1000 });
    let loads = 0;
    let release: (value: string) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const callers = Array.from({ length: 5 }, () => cache.through({ tenantId: 't' }, 'menus', load));
    // Another tenant's entry under the same key is another load.
    const elsewhere = cache.through({ tenantId: 'u' }, 'menus', async () => 'u tree');
    release('t tree');
    expect(await Promise.all(callers)).toEqual(Array(5).fill('t tree'));
    expect(await elsewhere).toBe('u tree');
    expect(loads).toBe(1);
  });

  it('should not answer a caller after an invalidation with a load begun before it', async () => {
    const cache = new ReadCache<string>({ capacity: 10, ttlMs: 1000 });
    let release: (value: string) => void = () => undefined;
    const before = cache.through({ tenantId: 't' }, 'me', () => new Promise<string>((resolve) => (release = resolve)));
    cache.deleteWhere(() => true);
    const after = cache.through({ tenantId: 't' }, 'me', async () => 'read after the change');
    release('read before the change');
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
    expect(cache.get({ tenantId: 't' }, 'me')).toBe('read after the change');
  });

  it('should not store a value whose read raced an invalidation', async () => {
    const cache = new ReadCache<string>({ capacity: 10, ttlMs: 1000 });
    let release: (value: string) => void = () => undefined;
    const pending = cache.through({ tenantId: 't' }, 'me', () => new Promise<string>((resolve) => (release = resolve)));
    cache.deleteWhere(() => true);
    release('read before the change');
    expect(await pending).toBe('read before the change');
    expect(cache.get({ tenantId: 't' }, 'me')).toBeUndefined();
  });
});

describe('coversCaller', () => {
  const scope = { tenantId: 'A', userId: 'u1', roleIds: ['r1', 'r2'] };
  const cases: Array<[InvalidationEvent, boolean]> = [
    [{ topic: 'grants', tenantId: 'A', roleIds: ['r2'] }, true],
    [{ topic: 'grants', tenantId: 'B', roleIds: ['r2'] }, false],
    [{ topic: 'roles', tenantId: 'A', roleIds: ['r3'] }, false],
    [{ topic: 'users', tenantId: 'A', userIds: ['u1'] }, true],
    [{ topic: 'users', tenantId: 'B', userIds: ['u1'] }, false],
    [{ topic: 'sessions', ended: 'one', sessionId: 's1', userId: 'u1' }, true],
    [{ topic: 'sessions', ended: 'user', userId: 'u2', exceptSessionId: null }, false],
    [{ topic: 'sessions', ended: 'tenants', tenantIds: ['A'] }, true],
    [{ topic: 'tenants', tenantIds: ['A'] }, true],
    [{ topic: 'everything', tenantId: 'B' }, false],
    [{ topic: 'everything', tenantId: null }, true],
    [{ topic: 'dictionary', partition: 'system' }, false],
  ];
  it.each(cases)('%j -> %s', (event, expected) => {
    expect(coversCaller(event, scope)).toBe(expected);
  });
});

describe('CacheInvalidation', () => {
  it('should relay what this process publishes, but not what it receives from other nodes', () => {
    const bus = new CacheInvalidation();
    const heard: InvalidationEvent[] = [];
    const relayed: InvalidationEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    bus.relayTo((event) => relayed.push(event));
    bus.publish({ topic: 'menus' });
    bus.deliver({ topic: 'tenants', tenantIds: ['A'] });
    expect(heard).toEqual([{ topic: 'menus' }, { topic: 'tenants', tenantIds: ['A'] }]);
    expect(relayed).toEqual([{ topic: 'menus' }]);
  });
});
