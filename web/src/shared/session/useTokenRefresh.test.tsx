import { act, render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { graphQLErrorResponse } from '../../../test/graphql-error';
import { server } from '../../../test/msw-server';
import { createApolloClient } from '../../app/apollo-client';
import { SignedInTestProviders } from '../../../test/providers';
import type { ClientConfigQuery, RefreshTokenInput, RefreshTokenMutation, RefreshTokenMutationVariables } from '../../generated/graphql';
import zhErrors from '../../i18n/locales/zh-CN/errors.json';
import { setStore } from '../utils/storage';
import { sessionFixtures } from './session.mocks';
import { readStoredToken, startSession, updateStoredUser } from './session-store';
import { refreshLockName, storageLockTtlMs } from './token-refresh-lock';
import { useTokenRefresh } from './useTokenRefresh';

function Probe({ threshold }: { threshold: number }) {
  useTokenRefresh(threshold);
  return null;
}

/** Records every refresh request; `hold` keeps answers back until released. */
function recordRefreshes({ hold = false }: { hold?: boolean } = {}) {
  const sent: RefreshTokenInput[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    graphql.mutation<RefreshTokenMutation, RefreshTokenMutationVariables>('RefreshToken', async ({ variables }) => {
      sent.push(variables.input);
      if (hold) {
        await released;
      }
      const n = sent.length + 1;
      return HttpResponse.json({
        data: {
          refreshToken: { accessToken: `access-token-${n}`, refreshToken: `refresh-token-${n}`, tokenType: 'bearer', expiresIn: 3600 },
        },
      });
    }),
  );
  return { sent, release };
}

function useSwitchMode(switchMode: boolean) {
  server.use(
    graphql.query('ClientConfig', () =>
      HttpResponse.json({
        data: { clientConfig: { ...sessionFixtures.clientConfig, switchMode } satisfies ClientConfigQuery['clientConfig'] },
      }),
    ),
  );
}

async function advance(milliseconds: number) {
  await act(() => jest.advanceTimersByTimeAsync(milliseconds));
}

/** Pretends the token was stored `seconds` ago (as a browser test rewrites it). */
function ageStoredToken(seconds: number) {
  const entry = JSON.parse(window.localStorage.getItem('saber-token') ?? '{}') as { datetime: number };
  window.localStorage.setItem('saber-token', JSON.stringify({ ...entry, datetime: Date.now() - seconds * 1000 }));
}

function renderProbe(threshold: number) {
  return render(
    <SignedInTestProviders client={createApolloClient()}>
      <Probe threshold={threshold} />
    </SignedInTestProviders>,
  );
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  startSession({ accessToken: 'access-token-1', refreshToken: 'refresh-token-1', user: sessionFixtures.user });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useTokenRefresh', () => {
  it('checks every 10 s and refreshes once the token reaches the threshold, with the new pair stored', async () => {
    const { sent } = recordRefreshes();
    renderProbe(25);
    await advance(10_000);
    await advance(10_000);
    expect(sent).toHaveLength(0);
    await advance(10_000);
    expect(sent.map((input) => input.refreshToken)).toEqual(['refresh-token-1']);
    expect(readStoredToken()).toBe('access-token-2');
    // The stored time restarted: the next checks within the threshold do nothing.
    await advance(20_000);
    expect(sent).toHaveLength(1);
  });

  it('never runs two refreshes at once', async () => {
    const { sent, release } = recordRefreshes({ hold: true });
    renderProbe(10);
    await advance(10_000);
    expect(sent).toHaveLength(1);
    await advance(30_000);
    expect(sent).toHaveLength(1);
    release();
    await advance(0);
    expect(readStoredToken()).toBe('access-token-2');
  });

  it('in switch mode sends the session’s department and role, otherwise neither', async () => {
    const { sent } = recordRefreshes();
    useSwitchMode(true);
    const first = renderProbe(10);
    await advance(10_000);
    expect(sent[0]).toEqual({
      refreshToken: 'refresh-token-1',
      deptId: sessionFixtures.user.deptIds[0],
      roleId: sessionFixtures.user.roleIds[0],
    });
    first.unmount();

    // A session with two roles is not narrowed to one: only the department goes along.
    updateStoredUser({ ...sessionFixtures.user, roleIds: ['1', '2'] });
    const second = renderProbe(10);
    await advance(10_000);
    expect(sent[1]).toEqual({ refreshToken: 'refresh-token-2', deptId: sessionFixtures.user.deptIds[0] });
    second.unmount();

    useSwitchMode(false);
    renderProbe(10);
    await advance(10_000);
    await advance(10_000);
    expect(sent[2]).toEqual({ refreshToken: 'refresh-token-3' });
  });

  it('skips while another tab holds the refresh lock, and takes over an abandoned lock', async () => {
    const { sent } = recordRefreshes();
    ageStoredToken(3_600);
    setStore(refreshLockName, { owner: 'other-tab', expires: Date.now() + storageLockTtlMs });
    renderProbe(3_000);
    await advance(20_000);
    expect(sent).toHaveLength(0);
    await advance(storageLockTtlMs - 20_000);
    expect(sent).toHaveLength(1);
    await advance(20_000);
    expect(sent).toHaveLength(1);
    expect(window.localStorage.getItem(`saber-${refreshLockName}`)).toBeNull();
  });

  it('uses Web Locks where the browser has them (skipped while another tab holds it)', async () => {
    const { sent } = recordRefreshes();
    let held = true;
    const request = jest.fn((_name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) =>
      callback(held && options.ifAvailable ? null : ({ name: 'saber-tokenRefreshLock', mode: 'exclusive' } as Lock)),
    );
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    try {
      renderProbe(10);
      await advance(10_000);
      expect(sent).toHaveLength(0);
      held = false;
      await advance(10_000);
      expect(sent).toHaveLength(1);
      expect(request).toHaveBeenCalledWith('saber-tokenRefreshLock', { ifAvailable: true }, expect.any(Function));
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('a refused refresh ends the session with a translated message', async () => {
    server.use(graphql.mutation('RefreshToken', () => graphQLErrorResponse('TOKEN_INVALID', 'refresh token reused')));
    renderProbe(10);
    await advance(10_000);
    expect(readStoredToken()).toBe('');
    expect(await screen.findByText(zhErrors.TOKEN_INVALID)).toBeInTheDocument();
  });

  it('other refusals end the session too (tenant expired)', async () => {
    server.use(graphql.mutation('RefreshToken', () => graphQLErrorResponse('TENANT_EXPIRED', 'expired')));
    renderProbe(10);
    await advance(10_000);
    expect(readStoredToken()).toBe('');
    expect(await screen.findByText(zhErrors.TENANT_EXPIRED)).toBeInTheDocument();
  });

  it('network failures and rate limits keep the session and retry at the next check', async () => {
    let calls = 0;
    server.use(
      graphql.mutation('RefreshToken', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : graphQLErrorResponse('RATE_LIMITED', 'slow down');
      }),
    );
    renderProbe(10);
    await advance(10_000);
    await advance(10_000);
    expect(calls).toBe(2);
    expect(readStoredToken()).toBe('access-token-1');
  });
});
