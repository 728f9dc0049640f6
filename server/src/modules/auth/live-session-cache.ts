/** A session seen live in the database a moment ago. */
interface LiveEntry {
  tenantId: string;
  userId: string;
  until: number;
}

/**
 * Sessions recently read as live, kept a minute per process so a student's autosaves (one every 30 s) read
 * the session row once a minute instead of on every request. Every revocation of this process forgets the
 * entries it ends at once; a revocation on another node is seen when the entry expires, within a minute
 * (cross-node invalidation joins the Redis channel of DESIGN.md §10). A generation counter keeps a read
 * that raced a revocation from storing the session again.
 */
export class LiveSessionCache {
  private readonly entries = new Map<string, LiveEntry>();
  private generation = 0;

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

  /** The current generation; pass it back to `remember` after the read. */
  mark(): number {
    return this.generation;
  }

  remember(sessionId: string, tenantId: string, userId: string, markedAt: number, now = Date.now()): void {
    if (markedAt !== this.generation) {
      return;
    }
    if (this.entries.size >= this.capacity) {
      this.evictExpired(now);
      if (this.entries.size >= this.capacity) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) {
          this.entries.delete(oldest);
        }
      }
    }
    this.entries.set(sessionId, { tenantId, userId, until: now + this.ttlMs });
  }

  forgetSession(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  /** Every session of the user (optionally except one). */
  forgetUser(userId: string, exceptSessionId?: string): void {
    this.forgetWhere((id, entry) => entry.userId === userId && id !== exceptSessionId);
  }

  forgetTenants(tenantIds: string[]): void {
    const tenants = new Set(tenantIds);
    this.forgetWhere((_id, entry) => tenants.has(entry.tenantId));
  }

  get size(): number {
    return this.entries.size;
  }

  private forgetWhere(matches: (sessionId: string, entry: LiveEntry) => boolean): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) {
      if (matches(id, entry)) {
        this.entries.delete(id);
      }
    }
  }

  private evictExpired(now: number): void {
    for (const [id, entry] of this.entries) {
      if (entry.until <= now) {
        this.entries.delete(id);
      }
    }
  }
}
