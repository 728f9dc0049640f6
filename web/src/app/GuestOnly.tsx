import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { redirectTargetAfterLogin } from '../features/auth/login/redirect-target';
import { useSession } from '../shared/session/useSession';
import { homePathFor } from '../shared/session/student-home-path';

/** The login page: a signed-in visitor goes to their home (or to the page a just-finished login was headed for). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isAuthenticated) {
    return <Navigate to={redirectTargetAfterLogin(location.state, homePathFor(session.user))} replace />;
  }
  return children;
}
