import { useEffect } from 'react';
import { appConfig } from '../../../app/app-config';
import { useRefreshTokenMutation } from '../../../generated/graphql';
import { readStoredRefreshToken, storedTokenAgeSeconds, updateTokens } from './session-store';

let refreshInFlight = false;

/** Whether a refresh is due: a token exists and is at least `thresholdSeconds` old. */
export function isTokenRefreshDue(ageSeconds: number | undefined, thresholdSeconds: number): boolean {
  return ageSeconds !== undefined && ageSeconds >= thresholdSeconds;
}

/**
 * Every 10 s checks the stored token's age; once it reaches `thresholdSeconds` calls `refreshToken`
 * and stores the new pair. A module-wide flag keeps refreshes from running concurrently.
 * A failed refresh with TOKEN_INVALID/UNAUTHENTICATED ends the session through the Apollo error link.
 */
export function useTokenRefresh(thresholdSeconds: number): void {
  const [refresh] = useRefreshTokenMutation();
  useEffect(() => {
    const check = async () => {
      if (refreshInFlight || !isTokenRefreshDue(storedTokenAgeSeconds(), thresholdSeconds)) {
        return;
      }
      const refreshToken = readStoredRefreshToken();
      if (!refreshToken) {
        return;
      }
      refreshInFlight = true;
      try {
        const result = await refresh({ variables: { input: { refreshToken } } });
        if (result.data) {
          updateTokens(result.data.refreshToken);
        }
      } catch {
        // reported by the Apollo error link (notification or logout)
      } finally {
        refreshInFlight = false;
      }
    };
    const timer = window.setInterval(() => void check(), appConfig.tokenCheckIntervalMs);
    return () => window.clearInterval(timer);
  }, [refresh, thresholdSeconds]);
}
