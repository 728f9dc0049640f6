import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp, signIn } from '../../../test/render-app';
import { sessionFixtures } from '../../shared/session/session.mocks';
import type { MyMenusQuery, MyTopMenusQuery } from '../../generated/graphql';
import zhLayout from '../../i18n/locales/zh-CN/layout.json';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import { getStore } from '../../shared/utils/storage';
import { topMenuStorageName } from './useTopMenu';

const topMenus: MyTopMenusQuery['myTopMenus'] = [{ id: '501', code: 'tm_monitor', name: 'Monitoring desk', source: 'home', sort: 1 }];

function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
}

describe('top menu', () => {
  beforeEach(() => {
    server.use(
      graphql.query<MyTopMenusQuery>('MyTopMenus', () => HttpResponse.json({ data: { myTopMenus: topMenus } })),
      graphql.query<MyMenusQuery>('MyMenus', ({ variables }) => {
        const menus =
          variables.topMenuId === '501'
            ? sessionFixtures.menus.filter((menu) => menu.id === '20' || menu.id === '21')
            : sessionFixtures.menus;
        return HttpResponse.json({ data: { myMenus: menus } });
      }),
    );
  });

  it("switches the sidebar to a top menu's menus and back to all, persisted", async () => {
    signIn();
    const { user, unmount } = renderApp('/wel/index');
    const navigation = await screen.findByRole('navigation', { name: zhLayout.sidebar.navigation });
    await within(navigation).findByRole('link', { name: zhMenu.home });
    await user.click(await screen.findByRole('button', { name: interpolate(zhLayout.topMenu.label, { current: zhLayout.topMenu.all }) }));
    await user.click(await screen.findByRole('menuitem', { name: 'Monitoring desk' }));
    await waitFor(() => expect(within(navigation).queryByRole('link', { name: zhMenu.home })).toBeNull());
    expect(within(navigation).getByRole('button', { name: 'Monitoring' })).toBeInTheDocument();
    expect(getStore<string>(topMenuStorageName, 'local')).toBe('501');
    unmount();

    renderApp('/wel/index');
    const reloaded = await screen.findByRole('navigation', { name: zhLayout.sidebar.navigation });
    await within(reloaded).findByRole('button', { name: 'Monitoring' });
    expect(within(reloaded).queryByRole('link', { name: zhMenu.home })).toBeNull();
    await user.click(screen.getByRole('button', { name: interpolate(zhLayout.topMenu.label, { current: 'Monitoring desk' }) }));
    await user.click(await screen.findByRole('menuitem', { name: zhLayout.topMenu.all }));
    expect(await within(reloaded).findByRole('link', { name: zhMenu.home })).toBeInTheDocument();
    expect(getStore<string>(topMenuStorageName, 'local')).toBeUndefined();
  });

  it('is hidden when the tenant has no top menus', async () => {
    server.use(graphql.query<MyTopMenusQuery>('MyTopMenus', () => HttpResponse.json({ data: { myTopMenus: [] } })));
    signIn();
    renderApp('/wel/index');
    await screen.findByRole('link', { name: zhMenu.home });
    expect(screen.queryByRole('button', { name: interpolate(zhLayout.topMenu.label, { current: zhLayout.topMenu.all }) })).toBeNull();
  });
});
