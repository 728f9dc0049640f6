import pino from 'pino';
import { AppError } from '../errors/app-error';
import { MemorySharedState } from '../shared-state/memory-shared-state';
import { configureSnowflake, nextId } from './snowflake';
import { WorkerIdLease } from './worker-id-lease';

const silent = pino({ level: 'silent' });

describe('WorkerIdLease: snowflake worker ids leased from the shared state', () => {
  // A clock the tests move (Date.now); the lease's renewal interval never fires on its own here.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    configureSnowflake(1);
  });

  it('gives two nodes different slots, and a released slot to the next node', async () => {
    const shared = new MemorySharedState();
    const a = await WorkerIdLease.acquire(shared, silent, { slots: 4 });
    const b = await WorkerIdLease.acquire(shared, silent, { slots: 4 });
    expect([a.workerId, b.workerId]).toEqual([0, 1]);
    await a.release();
    const c = await WorkerIdLease.acquire(shared, silent, { slots: 4 });
    expect(c.workerId).toBe(0);
    await b.release();
    await c.release();
  });

  it('refuses to start when every slot is held', async () => {
    const shared = new MemorySharedState();
    const held = await WorkerIdLease.acquire(shared, silent, { slots: 1 });
    await expect(WorkerIdLease.acquire(shared, silent, { slots: 1 })).rejects.toThrow(/no free snowflake worker id/);
    await held.release();
  });

  it('stops issuing ids once the lease may have run out, and issues them again after a renewal', async () => {
    const shared = new MemorySharedState(100, () => Date.now());
    const lease = await WorkerIdLease.acquire(shared, silent, { slots: 2, ttlSeconds: 30 });
    expect(nextId()).toMatch(/^\d+$/);
    // No renewal for longer than two thirds of the TTL: another node may soon take the slot.
    jest.setSystemTime(Date.now() + 21_000);
    expect(lease.holds()).toBe(false);
    expect(() => nextId()).toThrow(AppError);
    await lease.renew();
    expect(lease.holds()).toBe(true);
    expect(nextId()).toMatch(/^\d+$/);
    await lease.release();
  });

  it('claims a slot again when another node took it after a lapse', async () => {
    const shared = new MemorySharedState(100, () => Date.now());
    const lease = await WorkerIdLease.acquire(shared, silent, { slots: 2, ttlSeconds: 30 });
    jest.setSystemTime(Date.now() + 31_000);
    expect(await shared.claim('snowflake:worker:0', 'other-node', 30)).toBe(true);
    await lease.renew();
    expect(lease.workerId).toBe(1);
    expect(lease.holds()).toBe(true);
    await lease.release();
  });
});
