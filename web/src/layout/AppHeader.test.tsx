import { act, screen, within } from '@testing-library/react';
import { renderApp, signIn } from '../../test/render-app';
import { sessionFixtures } from '../shared/session/session.mocks';
import zhCommon from '../i18n/locales/zh-CN/common.json';
import zhLayout from '../i18n/locales/zh-CN/layout.json';
import zhNotice from '../i18n/locales/zh-CN/noticePopover.json';
import zhTheme from '../i18n/locales/zh-CN/theme.json';

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const userMenuName = `${zhLayout.header.userMenu}: ${sessionFixtures.user.realName}`;

describe('top bar on a phone-sized screen (issue 12 item 9)', () => {
  afterEach(() => act(() => setWidth(1024)));

  it('keeps the bell and the user menu in the bar and puts every other tool into the "more" panel', async () => {
    setWidth(390);
    signIn();
    const { user } = renderApp('/wel/index');
    const header = await screen.findByRole('banner');
    const more = await within(header).findByRole('button', { name: zhLayout.header.more });
    expect(within(header).getByRole('button', { name: new RegExp(`^${zhNotice.bell.split('{{')[0] ?? ''}`) })).toBeInTheDocument();
    const userMenu = within(header).getByRole('button', { name: userMenuName });
    // Avatar only: the name would push the bar off-screen.
    expect(userMenu).not.toHaveTextContent(sessionFixtures.user.realName);
    // The wide bar's tools are not in the bar itself.
    expect(within(header).queryByRole('button', { name: zhTheme.button })).not.toBeInTheDocument();

    await user.click(more);
    const panel = await screen.findByRole('dialog', { name: zhLayout.header.tools });
    // The error log appears only once errors were recorded.
    for (const name of Object.values(zhLayout.header.tool).filter((name) => name !== zhLayout.header.tool.errorLog)) {
      expect(within(panel).getByText(name)).toBeInTheDocument();
    }
    expect(within(panel).getByRole('button', { name: zhTheme.button })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: new RegExp(`^${zhCommon.language.switch}`) })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(userMenu);
    expect(await screen.findByRole('menuitem', { name: zhLayout.header.logout })).toBeInTheDocument();
  });

  it('shows every tool in the bar on a wide screen', async () => {
    setWidth(1280);
    signIn();
    renderApp('/wel/index');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: zhTheme.button })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: userMenuName })).toHaveTextContent(sessionFixtures.user.realName);
    expect(within(header).queryByRole('button', { name: zhLayout.header.more })).not.toBeInTheDocument();
  });

  it('keeps a dialog opened from the bar while the window crosses the phone breakpoint and back', async () => {
    // A resize (a rotated tablet, a full-page screenshot) must not remount the tools and drop their dialogs.
    setWidth(1280);
    signIn();
    const { user } = renderApp('/wel/index');
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: zhTheme.button }));
    const dialog = await screen.findByRole('dialog', { name: zhTheme.dialog.title });
    act(() => setWidth(390));
    expect(await within(header).findByRole('button', { name: zhLayout.header.more })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    act(() => setWidth(1280));
    expect(await within(header).findByRole('button', { name: zhTheme.button })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: zhTheme.dialog.title })).toBe(dialog);
  });
});
