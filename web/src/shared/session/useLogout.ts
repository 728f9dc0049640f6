import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { appConfig } from '../config/app-config';
import { useLogoutMutation } from '../../generated/graphql';
import { endSession } from './session-store';
import { handledErrors } from '../errors/handled-errors';

function delay(milliseconds: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, milliseconds));
}

/**
 * Logout: calls the `logout` mutation (a failure does not keep the user signed in), waits 100 ms,
 * then clears the stored session and the Apollo cache; the route guard then shows /login.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const client = useApolloClient();
  const [logoutMutation] = useLogoutMutation({ context: handledErrors });
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logoutMutation();
    } catch {
      // the server session may already be gone; the local one ends anyway
    }
    await delay(appConfig.logoutDelayMs);
    endSession('logout');
    await client.clearStore();
  }, [client, logoutMutation]);
  return { logout, loggingOut };
}
