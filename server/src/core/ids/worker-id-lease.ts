import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { SharedState } from '../shared-state/shared-state';
import { configureSnowflake, guardSnowflake } from './snowflake';

const SLOTS = 1024;
const key = (slot: number): string => `snowflake:worker:${slot}`;

export interface WorkerIdLeaseOptions {
  ttlSeconds?: number;
  renewSeconds?: number;
  slots?: number;
}

/**
 * A snowflake worker id leased from the shared state, so that nodes started without SNOWFLAKE_WORKER_ID never issue
 * colliding ids (reference/scale.md §1.7): the first free slot of 0..1023 is claimed (Redis `SET NX EX`), renewed every
 * few seconds and released on stop. Ids are issued only while the lease is surely held: when a renewal fails, or the
 * last good renewal is older than the TTL less a margin (another node may take the slot after expiry), id issuing
 * stops (UNAVAILABLE) until a slot is held again.
 */
export class WorkerIdLease {
  private timer: NodeJS.Timeout | undefined;
  private heldUntil = 0;

  private constructor(
    private readonly shared: Pick<SharedState, 'claim' | 'renewClaim' | 'releaseClaim'>,
    private readonly owner: string,
    private slot: number,
    private readonly ttlMs: number,
    private readonly logger: Logger,
    private readonly slots: number,
  ) {}

  /** Claims a slot and starts renewing it; throws when all slots are taken. */
  static async acquire(
    shared: Pick<SharedState, 'claim' | 'renewClaim' | 'releaseClaim'>,
    logger: Logger,
    options: WorkerIdLeaseOptions = {},
  ): Promise<WorkerIdLease> {
    const ttlSeconds = options.ttlSeconds ?? 30;
    const slots = options.slots ?? SLOTS;
    const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const lease = new WorkerIdLease(shared, owner, -1, ttlSeconds * 1000, logger, slots);
    if (!(await lease.claimAny())) {
      throw new Error(`no free snowflake worker id: all ${slots} slots are held by other nodes`);
    }
    lease.timer = setInterval(() => void lease.renew(), (options.renewSeconds ?? 10) * 1000);
    lease.timer.unref();
    return lease;
  }

  /** The worker id held (or last held). */
  get workerId(): number {
    return this.slot;
  }

  /** Whether ids may be issued now: the lease was renewed recently enough that no other node can have the slot. */
  holds(now = Date.now()): boolean {
    return now < this.heldUntil;
  }

  /** Stops renewing and gives the slot back. */
  async release(): Promise<void> {
    clearInterval(this.timer);
    this.heldUntil = 0;
    await this.shared.releaseClaim(key(this.slot), this.owner).catch(() => undefined);
  }

  private get ttlSeconds(): number {
    return Math.round(this.ttlMs / 1000);
  }

  /** The slot counts as held until two thirds of the TTL after `at`: another node may take it only after the whole TTL. */
  private heldFrom(at: number): void {
    this.heldUntil = at + Math.floor((this.ttlMs * 2) / 3);
  }

  private granted(slot: number, at: number): void {
    this.slot = slot;
    this.heldFrom(at);
    configureSnowflake(slot);
    guardSnowflake(() => this.holds());
  }

  private async claimAny(): Promise<boolean> {
    for (let slot = 0; slot < this.slots; slot += 1) {
      const at = Date.now();
      if (await this.shared.claim(key(slot), this.owner, this.ttlSeconds)) {
        this.granted(slot, at);
        return true;
      }
    }
    return false;
  }

  /** Renews the slot held; a lost slot is claimed again (the same or another) before ids are issued again. */
  async renew(): Promise<void> {
    const at = Date.now();
    try {
      if (await this.shared.renewClaim(key(this.slot), this.owner, this.ttlSeconds)) {
        this.heldFrom(at);
        return;
      }
      this.heldUntil = 0;
      this.logger.warn({ workerId: this.slot }, 'snowflake worker id lease lost; claiming a slot again');
      if (!(await this.claimAny())) {
        this.logger.error('no free snowflake worker id: new ids are refused until one is free');
      }
    } catch (error) {
      // Redis unreachable: ids keep coming only while the last renewal is recent enough (holds()).
      this.logger.warn({ err: error, workerId: this.slot }, 'snowflake worker id lease not renewed');
    }
  }
}
