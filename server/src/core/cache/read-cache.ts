import type { InvalidationEvent } from './invalidation';
import { SingleFlight } from './single-flight';

/**
 * Whom a cached value is about, so invalidation events can find it. `tenantId` is part of every key, so an
 * entry read for one tenant can never answer another tenant's caller; values that belong to no tenant
 * (the menu tree, system dictionaries) use SHARED_SCOPE.
 */
export interface CacheScope {
  tenantId: string;
  userId?: string;
  roleIds?: readonly string[];
  partition?: string;
}

/** The tenant id of values that belong to no tenant. */
export const SHARED_SCOPE = '*';

interface Entry<V> {
  value: V;
  scope: CacheScope;
  until: number;
}

export interface ReadCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  capacity: number;
  /** Lifetime of an entry: the safety net for a change no event announced. */
  ttlMs: number;
  now?: () => number;
}

/**
 * A bounded least-recently-used map with a lifetime per entry, keyed by tenant first. Reads that raced an
 * invalidation are not stored: `through` remembers the generation it started in and drops its result when
 * an invalidation happened meanwhile, so a value read before a change cannot outlive the change's event.
 * Concurrent misses of one key share one load (`SingleFlight`); a caller after an invalidation does not join
 * a load begun before it.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loads = new SingleFlight<V>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(scope: CacheScope, key: string): V | undefined {
    const fullKey = keyOf(scope, key);
    const entry = this.entries.get(fullKey);
    if (!entry) {
      return undefined;
    }
    if (entry.until <= this.now()) {
      this.entries.delete(fullKey);
      return undefined;
    }
    // Most recently used last: re-insert.
    this.entries.delete(fullKey);
    this.entries.set(fullKey, entry);
    return entry.value;
  }

  set(scope: CacheScope, key: string, value: V): void {
    const fullKey = keyOf(scope, key);
    this.entries.delete(fullKey);
    while (this.entries.size >= this.options.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) {
        break;
      }
      this.entries.delete(oldest.value);
    }
    this.entries.set(fullKey, { value, scope, until: this.now() + this.options.ttlMs });
  }

  /** The cached value, or `load()`'s result, stored unless an invalidation happened while it loaded. */
  async through(scope: CacheScope, key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(scope, key);
    if (cached !== undefined) {
      return cached;
    }
    return this.loads.run(keyOf(scope, key), () => this.refresh(scope, key, load));
  }

  /** `load()`'s result, stored unless an invalidation happened while it loaded. */
  async refresh(scope: CacheScope, key: string, load: () => Promise<V>): Promise<V> {
    const started = this.generation;
    const value = await load();
    if (started === this.generation) {
      this.set(scope, key, value);
    }
    return value;
  }

  /** Drops the entries whose scope matches; returns how many. Any call counts as an invalidation for `through`. */
  deleteWhere(matches: (scope: CacheScope) => boolean): number {
    this.generation += 1;
    this.loads.forget();
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (matches(entry.scope)) {
        this.entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  clear(): number {
    return this.deleteWhere(() => true);
  }

  get size(): number {
    return this.entries.size;
  }
}

function keyOf(scope: CacheScope, key: string): string {
  return `${scope.tenantId}\u0000${key}`;
}

/** Does the entry's scope name one of the roles? */
export function touchesRoles(scope: CacheScope, roleIds: readonly string[]): boolean {
  return scope.roleIds !== undefined && scope.roleIds.some((id) => roleIds.includes(id));
}

/**
 * The usual reading of an event for per-caller entries (scope: tenant, user, roles): which entries it covers.
 * Dictionary and menu events are left to the caches that hold those.
 */
export function coversCaller(event: InvalidationEvent, scope: CacheScope): boolean {
  switch (event.topic) {
    case 'grants':
    case 'roles':
      return scope.tenantId === event.tenantId && touchesRoles(scope, event.roleIds);
    case 'users':
      return scope.tenantId === event.tenantId && scope.userId !== undefined && event.userIds.includes(scope.userId);
    case 'sessions':
      // User ids are unique across tenants.
      return event.ended === 'tenants' ? event.tenantIds.includes(scope.tenantId) : scope.userId === event.userId;
    case 'tenants':
      return event.tenantIds.includes(scope.tenantId);
    case 'everything':
      return event.tenantId === null || scope.tenantId === event.tenantId;
    default:
      return false;
  }
}
