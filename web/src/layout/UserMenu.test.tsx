import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { sessionFixtures } from '../shared/session/session.mocks';
import zhHome from '../i18n/locales/zh-CN/home.json';
import zhInfo from '../i18n/locales/zh-CN/info.json';
import zhLayout from '../i18n/locales/zh-CN/layout.json';
import zhMenu from '../i18n/locales/zh-CN/menu.json';
import zhSwitch from '../i18n/locales/zh-CN/switchRole.json';

async function openMenu() {
  signIn();
  const rendered = renderApp('/wel/index');
  await screen.findByRole('link', { name: zhMenu.home });
  await rendered.user.click(screen.getByRole('button', { name: `${zhLayout.header.userMenu}: ${sessionFixtures.user.realName}` }));
  await screen.findByRole('menu');
  return rendered;
}

describe('user menu', () => {
  it('offers dashboard, personal info, switch and logout, and opens the pages', async () => {
    const { user, router } = await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      zhHome.dashboard.menu,
      zhInfo.menu,
      zhSwitch.menu,
      zhLayout.header.logout,
    ]);
    await user.click(screen.getByRole('menuitem', { name: zhHome.dashboard.menu }));
    // The first home page loads its chunk and the home sections' chunk (every feature's sections): slow in jsdom.
    expect(await screen.findByRole('heading', { name: zhHome.dashboard.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wel/dashboard');

    await user.click(screen.getByRole('button', { name: `${zhLayout.header.userMenu}: ${sessionFixtures.user.realName}` }));
    await user.click(await screen.findByRole('menuitem', { name: zhInfo.menu }));
    expect(await screen.findByRole('heading', { name: zhInfo.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/info/index');
  });

  it('hides the switch entry when switch mode is off', async () => {
    server.use(
      graphql.query('ClientConfig', () =>
        HttpResponse.json({ data: { clientConfig: { ...sessionFixtures.clientConfig, switchMode: false } } }),
      ),
    );
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: zhSwitch.menu })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: zhLayout.header.logout })).toBeInTheDocument();
  });
});
