import { getStore, setStore, storageKey } from '../../shared/utils/storage';

/** What kind of failure an entry records. */
export type ClientErrorType = 'error' | 'promise' | 'render';

/** One captured error (SPEC §3): kept in local storage until uploaded or cleared. */
export interface ClientErrorEntry {
  type: ClientErrorType;
  message: string;
  stack: string;
  info: string;
  url: string;
  /** ISO time it happened. */
  time: string;
}

/** Saber's name for the list (saber-logsList). */
export const errorLogStorageName = 'logsList';

/** The list keeps the newest entries up to what one upload accepts (the server takes at most 50). */
export const maxErrorLogEntries = 50;

/** Field limits of the server's ClientErrorInput; longer values are cut so an upload never fails on them. */
const fieldLimits = { message: 2000, stack: 10_000, info: 2000, url: 1000 } as const;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedEntries: ClientErrorEntry[] = [];

/** The captured errors, oldest first (a stable array while nothing changes). */
export function getErrorLog(): ClientErrorEntry[] {
  const raw = window.localStorage.getItem(storageKey(errorLogStorageName));
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const stored = getStore<unknown>(errorLogStorageName, 'local');
    cachedEntries = Array.isArray(stored) ? (stored as ClientErrorEntry[]) : [];
  }
  return cachedEntries;
}

export function subscribeErrorLog(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKey(errorLogStorageName)) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function save(entries: ClientErrorEntry[]): void {
  setStore(errorLogStorageName, entries, 'local');
  for (const listener of listeners) {
    listener();
  }
}

function cut(value: string, limit: number): string {
  return value.length > limit ? value.slice(0, limit) : value;
}

/** Adds an entry (fields cut to the server's limits; only the newest 50 are kept). Never throws. */
export function addErrorLogEntry(entry: Omit<ClientErrorEntry, 'time' | 'url'> & { time?: string; url?: string }): void {
  try {
    const complete: ClientErrorEntry = {
      type: entry.type,
      message: cut(entry.message, fieldLimits.message),
      stack: cut(entry.stack, fieldLimits.stack),
      info: cut(entry.info, fieldLimits.info),
      url: cut(entry.url ?? window.location.href, fieldLimits.url),
      time: entry.time ?? new Date().toISOString(),
    };
    save([...getErrorLog(), complete].slice(-maxErrorLogEntries));
  } catch {
    // storage full or unavailable: the error cannot be kept
  }
}

export function clearErrorLog(): void {
  save([]);
}
