import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import type { LogoutMutation, MeQuery } from '../generated/graphql';
import { sessionFixtures } from '../shared/session/session.mocks';
import { readStoredLanguage } from '../i18n/languages';
import enCommon from '../i18n/locales/en/common.json';
import enLayout from '../i18n/locales/en/layout.json';
import enMenu from '../i18n/locales/en/menu.json';
import zhAuth from '../i18n/locales/zh-CN/auth.json';
import zhCommon from '../i18n/locales/zh-CN/common.json';
import zhLayout from '../i18n/locales/zh-CN/layout.json';
import zhMenu from '../i18n/locales/zh-CN/menu.json';

async function openSignedInLayout(path = '/wel/index') {
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole('link', { name: zhMenu.home });
  return rendered;
}

describe('AdminLayout', () => {
  it('builds the sidebar from myMenus: translated labels, sorted, home with /index', async () => {
    await openSignedInLayout();
    const navigation = screen.getByRole('navigation', { name: zhLayout.sidebar.navigation });
    const home = within(navigation).getByRole('link', { name: zhMenu.home });
    expect(home).toHaveAttribute('href', '/wel/index');
    expect(home).toHaveAttribute('aria-current', 'page');
    // "external_tools" has no translation: the server's name is shown.
    const topLevel = within(navigation)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(topLevel).toEqual(['Monitoring', zhMenu.system]);
    expect(screen.getByRole('button', { name: new RegExp(`^${zhCommon.language.switch}`) })).toHaveTextContent(zhCommon.language['zh-CN']);
    expect(screen.getByRole('button', { name: new RegExp(sessionFixtures.user.realName) })).toBeInTheDocument();
  });

  it('collapses and expands the sidebar from the header', async () => {
    const { user } = await openSignedInLayout();
    const toggle = screen.getByRole('button', { name: zhLayout.header.toggleSidebar });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens one branch at a time and routes menu entries without a page to the not-available view', async () => {
    const { user, router } = await openSignedInLayout();
    const navigation = screen.getByRole('navigation', { name: zhLayout.sidebar.navigation });
    await user.click(within(navigation).getByRole('button', { name: zhMenu.system }));
    const usersLink = await within(navigation).findByRole('link', { name: zhMenu.user });
    expect(usersLink).toHaveAttribute('href', '/system/user');

    await user.click(within(navigation).getByRole('button', { name: 'Monitoring' }));
    const external = await within(navigation).findByRole('link', { name: /API docs/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('href', 'http://localhost:18000/doc.html');
    await waitFor(() => expect(within(navigation).getByRole('button', { name: zhMenu.system })).toHaveAttribute('aria-expanded', 'false'));

    await user.click(within(navigation).getByRole('button', { name: zhMenu.system }));
    await user.click(await within(navigation).findByRole('link', { name: zhMenu.role }));
    expect(await screen.findByRole('heading', { name: zhLayout.notAvailable.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/role');
  });

  it('switches the language, persists it and sends it to the server', async () => {
    let languageOfNextRequest: string | null = null;
    const { user, client } = await openSignedInLayout();
    server.use(
      graphql.query<MeQuery>('Me', ({ request }) => {
        languageOfNextRequest = request.headers.get('accept-language');
        return HttpResponse.json({ data: { me: sessionFixtures.user } });
      }),
    );
    await user.click(screen.getByRole('button', { name: new RegExp(`^${zhCommon.language.switch}`) }));
    await user.click(await screen.findByRole('menuitem', { name: enCommon.language.en }));

    const navigation = await screen.findByRole('navigation', { name: enLayout.sidebar.navigation });
    expect(within(navigation).getByRole('link', { name: enMenu.home })).toBeInTheDocument();
    expect(within(navigation).getByRole('button', { name: enMenu.system })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    const stored = JSON.parse(window.localStorage.getItem('saber-language') ?? '{}') as { content?: string };
    expect(stored.content).toBe('en');
    expect(readStoredLanguage()).toBe('en');

    await act(() => client.refetchQueries({ include: ['Me'] }));
    expect(languageOfNextRequest).toBe('en');

    await user.click(screen.getByRole('button', { name: new RegExp(`^${enCommon.language.switch}`) }));
    await user.click(await screen.findByRole('menuitem', { name: zhCommon.language['zh-CN'] }));
    expect(await screen.findByRole('navigation', { name: zhLayout.sidebar.navigation })).toBeInTheDocument();
    expect(readStoredLanguage()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('logs out: calls logout, clears the stored session and shows /login', async () => {
    let logoutCalls = 0;
    server.use(
      graphql.mutation<LogoutMutation>('Logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    const { user, router } = await openSignedInLayout();
    window.localStorage.setItem('saber-tagList', JSON.stringify({ dataType: 'array', content: [], datetime: 1 }));
    await user.click(screen.getByRole('button', { name: new RegExp(sessionFixtures.user.realName) }));
    await user.click(await screen.findByRole('menuitem', { name: zhLayout.header.logout }));

    expect(await screen.findByRole('heading', { name: zhAuth.login.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull();
    expect(logoutCalls).toBe(1);
    for (const name of ['token', 'refreshToken', 'userInfo', 'menu', 'permission', 'tagList']) {
      expect(window.localStorage.getItem(`saber-${name}`)).toBeNull();
    }
  });
});
