import { RateLimiterRes } from 'rate-limiter-flexible';
import { CacheInvalidation, type InvalidationEvent } from '../cache/invalidation';
import { relayInvalidation } from '../cache/invalidation-relay';
import { MemoryChannel, MemorySharedState } from './memory-shared-state';

describe('MemorySharedState', () => {
  it('gives a stored value once, then null', async () => {
    const state = new MemorySharedState();
    await state.put('captcha:a', 'hash', 60);
    await expect(state.takeOnce('captcha:a')).resolves.toBe('hash');
    await expect(state.takeOnce('captcha:a')).resolves.toBeNull();
    await expect(state.takeOnce('captcha:unknown')).resolves.toBeNull();
  });

  it('gives nothing once the value expired', async () => {
    let now = 1_000_000;
    const state = new MemorySharedState(10, () => now);
    await state.put('k', 'v', 5);
    now += 5_000;
    await expect(state.takeOnce('k')).resolves.toBeNull();
  });

  it('keeps at most its capacity, dropping the oldest value first', async () => {
    const state = new MemorySharedState(2);
    await state.put('a', '1', 60);
    await state.put('b', '2', 60);
    await state.put('c', '3', 60);
    await expect(state.takeOnce('a')).resolves.toBeNull();
    await expect(state.takeOnce('b')).resolves.toBe('2');
    await expect(state.takeOnce('c')).resolves.toBe('3');
  });

  it('builds limiters that refuse past their points, per key', async () => {
    const limiter = new MemorySharedState().limiter({ keyPrefix: 'test', points: 2, duration: 60 });
    await limiter.consume('ip-1');
    await limiter.consume('ip-1');
    await expect(limiter.consume('ip-1')).rejects.toBeInstanceOf(RateLimiterRes);
    await expect(limiter.consume('ip-2')).resolves.toBeInstanceOf(RateLimiterRes);
  });

  it('delivers a published message to the subscribers of its topic only, until they leave', async () => {
    const channel = new MemoryChannel();
    const seen: string[] = [];
    const leave = channel.subscribe('t1', (message) => seen.push(`t1:${message}`));
    channel.subscribe('t2', (message) => seen.push(`t2:${message}`));
    await channel.publish('t1', 'x');
    leave();
    await channel.publish('t1', 'y');
    expect(seen).toEqual(['t1:x']);
  });
});

describe('relayInvalidation', () => {
  const event: InvalidationEvent = { topic: 'dictionary', partition: 'system' };

  function node(channel: MemoryChannel): { invalidation: CacheInvalidation; seen: InvalidationEvent[]; leave: () => void } {
    const invalidation = new CacheInvalidation();
    const seen: InvalidationEvent[] = [];
    invalidation.subscribe((received) => seen.push(received));
    return {
      invalidation,
      seen,
      leave: relayInvalidation(invalidation, channel, (error) => {
        throw error;
      }),
    };
  }

  it('delivers an event published on one node once to every node sharing the channel', () => {
    const channel = new MemoryChannel();
    const a = node(channel);
    const b = node(channel);
    a.invalidation.publish(event);
    expect(a.seen).toEqual([event]);
    expect(b.seen).toEqual([event]);
  });

  it('ignores messages that are not relayed events and stops relaying once left', async () => {
    const channel = new MemoryChannel();
    const a = node(channel);
    const b = node(channel);
    await channel.publish('cache:invalidate', 'not json');
    await channel.publish('cache:invalidate', JSON.stringify({ origin: 'x' }));
    b.leave();
    a.invalidation.publish(event);
    expect(b.seen).toEqual([]);
  });

  it('drops every cache of the node when the channel reconnects', () => {
    const channel = new MemoryChannel();
    let reconnect = (): void => undefined;
    jest.spyOn(channel, 'onReconnect').mockImplementation((handler) => {
      reconnect = handler;
      return () => undefined;
    });
    const a = node(channel);
    reconnect();
    expect(a.seen).toEqual([{ topic: 'everything', tenantId: null }]);
  });
});
