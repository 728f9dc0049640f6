import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signIn } from '../../../test/render-app';
import zhCommon from '../../i18n/locales/zh-CN/common.json';
import zhLayout from '../../i18n/locales/zh-CN/layout.json';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import { getStore } from '../../shared/utils/storage';
import { collapseStorageName } from './useSidebarState';

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('sidebar', () => {
  afterEach(() => act(() => setWidth(1024)));

  it('shows the logo and app name, and collapses to icons with a persisted flag', async () => {
    setWidth(1280);
    signIn();
    const { user, unmount } = renderApp('/wel/index');
    const navigation = await screen.findByRole('navigation', { name: zhLayout.sidebar.navigation });
    await within(navigation).findByRole('link', { name: zhMenu.home });
    const logo = document.querySelector('[data-sidebar-logo]') as HTMLElement;
    expect(within(logo).getByRole('heading', { level: 1, name: zhCommon.appName })).toBeInTheDocument();
    expect(logo.querySelector('img')).toHaveAttribute('src', '/favicon.svg');
    expect(document.querySelector('[data-screen-size]')).toHaveAttribute('data-screen-size', '3');

    await user.click(screen.getByRole('button', { name: zhLayout.header.toggleSidebar }));
    expect(getStore<boolean>(collapseStorageName, 'local')).toBe(true);
    // Collapsed: icon buttons named by their menus; a branch opens a fly-out of its pages.
    await user.click(within(navigation).getByRole('button', { name: zhMenu.system }));
    expect(await screen.findByRole('menuitem', { name: zhMenu.user })).toBeInTheDocument();
    unmount();

    renderApp('/wel/index');
    const toggle = await screen.findByRole('button', { name: zhLayout.header.toggleSidebar });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('below 768 px is a drawer: closed at first, opened by the toggle, closed after navigating', async () => {
    setWidth(600);
    signIn();
    const { user } = renderApp('/wel/index');
    const toggle = await screen.findByRole('button', { name: zhLayout.header.toggleSidebar });
    expect(screen.queryByRole('navigation', { name: zhLayout.sidebar.navigation })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const navigation = await screen.findByRole('navigation', { name: zhLayout.sidebar.navigation });
    await user.click(within(navigation).getByRole('button', { name: zhMenu.system }));
    await user.click(await within(navigation).findByRole('link', { name: zhMenu.role }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: zhLayout.sidebar.navigation })).toBeNull());
  });

  it('follows window resizes', async () => {
    setWidth(1280);
    signIn();
    renderApp('/wel/index');
    await screen.findByRole('link', { name: zhMenu.home });
    act(() => setWidth(900));
    await waitFor(() => expect(document.querySelector('[data-screen-size]')).toHaveAttribute('data-screen-size', '1'));
  });
});
