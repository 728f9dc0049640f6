import type { MikroORM } from '@mikro-orm/core';
import type { SharedState } from '../core/shared-state/shared-state';
import { withTimeout } from '../core/time/with-timeout';
import type { StorageSelector } from '../modules/resource/storage/storage-selector';

export type CheckState = 'up' | 'down' | 'off';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; redis: CheckState; storage: CheckState };
}

/** A check answers within this or counts as down (a load balancer's probe must not hang). */
const CHECK_TIMEOUT_MS = 2_000;

async function within(check: () => Promise<unknown>, onError: (name: string, error: unknown) => void, name: string) {
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS, () => new Error(`${name} did not answer within ${CHECK_TIMEOUT_MS} ms`));
    return 'up' as const;
  } catch (error) {
    onError(name, error);
    return 'down' as const;
  }
}

/**
 * `/health/ready`: the database answers a query, Redis (when REDIS_URL is set, else "off") a PING, and the file storage
 * (the S3 bucket of S3_*, else the local folder) is reachable; ready only when none is down. Names only: no host,
 * bucket or error text leaves the node (the reason goes to the node's log).
 */
export async function readiness(
  deps: { orm: MikroORM; shared: SharedState; storages: StorageSelector },
  onError: (name: string, error: unknown) => void,
): Promise<Readiness> {
  const [database, redis, storage] = await Promise.all([
    within(() => deps.orm.em.getConnection().execute('select 1'), onError, 'database'),
    deps.shared.kind === 'redis' ? within(() => deps.shared.ping(), onError, 'redis') : Promise.resolve('off' as const),
    within(() => deps.storages.ready(), onError, 'storage'),
  ]);
  return { ready: database !== 'down' && redis !== 'down' && storage !== 'down', checks: { database, redis, storage } };
}
