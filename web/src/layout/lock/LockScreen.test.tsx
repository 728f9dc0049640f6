import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderApp, signIn } from '../../../test/render-app';
import { sessionFixtures } from '../../shared/session/session.mocks';
import enLock from '../../i18n/locales/en/lock.json';
import zhAuth from '../../i18n/locales/zh-CN/auth.json';
import zhLock from '../../i18n/locales/zh-CN/lock.json';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import { i18n } from '../../i18n/i18n';
import { lockFixtures } from './lock.mocks';
import { getLockState, setIdleMinutes, setLocked } from './lock-store';
import { useIdleLock } from './useIdleLock';

function allStoredText(): string {
  return [window.localStorage, window.sessionStorage]
    .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`))
    .join('\n');
}

async function openLayout(path = '/wel/index') {
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole('link', { name: zhMenu.home });
  return rendered;
}

describe('lock screen', () => {
  it('asks for the account password first (empty and wrong refused), then locks to /lock', async () => {
    const { user, router } = await openLayout();
    await user.click(screen.getByRole('button', { name: zhLock.button }));
    const dialog = await screen.findByRole('dialog', { name: zhLock.setup.title });
    expect(dialog).toHaveTextContent(zhLock.setup.explanation);

    await user.click(within(dialog).getByRole('button', { name: zhLock.setup.submit }));
    expect(await screen.findByText(zhLock.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(new RegExp(`^${zhLock.setup.password}\\s*\\*?$`)), 'nope');
    await user.click(within(dialog).getByRole('button', { name: zhLock.setup.submit }));
    expect(await screen.findByText(zhLock.wrongPassword)).toBeInTheDocument();
    expect(getLockState().locked).toBe(false);

    await user.clear(screen.getByLabelText(new RegExp(`^${zhLock.setup.password}\\s*\\*?$`)));
    await user.type(screen.getByLabelText(new RegExp(`^${zhLock.setup.password}\\s*\\*?$`)), lockFixtures.password);
    await user.click(within(dialog).getByRole('button', { name: zhLock.setup.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
    expect(await screen.findByRole('heading', { name: sessionFixtures.user.realName })).toBeInTheDocument();
    expect(getLockState()).toMatchObject({ locked: true, confirmed: true });
    expect(allStoredText()).not.toContain(lockFixtures.password);

    // Every page now redirects to /lock.
    await act(() => router.navigate('/system/user'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
  });

  it('unlocks with the right password only, back to the page that was open', async () => {
    signIn();
    setLocked('/wel/index?tab=1');
    const { user, router } = renderApp('/wel/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
    await user.click(await screen.findByRole('button', { name: zhLock.page.unlock }));
    expect(await screen.findByText(zhLock.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(zhLock.page.password), 'wrong');
    await user.click(screen.getByRole('button', { name: zhLock.page.unlock }));
    expect(await screen.findByText(zhLock.wrongPassword)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lock');

    await user.clear(screen.getByLabelText(zhLock.page.password));
    await user.type(screen.getByLabelText(zhLock.page.password), lockFixtures.password);
    await user.click(screen.getByRole('button', { name: zhLock.page.unlock }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/wel/index?tab=1'));
    expect(getLockState().locked).toBe(false);
  });

  it('logs out from the lock screen, which clears the lock', async () => {
    signIn();
    setLocked('/wel/index');
    const { user, router } = renderApp('/lock');
    await i18n.changeLanguage('en');
    await user.click(await screen.findByRole('button', { name: enLock.page.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getLockState().locked).toBe(false);
    await i18n.changeLanguage('zh-CN');
    expect(await screen.findByRole('heading', { name: zhAuth.login.heading })).toBeInTheDocument();
  });

  it('sends a visitor without a session from /lock to /login, and an unlocked one into the app', async () => {
    const anonymous = renderApp('/lock');
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/login'));
    anonymous.unmount();
    signIn();
    const unlocked = renderApp('/lock');
    await waitFor(() => expect(unlocked.router.state.location.pathname).toBe('/wel/index'));
  });
});

describe('idle auto-lock', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/system/user']}>{children}</MemoryRouter>;

  it('locks after the configured idle minutes; activity restarts the timer; 0 turns it off', () => {
    jest.useFakeTimers();
    setIdleMinutes(2);
    renderHook(() => useIdleLock(), { wrapper });
    act(() => jest.advanceTimersByTime(90_000));
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown'));
    });
    act(() => jest.advanceTimersByTime(90_000));
    expect(getLockState().locked).toBe(false);
    act(() => jest.advanceTimersByTime(31_000));
    expect(getLockState().locked).toBe(true);
  });

  it('never locks by itself when the idle time is 0', () => {
    jest.useFakeTimers();
    setIdleMinutes(0);
    renderHook(() => useIdleLock(), { wrapper });
    act(() => jest.advanceTimersByTime(3 * 60 * 60_000));
    expect(getLockState().locked).toBe(false);
  });
});
