import { appConfig } from '../config/app-config';

/** Which browser storage an entry lives in. */
export type StorageKind = 'local' | 'session';

/** What is actually written under `<prefix><name>`. */
export interface StoredEntry<T> {
  dataType: string;
  content: T;
  datetime: number;
}

function storageOf(kind: StorageKind): Storage {
  return kind === 'session' ? window.sessionStorage : window.localStorage;
}

/** The full key of an entry: the configured prefix plus the name. */
export function storageKey(name: string): string {
  return `${appConfig.storagePrefix}${name}`;
}

function describeType(content: unknown): string {
  if (content === null) {
    return 'null';
  }
  if (Array.isArray(content)) {
    return 'array';
  }
  return typeof content;
}

/** Stores `content` wrapped as `{ dataType, content, datetime }` under the prefixed name. */
export function setStore<T>(name: string, content: T, kind: StorageKind = 'local'): void {
  const entry: StoredEntry<T> = { dataType: describeType(content), content, datetime: Date.now() };
  storageOf(kind).setItem(storageKey(name), JSON.stringify(entry));
}

function isStoredEntry(value: unknown): value is StoredEntry<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'content' in value &&
    'datetime' in value &&
    typeof (value as { datetime: unknown }).datetime === 'number'
  );
}

/**
 * Reads the whole wrapped entry (content and the time it was stored), looking in session storage
 * first and then in local storage unless `kind` is given. Malformed entries read as missing.
 */
export function getStoreEntry<T>(name: string, kind?: StorageKind): StoredEntry<T> | undefined {
  const kinds: StorageKind[] = kind ? [kind] : ['session', 'local'];
  for (const candidate of kinds) {
    const raw = storageOf(candidate).getItem(storageKey(name));
    if (raw === null) {
      continue;
    }
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isStoredEntry(parsed)) {
        return parsed as StoredEntry<T>;
      }
    } catch {
      // fall through: a value not written by setStore
    }
    return undefined;
  }
  return undefined;
}

/** Reads the content of an entry (see getStoreEntry). */
export function getStore<T>(name: string, kind?: StorageKind): T | undefined {
  return getStoreEntry<T>(name, kind)?.content;
}

/** Removes an entry from both storages (or only from `kind`). */
export function removeStore(name: string, kind?: StorageKind): void {
  const kinds: StorageKind[] = kind ? [kind] : ['session', 'local'];
  for (const candidate of kinds) {
    storageOf(candidate).removeItem(storageKey(name));
  }
}

/** Removes every prefixed entry from one storage (entries of other apps are kept). */
export function clearStore(kind: StorageKind = 'local'): void {
  const storage = storageOf(kind);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && key.startsWith(appConfig.storagePrefix)) {
      keys.push(key);
    }
  }
  for (const key of keys) {
    storage.removeItem(key);
  }
}

/** The names the app stores; one place so login and logout clear the same keys. */
export const storageNames = {
  token: 'token',
  refreshToken: 'refreshToken',
  userInfo: 'userInfo',
  tenantId: 'tenantId',
  permission: 'permission',
  menu: 'menu',
  menuAll: 'menuAll',
  tagList: 'tagList',
  tag: 'tag',
  isLock: 'isLock',
  lockPassword: 'lockPasswd',
  language: 'language',
} as const;
