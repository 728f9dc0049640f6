import { act, screen, waitFor } from '@testing-library/react';
import { renderApp, signIn } from '../../test/render-app';
import { fieldLabel } from '../../test/queries';
import zhAuth from '../i18n/locales/zh-CN/auth.json';
import zhCommon from '../i18n/locales/zh-CN/common.json';
import zhMenu from '../i18n/locales/zh-CN/menu.json';
import { sessionFixtures } from '../shared/session/session.mocks';

describe('navigation rules', () => {
  it('sends an unauthenticated visitor of / to /login', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: zhAuth.login.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps the intended path through login', async () => {
    const { router, user } = renderApp('/system/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText(fieldLabel(zhAuth.login.fields.account)), 'admin');
    await user.type(screen.getByLabelText(fieldLabel(zhAuth.login.fields.password)), 'admin');
    await user.click(screen.getByRole('button', { name: zhAuth.login.submit }));
    // Back on the page asked for: the users page.
    expect(await screen.findByRole('heading', { name: zhMenu.user })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/user');
    expect(document.title).toBe(`${zhMenu.user} - ${zhCommon.appName}`);
  });

  it('sends a signed-in visitor of /login to the home page via / and /wel', async () => {
    signIn();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(await screen.findByText(sessionFixtures.user.realName, { exact: false, selector: 'h2' })).toBeInTheDocument();
    expect(document.title).toBe(`${zhMenu.home} - ${zhCommon.appName}`);
  });

  it('redirects /wel to /wel/index', async () => {
    signIn();
    const { router } = renderApp('/wel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
  });

  it('sends an unknown path to /404', async () => {
    signIn();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: zhCommon.status['404'].heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows the public 403 and 500 pages', async () => {
    renderApp('/403');
    expect(await screen.findByRole('heading', { name: zhCommon.status['403'].heading })).toBeInTheDocument();
  });

  it('logs out locally when the stored token is gone', async () => {
    signIn();
    const { router } = renderApp('/wel/index');
    await screen.findByText(sessionFixtures.user.realName, { exact: false, selector: 'h2' });
    window.localStorage.removeItem('saber-token');
    await act(() => router.navigate('/system/user'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('saber-userInfo')).toBeNull();
  });
});
