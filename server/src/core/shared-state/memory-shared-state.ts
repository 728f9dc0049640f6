import { RateLimiterMemory } from 'rate-limiter-flexible';
import { makeRoom } from '../cache/bounded-map';
import type { ChannelHandler, LimiterOptions, SharedChannel, SharedState } from './shared-state';

/** At most this many one-time values are kept (expired ones go first, then the oldest). */
const DEFAULT_CAPACITY = 100_000;

/** The in-process channel: a publish reaches this process's subscribers of the topic; it never reconnects. */
export class MemoryChannel implements SharedChannel {
  private readonly handlers = new Map<string, Set<ChannelHandler>>();

  publish(topic: string, message: string): Promise<void> {
    for (const handler of this.handlers.get(topic) ?? []) {
      handler(message);
    }
    return Promise.resolve();
  }

  subscribe(topic: string, handler: ChannelHandler): () => void {
    const handlers = this.handlers.get(topic) ?? new Set<ChannelHandler>();
    handlers.add(handler);
    this.handlers.set(topic, handlers);
    return () => handlers.delete(handler);
  }

  /** One process never loses its channel: the handler is never called. */
  onReconnect(handler: () => void): () => void {
    void handler;
    return () => undefined;
  }
}

/** One node: values, counters and the channel live in this process (the embedded default). */
export class MemorySharedState implements SharedState {
  readonly kind = 'memory';
  readonly channel = new MemoryChannel();
  private readonly values = new Map<string, { value: string; until: number }>();
  private readonly claims = new Map<string, { owner: string; until: number }>();

  constructor(
    private readonly capacity = DEFAULT_CAPACITY,
    private readonly now: () => number = Date.now,
  ) {}

  put(key: string, value: string, ttlSeconds: number): Promise<void> {
    const now = this.now();
    this.values.delete(key);
    makeRoom(this.values, this.capacity, now);
    this.values.set(key, { value, until: now + ttlSeconds * 1000 });
    return Promise.resolve();
  }

  takeOnce(key: string): Promise<string | null> {
    const entry = this.values.get(key);
    this.values.delete(key);
    return Promise.resolve(entry && entry.until > this.now() ? entry.value : null);
  }

  claim(key: string, owner: string, ttlSeconds: number): Promise<boolean> {
    const held = this.claims.get(key);
    const now = this.now();
    if (held && held.until > now && held.owner !== owner) {
      return Promise.resolve(false);
    }
    this.claims.set(key, { owner, until: now + ttlSeconds * 1000 });
    return Promise.resolve(true);
  }

  renewClaim(key: string, owner: string, ttlSeconds: number): Promise<boolean> {
    const held = this.claims.get(key);
    if (!held || held.owner !== owner || held.until <= this.now()) {
      return Promise.resolve(false);
    }
    held.until = this.now() + ttlSeconds * 1000;
    return Promise.resolve(true);
  }

  releaseClaim(key: string, owner: string): Promise<void> {
    if (this.claims.get(key)?.owner === owner) {
      this.claims.delete(key);
    }
    return Promise.resolve();
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }

  limiter(options: LimiterOptions): RateLimiterMemory {
    return new RateLimiterMemory(options);
  }

  close(): Promise<void> {
    this.values.clear();
    return Promise.resolve();
  }
}
