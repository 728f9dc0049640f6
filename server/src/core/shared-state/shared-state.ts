import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * What the app nodes must share (DESIGN.md §10, reference/scale.md §1): one-time values with an expiry (captcha),
 * counters over a window (rate limits, through rate-limiter-flexible) and a pub/sub channel (cache invalidation).
 * Two adapters: in-process (one node, nothing to install) and Redis (`REDIS_URL`). Durable state (sessions, refresh
 * families, answers) stays in the database.
 */
export interface SharedState {
  /** 'memory' (this process only) or 'redis' (every node on the same Redis). */
  readonly kind: 'memory' | 'redis';
  /** Stores `value` under `key` for `ttlSeconds`, replacing what was there. */
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Reads and removes `key` in one step: whichever node asks first gets the value, every later call null. */
  takeOnce(key: string): Promise<string | null>;
  /**
   * Takes `key` for `owner` for `ttlSeconds` unless someone else holds it (Redis `SET NX EX`); answers whether it is
   * this owner's now. Holding it again as the same owner renews it.
   */
  claim(key: string, owner: string, ttlSeconds: number): Promise<boolean>;
  /** Extends `owner`'s hold on `key`; false when the key is gone or someone else's (the hold was lost). */
  renewClaim(key: string, owner: string, ttlSeconds: number): Promise<boolean>;
  /** Gives `key` up if `owner` holds it. */
  releaseClaim(key: string, owner: string): Promise<void>;
  /** A counter of `points` per key over `duration` seconds, shared by every node (see `LimiterOptions`). */
  limiter(options: LimiterOptions): RateLimiterAbstract;
  readonly channel: SharedChannel;
  /** Readiness: answers once the store does (Redis PING); the in-process store always does. */
  ping(): Promise<void>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}

/** rate-limiter-flexible's options that the app uses; the store is the adapter's. */
export interface LimiterOptions {
  /** Unique per limiter: keys of two limiters never meet. */
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration?: number;
}

/** Builds a limiter of the shared state (the services take this, not the whole port). */
export type LimiterFactory = (options: LimiterOptions) => RateLimiterAbstract;

export type ChannelHandler = (message: string) => void;

/**
 * Fire-and-forget messages between nodes. A message published reaches every subscriber of the topic on every node,
 * the publishing node included. Messages sent while a node was disconnected are lost: `onReconnect` tells when the
 * connection came back, so the node can drop whatever it may have missed.
 */
export interface SharedChannel {
  publish(topic: string, message: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: ChannelHandler): () => void;
  /** Called each time the channel is connected again after a loss (not on the first connection). */
  onReconnect(handler: () => void): () => void;
}
