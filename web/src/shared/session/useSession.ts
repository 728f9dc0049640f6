import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession, type SessionSnapshot } from './session-store';

/** The stored session (token and user); re-renders when it changes. */
export function useSession(): SessionSnapshot & { isAuthenticated: boolean } {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot);
  return { ...snapshot, isAuthenticated: snapshot.token.length > 0 };
}
