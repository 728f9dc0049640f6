import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { lockPath, useLockState } from './useLock';

/** While the screen is locked every page inside the layout redirects to /lock (SPEC §2). */
export function LockGuard({ children }: { children: ReactNode }) {
  const { locked } = useLockState();
  if (locked) {
    return <Navigate to={lockPath} replace />;
  }
  return children;
}
