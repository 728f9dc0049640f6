import { dropExpired, makeRoom } from '../../core/cache/bounded-map';

/** A session seen live in the database a moment ago. */
interface LiveEntry {
  tenantId: string;
  userId: string;
  until: number;
}

/** A revocation this process made: sessions it covers are not remembered as live again for a while. */
interface Tombstone {
  until: number;
  /** The one session a user-wide revocation kept (password change). */
  except?: string;
}

/**
 * Sessions recently read as live, kept a minute per process so a student's autosaves (one every 30 s) read
 * the session row once a minute instead of on every request. Every revocation of this process forgets the
 * entries it ends at once and leaves a tombstone for the same lifetime, so a read that raced it (or saw the
 * row before the revoking transaction committed) is not remembered. A revocation on another node arrives as the
 * same `sessions` event through the shared channel (REDIS_URL); after a lost channel every entry is dropped.
 */
export class LiveSessionCache {
  private readonly entries = new Map<string, LiveEntry>();
  private readonly revokedSessions = new Map<string, Tombstone>();
  private readonly revokedUsers = new Map<string, Tombstone>();
  private readonly revokedTenants = new Map<string, Tombstone>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly capacity = 100_000,
  ) {}

  /** Live within the lifetime and still naming the same tenant and user. */
  has(sessionId: string, tenantId: string, userId: string, now = Date.now()): boolean {
    const entry = this.entries.get(sessionId);
    if (!entry) {
      return false;
    }
    if (entry.until <= now) {
      this.entries.delete(sessionId);
      return false;
    }
    return entry.tenantId === tenantId && entry.userId === userId;
  }

  /** Remembers a session read as live, unless a revocation of this process covers it. */
  remember(sessionId: string, tenantId: string, userId: string, now = Date.now()): void {
    if (this.revoked(sessionId, tenantId, userId, now)) {
      return;
    }
    makeRoom(this.entries, this.capacity, now);
    this.entries.set(sessionId, { tenantId, userId, until: now + this.ttlMs });
  }

  forgetSession(sessionId: string, now = Date.now()): void {
    this.bury(this.revokedSessions, sessionId, now);
    this.entries.delete(sessionId);
  }

  /** Every session of the user (optionally except one). */
  forgetUser(userId: string, exceptSessionId?: string, now = Date.now()): void {
    this.bury(this.revokedUsers, userId, now, exceptSessionId);
    this.forgetWhere((id, entry) => entry.userId === userId && id !== exceptSessionId);
  }

  forgetTenants(tenantIds: string[], now = Date.now()): void {
    for (const tenantId of tenantIds) {
      this.bury(this.revokedTenants, tenantId, now);
    }
    const tenants = new Set(tenantIds);
    this.forgetWhere((_id, entry) => tenants.has(entry.tenantId));
  }

  /** Forgets every live entry (tombstones stay): the next request of each session reads its row again. */
  forgetAll(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private revoked(sessionId: string, tenantId: string, userId: string, now: number): boolean {
    const user = live(this.revokedUsers, userId, now);
    return Boolean(
      live(this.revokedSessions, sessionId, now) || live(this.revokedTenants, tenantId, now) || (user && user.except !== sessionId),
    );
  }

  private bury(tombstones: Map<string, Tombstone>, key: string, now: number, except?: string): void {
    if (tombstones.size >= this.capacity) {
      dropExpired(tombstones, now);
    }
    tombstones.set(key, { until: now + this.ttlMs, ...(except === undefined ? {} : { except }) });
  }

  private forgetWhere(matches: (sessionId: string, entry: LiveEntry) => boolean): void {
    for (const [id, entry] of this.entries) {
      if (matches(id, entry)) {
        this.entries.delete(id);
      }
    }
  }
}

function live(tombstones: Map<string, Tombstone>, key: string, now: number): Tombstone | undefined {
  const tombstone = tombstones.get(key);
  if (tombstone && tombstone.until <= now) {
    tombstones.delete(key);
    return undefined;
  }
  return tombstone;
}
