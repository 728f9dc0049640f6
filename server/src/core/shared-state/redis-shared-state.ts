import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { ChannelHandler, LimiterOptions, SharedChannel, SharedState } from './shared-state';

/** Every key and channel of the app starts with this, so the app can share a Redis with others. */
const PREFIX = 'exam:';

/** Compare-and-expire / compare-and-delete of a claim: only its owner may renew or release it. */
const RENEW_IF_OWNER = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('expire', KEYS[1], ARGV[2]) else return 0 end";
const DELETE_IF_OWNER = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface RedisSharedStateOptions {
  /** Connection errors after the start (the client retries by itself); a failure to connect at start throws instead. */
  onError: (error: Error) => void;
}

/** The pub/sub side: one connection of its own (a subscribed connection runs no other command). */
class RedisChannel implements SharedChannel {
  private readonly handlers = new Map<string, Set<ChannelHandler>>();
  private readonly reconnectHandlers = new Set<() => void>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly onError: (error: Error) => void,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.handlers.get(channel) ?? []) {
        handler(message);
      }
    });
    // The first 'ready' happened before this constructor ran (the caller awaited connect()); ioredis subscribes
    // again by itself after a reconnect, and whatever was published meanwhile is lost: tell the listeners.
    subscriber.on('ready', () => {
      for (const handler of this.reconnectHandlers) {
        handler();
      }
    });
  }

  async publish(topic: string, message: string): Promise<void> {
    await this.publisher.publish(PREFIX + topic, message);
  }

  subscribe(topic: string, handler: ChannelHandler): () => void {
    const channel = PREFIX + topic;
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      this.subscriber.subscribe(channel).catch(this.onError);
    }
    handlers.add(handler);
    const own = handlers;
    return () => own.delete(handler);
  }

  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }
}

/** Several nodes: one-time values (SET EX + GETDEL), RateLimiterRedis counters and pub/sub on one Redis (≥ 6.2). */
export class RedisSharedState implements SharedState {
  readonly kind = 'redis';

  private constructor(
    private readonly client: Redis,
    private readonly subscriber: Redis,
    readonly channel: SharedChannel,
  ) {}

  /** Connects both connections; throws when Redis cannot be reached (the node refuses to start). */
  static async connect(url: string, options: RedisSharedStateOptions): Promise<RedisSharedState> {
    // No offline queue (rate-limiter-flexible's advice for ioredis): while Redis is away, commands fail at once and
    // the limiters fall back to their in-memory insurance instead of hanging requests.
    const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const subscriber = client.duplicate();
    try {
      await client.connect();
      await subscriber.connect();
    } catch (error) {
      client.disconnect();
      subscriber.disconnect();
      throw new Error(`cannot connect to REDIS_URL: ${error instanceof Error ? error.message : String(error)}`);
    }
    client.on('error', options.onError);
    subscriber.on('error', options.onError);
    return new RedisSharedState(client, subscriber, new RedisChannel(client, subscriber, options.onError));
  }

  async put(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.client.set(PREFIX + key, value, 'EX', ttlSeconds);
  }

  takeOnce(key: string): Promise<string | null> {
    return this.client.getdel(PREFIX + key);
  }

  async claim(key: string, owner: string, ttlSeconds: number): Promise<boolean> {
    if ((await this.client.set(PREFIX + key, owner, 'EX', ttlSeconds, 'NX')) === 'OK') {
      return true;
    }
    return this.renewClaim(key, owner, ttlSeconds);
  }

  async renewClaim(key: string, owner: string, ttlSeconds: number): Promise<boolean> {
    return (await this.client.eval(RENEW_IF_OWNER, 1, PREFIX + key, owner, ttlSeconds)) === 1;
  }

  async releaseClaim(key: string, owner: string): Promise<void> {
    await this.client.eval(DELETE_IF_OWNER, 1, PREFIX + key, owner);
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  limiter(options: LimiterOptions): RateLimiterRedis {
    return new RateLimiterRedis({
      ...options,
      keyPrefix: `${PREFIX}limit:${options.keyPrefix}`,
      storeClient: this.client,
      // While Redis is unreachable each node counts on its own rather than refusing every request.
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  async close(): Promise<void> {
    this.subscriber.removeAllListeners('ready');
    await Promise.allSettled([this.subscriber.quit(), this.client.quit()]);
  }
}
