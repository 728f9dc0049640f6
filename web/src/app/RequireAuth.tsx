import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { endSession, lastSessionEndReason, readStoredToken } from '../shared/session/session-store';
import { useSession } from '../shared/session/useSession';
import { appConfig } from '../shared/config/app-config';

/**
 * Routes behind login: without a token the visitor goes to /login, keeping the intended path
 * (not after an explicit logout). If the stored token disappears, the session ends locally.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSession();

  useEffect(() => {
    if (!readStoredToken() && session.user !== undefined) {
      endSession('expired');
    }
  }, [location.pathname, session.user]);

  if (!session.isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const keepTarget = lastSessionEndReason() !== 'logout' && from !== '/';
    return <Navigate to={appConfig.loginPath} replace state={keepTarget ? { from } : undefined} />;
  }
  return children;
}
