import type { ApolloClient } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { appConfig } from '../config/app-config';
import { RefreshTokenDocument } from '../../generated/graphql';
import { i18n } from '../../i18n/i18n';
import { errorCode, errorMessage, isNetworkFailure } from '../errors/error-message';
import { notifyError } from '../errors/notify-error';
import {
  endSession,
  getSessionSnapshot,
  readStoredRefreshToken,
  readStoredToken,
  storedTokenAgeSeconds,
  updateTokens,
} from './session-store';
import { withRefreshLock } from './token-refresh-lock';
import { useClientConfig } from './useClientConfig';
import { handledErrors } from '../errors/handled-errors';

/** Department and role a refresh switches the session to (switch mode). */
export interface RefreshScope {
  deptId?: string;
  roleId?: string;
}

/** refreshed: new pair stored; skipped: not due or another refresh ran; retry: transient failure; ended: session over. */
export type RefreshOutcome = 'refreshed' | 'skipped' | 'retry' | 'ended';

/** Server answers after which the same refresh may work later: the session is kept. */
const transientCodes: ReadonlySet<string> = new Set(['RATE_LIMITED', 'INTERNAL', 'UNAVAILABLE']);

let inFlight: Promise<RefreshOutcome> | undefined;

/** Whether a refresh is due: a token exists and is at least `thresholdSeconds` old. */
export function isTokenRefreshDue(ageSeconds: number | undefined, thresholdSeconds: number): boolean {
  return ageSeconds !== undefined && ageSeconds >= thresholdSeconds;
}

/** The session's own department and role when it is narrowed to one each (what switch mode re-sends). */
export function currentSwitchScope(): RefreshScope {
  const user = getSessionSnapshot().user;
  const [deptId] = user?.deptIds.length === 1 ? user.deptIds : [];
  const [roleId] = user?.roleIds.length === 1 ? user.roleIds : [];
  return { ...(deptId ? { deptId } : {}), ...(roleId ? { roleId } : {}) };
}

function isTransient(error: unknown): boolean {
  if (isNetworkFailure(error)) {
    return true;
  }
  if (ServerError.is(error)) {
    return error.statusCode >= 500;
  }
  const code = errorCode(error);
  return code !== undefined && transientCodes.has(code);
}

async function exchange(client: ApolloClient, scope: RefreshScope): Promise<RefreshOutcome> {
  const refreshToken = readStoredRefreshToken();
  if (!refreshToken) {
    return 'skipped';
  }
  try {
    const result = await client.mutate({
      mutation: RefreshTokenDocument,
      variables: { input: { refreshToken, ...scope } },
      context: handledErrors,
    });
    if (!result.data) {
      return 'retry';
    }
    updateTokens(result.data.refreshToken);
    return 'refreshed';
  } catch (error) {
    if (isTransient(error)) {
      return 'retry';
    }
    // The refresh token is spent, revoked or expired: end the session cleanly (the guard shows /login).
    if (readStoredToken()) {
      endSession('expired');
    }
    notifyError(errorMessage(error, i18n.t.bind(i18n)), 'session-ended');
    return 'ended';
  }
}

/**
 * Exchanges the stored refresh token for a new pair, never twice at once: one refresh per tab at a time
 * and one per browser (see withRefreshLock). With `dueAfterSeconds` (the periodic check) it runs only
 * when the token is at least that old (checked again once the lock is held, since another tab may just
 * have refreshed) and is skipped while another refresh runs; without it (a department/role switch) it
 * waits for a running refresh and then always runs.
 */
export async function refreshSessionToken(
  client: ApolloClient,
  { scope = {}, dueAfterSeconds }: { scope?: RefreshScope; dueAfterSeconds?: number },
): Promise<RefreshOutcome> {
  const periodic = dueAfterSeconds !== undefined;
  const isDue = () => !periodic || isTokenRefreshDue(storedTokenAgeSeconds(), dueAfterSeconds);
  if (inFlight) {
    if (periodic) {
      return 'skipped';
    }
    await inFlight.catch(() => undefined);
  }
  if (!isDue() || !readStoredToken()) {
    return 'skipped';
  }
  const run = withRefreshLock(() => (isDue() ? exchange(client, scope) : Promise.resolve<RefreshOutcome>('skipped')), {
    wait: !periodic,
  }).then((outcome) => outcome ?? 'skipped');
  inFlight = run;
  try {
    return await run;
  } finally {
    if (inFlight === run) {
      inFlight = undefined;
    }
  }
}

/**
 * Every 10 s checks the stored token's age; once it reaches `thresholdSeconds` refreshes it (see
 * refreshSessionToken). In switch mode the session's department and role are sent along.
 */
export function useTokenRefresh(thresholdSeconds: number): void {
  const client = useApolloClient();
  const { config } = useClientConfig();
  const switchMode = config.switchMode;
  useEffect(() => {
    const check = () => {
      void refreshSessionToken(client, { dueAfterSeconds: thresholdSeconds, scope: switchMode ? currentSwitchScope() : {} });
    };
    const timer = window.setInterval(check, appConfig.tokenCheckIntervalMs);
    return () => window.clearInterval(timer);
  }, [client, thresholdSeconds, switchMode]);
}
