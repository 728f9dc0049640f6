import { getStore, removeStore, setStore, storageKey } from '../utils/storage';

/** Name of the Web Lock and of the storage entry used where Web Locks are missing. */
export const refreshLockName = 'tokenRefreshLock';

/** A storage lock older than this is abandoned (its tab closed mid-refresh) and may be taken over. */
export const storageLockTtlMs = 30_000;
const storageLockPollMs = 200;

interface StorageLock {
  owner: string;
  expires: number;
}

function randomOwner(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function delay(milliseconds: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, milliseconds));
}

/** Takes the storage lock unless another owner holds an unexpired one; reads it back to confirm. */
export function tryStorageLock(owner: string, now: number = Date.now()): boolean {
  const current = getStore<StorageLock>(refreshLockName, 'local');
  if (current && current.owner !== owner && current.expires > now) {
    return false;
  }
  setStore<StorageLock>(refreshLockName, { owner, expires: now + storageLockTtlMs }, 'local');
  return getStore<StorageLock>(refreshLockName, 'local')?.owner === owner;
}

export function releaseStorageLock(owner: string): void {
  if (getStore<StorageLock>(refreshLockName, 'local')?.owner === owner) {
    removeStore(refreshLockName, 'local');
  }
}

async function withStorageLock<T>(task: () => Promise<T>, wait: boolean): Promise<T | undefined> {
  const owner = randomOwner();
  const giveUpAt = Date.now() + storageLockTtlMs;
  while (!tryStorageLock(owner)) {
    if (!wait || Date.now() > giveUpAt) {
      return undefined;
    }
    await delay(storageLockPollMs);
  }
  try {
    return await task();
  } finally {
    releaseStorageLock(owner);
  }
}

/**
 * Runs `task` while holding the browser-wide token-refresh lock, so that tabs of the same browser never
 * present the same refresh token twice (the server would treat that as reuse and end the session).
 * Web Locks where the browser has them, else a lock entry in local storage. Without `wait` the task is
 * skipped (undefined) when another tab holds the lock.
 */
export async function withRefreshLock<T>(task: () => Promise<T>, { wait }: { wait: boolean }): Promise<T | undefined> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks && typeof locks.request === 'function') {
    if (wait) {
      return locks.request(storageKey(refreshLockName), () => task());
    }
    return locks.request(storageKey(refreshLockName), { ifAvailable: true }, (lock) => (lock ? task() : undefined));
  }
  return withStorageLock(task, wait);
}
