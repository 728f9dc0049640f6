import { useSyncExternalStore } from 'react';
import { getErrorLog, subscribeErrorLog, type ClientErrorEntry } from './error-log-store';

/** The captured errors; re-renders when the list changes (also from another browser tab). */
export function useErrorLog(): ClientErrorEntry[] {
  return useSyncExternalStore(subscribeErrorLog, getErrorLog);
}
