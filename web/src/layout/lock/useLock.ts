import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appConfig } from '../../shared/config/app-config';
import { getLockState, setLocked, subscribeLockState, type LockState } from './lock-store';

/** SPEC §2/§9: the lock page, reached 100 ms after locking. */
export const lockPath = '/lock';
export const lockDelayMs = appConfig.logoutDelayMs;

export function useLockState(): LockState {
  return useSyncExternalStore(subscribeLockState, getLockState);
}

/** Locks the screen now and goes to /lock after 100 ms. */
export function useLockScreen(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  return useCallback(() => {
    setLocked(from);
    window.setTimeout(() => void navigate(lockPath, { replace: true }), lockDelayMs);
  }, [from, navigate]);
}
