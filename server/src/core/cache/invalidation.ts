/**
 * The one channel every read cache of the process listens to. Services publish what changed (a domain event);
 * each cache decides which of its entries the event covers. Services never reach into a cache.
 *
 * Cross-node delivery (scale-out) plugs in as a relay: `relayTo` forwards each event published here to the
 * other nodes (e.g. Redis pub/sub), and events received from them enter through `deliver`, which reaches the
 * local listeners without being relayed again. Events are plain JSON so they cross the wire as they are.
 */
export type InvalidationEvent =
  /** Menus, data scopes or API scopes granted to roles changed (the roles and their descendants). */
  | { topic: 'grants'; tenantId: string; roleIds: string[] }
  /** Roles were renamed, moved or removed. */
  | { topic: 'roles'; tenantId: string; roleIds: string[] }
  /** Users changed: profile, roles, departments, posts, password, status, removal. */
  | { topic: 'users'; tenantId: string; userIds: string[] }
  /** Departments, posts or question banks of a tenant were added, renamed or removed (lists show their names). */
  | { topic: 'names'; tenantId: string }
  /** The menu tree changed (shared by every tenant). */
  | { topic: 'menus' }
  /** Dictionary rows of a partition changed (`system`, or `tenant:<id>` for business dictionaries). */
  | { topic: 'dictionary'; partition: string }
  /** Tenants changed: name, package binding, datasource, removal. */
  | { topic: 'tenants'; tenantIds: string[] }
  /** Sessions ended: one (logout, refresh-token reuse, lock screen), a user's (password, removal), tenants' (removal). */
  | { topic: 'sessions'; ended: 'one'; sessionId: string; userId: string }
  | { topic: 'sessions'; ended: 'user'; userId: string; exceptSessionId: string | null }
  | { topic: 'sessions'; ended: 'tenants'; tenantIds: string[] }
  /** Everything, in one tenant or (no tenant) everywhere: the "clear cache" action. */
  | { topic: 'everything'; tenantId: string | null };

export type InvalidationListener = (event: InvalidationEvent) => void;

export class CacheInvalidation {
  private readonly listeners = new Set<InvalidationListener>();
  private readonly relays = new Set<InvalidationListener>();

  /** Publishes a change made by this process: local listeners first, then the relays to other nodes. */
  publish(event: InvalidationEvent): void {
    this.deliver(event);
    for (const relay of this.relays) {
      relay(event);
    }
  }

  /** Hands an event to the local listeners only (events arriving from other nodes come in here). */
  deliver(event: InvalidationEvent): void {
    for (const listener of this.listeners) {
      listener(event);
    }
  }

  /** Listens to every event; returns the unsubscribe function. */
  subscribe(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forwards every event published here (not those delivered from elsewhere); returns the removal function. */
  relayTo(relay: InvalidationListener): () => void {
    this.relays.add(relay);
    return () => this.relays.delete(relay);
  }
}
