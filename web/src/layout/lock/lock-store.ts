import { getStore, removeStore, setStore, storageKey, storageNames } from '../../shared/utils/storage';

/**
 * Screen-lock state in local storage (every tab of the browser locks together and a reload stays
 * locked). No password is ever stored: `lockPasswd` only records, as `true`, that the user has been
 * told the account password unlocks the screen (Saber's "lock password is set"); the server checks
 * the password. Login and logout clear both (session-store).
 */
const names = {
  locked: storageNames.isLock,
  confirmed: storageNames.lockPassword,
  returnPath: 'lockReturnPath',
  idleMinutes: 'lockIdleMinutes',
} as const;

export interface LockState {
  locked: boolean;
  confirmed: boolean;
  idleMinutes: number;
}

const listeners = new Set<() => void>();
let cached: LockState = { locked: false, confirmed: false, idleMinutes: 0 };

function read(): LockState {
  const idle = getStore<unknown>(names.idleMinutes, 'local');
  return {
    locked: getStore<unknown>(names.locked) === true,
    confirmed: getStore<unknown>(names.confirmed) === true,
    idleMinutes: typeof idle === 'number' && Number.isFinite(idle) && idle > 0 ? Math.floor(idle) : 0,
  };
}

export function getLockState(): LockState {
  const next = read();
  if (next.locked !== cached.locked || next.confirmed !== cached.confirmed || next.idleMinutes !== cached.idleMinutes) {
    cached = next;
  }
  return cached;
}

export function subscribeLockState(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(names).some((name) => event.key === storageKey(name))) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) {
    listener();
  }
}

/** Locks the screen, remembering the page to return to after unlocking. */
export function setLocked(returnPath: string): void {
  setStore(names.returnPath, returnPath, 'local');
  setStore(names.locked, true, 'local');
  notify();
}

let unlockTarget: string | undefined;

/** Unlocks; the page that was open when the screen locked becomes the unlock target. */
export function clearLocked(): void {
  const returnPath = getStore<string>(names.returnPath, 'local');
  unlockTarget = typeof returnPath === 'string' && returnPath.startsWith('/') && !returnPath.startsWith('//') ? returnPath : undefined;
  removeStore(names.locked);
  removeStore(names.returnPath);
  notify();
}

/** Where to go after this tab unlocked (once), if anywhere. */
export function takeUnlockTarget(): string | undefined {
  const target = unlockTarget;
  unlockTarget = undefined;
  return target;
}

/** The user has confirmed that the account password unlocks the screen (no password kept). */
export function setLockConfirmed(): void {
  setStore(names.confirmed, true, 'local');
  notify();
}

/** Idle minutes before the screen locks by itself (0 = never); a preference kept across sessions. */
export function setIdleMinutes(minutes: number): void {
  setStore(names.idleMinutes, Math.max(0, Math.floor(minutes)), 'local');
  notify();
}
