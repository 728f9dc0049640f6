import type { LoginMutation } from '../../generated/graphql';
import { getStore, removeStore, setStore, storageKey, storageNames } from '../utils/storage';

/** The user as returned by `login` and `me`; stored as `userInfo`. */
export type SessionUser = LoginMutation['login']['user'];

/** How the last session ended: an explicit logout, or a forced (expired/invalid/empty token) one. */
export type SessionEndReason = 'logout' | 'expired';

export interface SessionSnapshot {
  token: string;
  user: SessionUser | undefined;
}

const endReasonName = 'sessionEnd';

const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedSnapshot: SessionSnapshot = { token: '', user: undefined };

function rawSessionEntries(): string {
  return `${window.localStorage.getItem(storageKey(storageNames.token)) ?? ''}\u0000${
    window.localStorage.getItem(storageKey(storageNames.userInfo)) ?? ''
  }`;
}

/** The session as stored (local storage is the source of truth; the snapshot is cached). */
export function getSessionSnapshot(): SessionSnapshot {
  const raw = rawSessionEntries();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSnapshot = {
      token: getStore<string>(storageNames.token, 'local') ?? '',
      user: getStore<SessionUser>(storageNames.userInfo, 'local'),
    };
  }
  return cachedSnapshot;
}

function notify(): void {
  for (const listener of listeners) {
    listener();
  }
}

/** Subscribes to session changes, including changes made in another browser tab. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(storageKey(''))) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored access token ('' when there is none). */
export function readStoredToken(): string {
  return getStore<string>(storageNames.token, 'local') ?? '';
}

/** The stored refresh token ('' when there is none). */
export function readStoredRefreshToken(): string {
  return getStore<string>(storageNames.refreshToken, 'local') ?? '';
}

/** Age in seconds of the stored access token, or undefined without one. */
export function storedTokenAgeSeconds(now: number = Date.now()): number | undefined {
  const raw = window.localStorage.getItem(storageKey(storageNames.token));
  if (raw === null) {
    return undefined;
  }
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry === 'object' && entry !== null) {
      const { content, datetime } = entry as { content?: unknown; datetime?: unknown };
      if (typeof content === 'string' && content.length > 0 && typeof datetime === 'number') {
        return (now - datetime) / 1000;
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Why the last session ended, for the login redirect (kept for the browser tab only). */
export function lastSessionEndReason(): SessionEndReason | undefined {
  const reason = getStore<string>(endReasonName, 'session');
  return reason === 'logout' || reason === 'expired' ? reason : undefined;
}

function clearTabsAndLock(): void {
  removeStore(storageNames.tagList);
  removeStore(storageNames.tag);
  removeStore(storageNames.isLock);
  removeStore(storageNames.lockPassword);
}

/** After a successful login: stores tokens (with the time they were stored), user and tenant; resets tabs and lock. */
export function startSession(payload: { accessToken: string; refreshToken: string; user: SessionUser }): void {
  setStore(storageNames.token, payload.accessToken);
  setStore(storageNames.refreshToken, payload.refreshToken);
  setStore(storageNames.userInfo, payload.user);
  setStore(storageNames.tenantId, payload.user.tenantId);
  clearTabsAndLock();
  removeStore(endReasonName);
  notify();
}

/** After a token refresh: stores the new pair (the token's stored time restarts). */
export function updateTokens(payload: { accessToken: string; refreshToken: string }): void {
  setStore(storageNames.token, payload.accessToken);
  setStore(storageNames.refreshToken, payload.refreshToken);
  notify();
}

/** Keeps the stored user in step with a fresh `me`. */
export function updateStoredUser(user: SessionUser): void {
  setStore(storageNames.userInfo, user);
  notify();
}

/** Local logout: clears tokens, user, menus, permissions, tabs and lock. */
export function endSession(reason: SessionEndReason): void {
  removeStore(storageNames.token);
  removeStore(storageNames.refreshToken);
  removeStore(storageNames.userInfo);
  removeStore(storageNames.permission);
  removeStore(storageNames.menu);
  removeStore(storageNames.menuAll);
  clearTabsAndLock();
  setStore(endReasonName, reason, 'session');
  notify();
}
