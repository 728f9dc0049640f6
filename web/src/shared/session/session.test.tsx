import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { graphQLErrorResponse } from '../../../test/graphql-error';
import { server } from '../../../test/msw-server';
import { renderApp, signIn } from '../../../test/render-app';
import { appConfig } from '../config/app-config';
import type { RefreshTokenMutation, RefreshTokenMutationVariables } from '../../generated/graphql';
import zhAuth from '../../i18n/locales/zh-CN/auth.json';
import zhErrors from '../../i18n/locales/zh-CN/errors.json';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import { isTokenRefreshDue } from './useTokenRefresh';

function storedContent(name: string): unknown {
  const raw = window.localStorage.getItem(`saber-${name}`);
  return raw === null ? null : (JSON.parse(raw) as { content: unknown }).content;
}

describe('session errors', () => {
  it('UNAUTHENTICATED from the server logs out locally and shows /login', async () => {
    server.use(graphql.query('Me', () => graphQLErrorResponse('UNAUTHENTICATED', 'session gone (server text)')));
    signIn();
    const { router } = renderApp('/wel/index');
    expect(await screen.findByRole('heading', { name: zhAuth.login.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedContent('token')).toBeNull();
    expect(storedContent('refreshToken')).toBeNull();
    expect(storedContent('userInfo')).toBeNull();
    expect(await screen.findByText(zhErrors.UNAUTHENTICATED)).toBeInTheDocument();
  });

  it('TOKEN_INVALID logs out as well', async () => {
    server.use(graphql.query('MyMenus', () => graphQLErrorResponse('TOKEN_INVALID', 'bad token')));
    signIn();
    const { router } = renderApp('/wel/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedContent('token')).toBeNull();
  });

  it('an HTTP 401 logs out as well, with or without a GraphQL body', async () => {
    server.use(graphql.query('MyPermissions', () => new Response('unauthorized', { status: 401 })));
    signIn();
    const first = renderApp('/wel/index');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(storedContent('token')).toBeNull();
    first.unmount();

    server.use(graphql.query('MyPermissions', () => graphQLErrorResponse('SOMETHING', 'no session', { status: 401 })));
    signIn();
    const second = renderApp('/wel/index');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
    expect(storedContent('token')).toBeNull();
  });

  it('other errors show a notification and keep the session', async () => {
    server.use(graphql.query('MyPermissions', () => graphQLErrorResponse('FORBIDDEN', 'not allowed (server text)')));
    signIn();
    const { router } = renderApp('/wel/index');
    expect(await screen.findByText(zhErrors.FORBIDDEN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wel/index');
    expect(storedContent('token')).toBe('access-token-1');
  });

  it('network failures show the network-error notification', async () => {
    server.use(graphql.query('MyMenus', () => HttpResponse.error()));
    signIn();
    renderApp('/wel/index');
    expect(await screen.findByText(zhErrors.network)).toBeInTheDocument();
    expect(storedContent('token')).toBe('access-token-1');
  });
});

describe('token refresh', () => {
  it('is due once the stored token is at least the configured age', () => {
    expect(isTokenRefreshDue(undefined, 10)).toBe(false);
    expect(isTokenRefreshDue(9.9, 10)).toBe(false);
    expect(isTokenRefreshDue(10, 10)).toBe(true);
  });

  it('refreshes an old token once, stores the new pair and sends the refresh token', async () => {
    jest.replaceProperty(appConfig, 'tokenCheckIntervalMs', 30);
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.mutation<RefreshTokenMutation, RefreshTokenMutationVariables>('RefreshToken', async ({ variables }) => {
        sent.push(variables.input.refreshToken);
        await released;
        return HttpResponse.json({
          data: { refreshToken: { accessToken: 'access-token-2', refreshToken: 'refresh-token-2', tokenType: 'bearer', expiresIn: 3600 } },
        });
      }),
    );
    signIn();
    // Pretend the token was stored an hour ago (older than tokenRefreshSeconds = 3000).
    const entry = JSON.parse(window.localStorage.getItem('saber-token') ?? '{}') as { datetime: number };
    window.localStorage.setItem('saber-token', JSON.stringify({ ...entry, datetime: Date.now() - 3_600_000 }));
    renderApp('/wel/index');
    await screen.findByRole('link', { name: zhMenu.home });

    await waitFor(() => expect(sent).toEqual(['refresh-token-1']));
    // Several check intervals pass while the refresh is in flight: no second call.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(sent).toHaveLength(1);
    release();

    await waitFor(() => expect(storedContent('token')).toBe('access-token-2'));
    expect(storedContent('refreshToken')).toBe('refresh-token-2');
    const refreshed = JSON.parse(window.localStorage.getItem('saber-token') ?? '{}') as { datetime: number };
    expect(Date.now() - refreshed.datetime).toBeLessThan(5_000);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sent).toHaveLength(1);
  });
});
