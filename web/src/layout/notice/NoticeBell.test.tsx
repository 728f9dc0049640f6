import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../test/msw-server';
import { renderApp, signIn } from '../../../test/render-app';
import enNotice from '../../i18n/locales/en/noticePopover.json';
import { i18n } from '../../i18n/i18n';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import zhNotice from '../../i18n/locales/zh-CN/noticePopover.json';
import { noticeFeedFixture, noticePopoverHandlers } from './notice-popover.mocks';
import { badgeText } from './notice-tabs';

function bellName(count: number, template = zhNotice.bell) {
  return template.replace('{{count}}', String(count));
}

async function openLayout() {
  const rows = noticeFeedFixture();
  server.use(...Object.values(noticePopoverHandlers(rows)));
  signIn();
  const rendered = renderApp('/wel/index');
  await screen.findByRole('link', { name: zhMenu.home });
  // 8 notices, 2 read: 6 unread (5 announcements, 1 affairs message).
  const bell = await screen.findByRole('button', { name: bellName(6) });
  return { ...rendered, rows, bell };
}

describe('notice popover', () => {
  it('caps the badge at 99', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('shows the unread count, per-tab counts and pages through a tab with "load more"', async () => {
    const { user, bell } = await openLayout();
    await user.click(bell);
    const popover = await screen.findByRole('dialog', { name: zhNotice.title });
    const tabs = within(popover).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([zhNotice.tabs.mail, `${zhNotice.tabs.messages}1`, `${zhNotice.tabs.notices}5`]);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');

    // Notices tab: 7 rows (1 and 5 categories), 5 per step.
    await within(popover).findByRole('button', { name: `Notice 1 (${zhNotice.unread})` });
    expect(within(popover).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(popover).getByRole('button', { name: zhNotice.loadMore }));
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(7));
    expect(within(popover).getByText(zhNotice.noMore)).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Notice 7' })).toBeInTheDocument();

    await user.click(tabs[0] as HTMLElement);
    expect(await within(popover).findByText(zhNotice.empty)).toBeInTheDocument();
    await user.click(tabs[1] as HTMLElement);
    expect(await within(popover).findByRole('button', { name: `Notice 2 (${zhNotice.unread})` })).toBeInTheDocument();
  });

  it('opens a notice with its sanitized content and marks it read', async () => {
    const { user, bell, rows } = await openLayout();
    rows[0] = {
      ...(rows[0] as (typeof rows)[number]),
      content: '<p>Hello <strong>all</strong><img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
    };
    await user.click(bell);
    const popover = await screen.findByRole('dialog', { name: zhNotice.title });
    await user.click(await within(popover).findByRole('button', { name: `Notice 1 (${zhNotice.unread})` }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice 1' });
    const content = within(dialog).getByTestId('notice-popover-content');
    expect(content.querySelector('strong')).toHaveTextContent('all');
    expect(content.innerHTML).not.toMatch(/onerror|script/);
    expect(await screen.findByRole('button', { name: bellName(5) })).toBeInTheDocument();
    expect(rows[0]?.read).toBe(true);
  });

  it('marks all notices of the current tab read', async () => {
    const { user, bell } = await openLayout();
    await user.click(bell);
    const popover = await screen.findByRole('dialog', { name: zhNotice.title });
    await within(popover).findByRole('button', { name: `Notice 1 (${zhNotice.unread})` });
    await user.click(within(popover).getByRole('button', { name: zhNotice.markAllRead }));
    expect(await screen.findByText(zhNotice.markedAllRead)).toBeInTheDocument();
    // The affairs message stays unread.
    expect(await screen.findByRole('button', { name: bellName(1) })).toBeInTheDocument();
    await within(popover).findByRole('button', { name: 'Notice 1' });
  });

  it('polls the count again when the window gets the focus, and speaks English', async () => {
    const { rows } = await openLayout();
    rows.forEach((row) => {
      row.read = false;
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('button', { name: bellName(8) })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: bellName(8, enNotice.bell) })).toBeInTheDocument();
  });
});
