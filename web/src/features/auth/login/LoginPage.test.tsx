import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { graphQLErrorResponse } from '../../../../test/graphql-error';
import { server } from '../../../../test/msw-server';
import { fieldLabel } from '../../../../test/queries';
import { renderApp } from '../../../../test/render-app';
import type { CaptchaMutation, ClientConfigQuery, LoginMutation, LoginMutationVariables } from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enAuth from '../../../i18n/locales/en/auth.json';
import enCommon from '../../../i18n/locales/en/common.json';
import zhCommon from '../../../i18n/locales/zh-CN/common.json';
import enErrors from '../../../i18n/locales/en/errors.json';
import zhAuth from '../../../i18n/locales/zh-CN/auth.json';
import zhErrors from '../../../i18n/locales/zh-CN/errors.json';
import zhHome from '../../../i18n/locales/zh-CN/home.json';
import { setStore } from '../../../shared/utils/storage';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { captchaImage } from './login.mocks';

function storedEntry(name: string): { content: unknown; datetime: number } | null {
  const raw = window.localStorage.getItem(`saber-${name}`);
  return raw === null ? null : (JSON.parse(raw) as { content: unknown; datetime: number });
}

function withCaptchaEnabled(): void {
  server.use(
    graphql.query<ClientConfigQuery>('ClientConfig', () =>
      HttpResponse.json({ data: { clientConfig: { ...sessionFixtures.clientConfig, captchaEnabled: true } } }),
    ),
  );
}

describe('LoginPage', () => {
  it('shows the login form in Chinese with the default tenant and the page title', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: zhAuth.login.heading })).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel(zhAuth.login.fields.tenantId))).toHaveValue('000000');
    expect(screen.getByText(zhAuth.login.info)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zhAuth.login.submit })).toBeInTheDocument();
    expect(document.title).toBe(zhAuth.login.title);
    expect(screen.queryByLabelText(fieldLabel(zhAuth.login.fields.captcha))).not.toBeInTheDocument();
  });

  it('shows required-field messages on blur, in the current language', async () => {
    const { user } = renderApp('/login');
    const account = await screen.findByLabelText(fieldLabel(zhAuth.login.fields.account));
    await user.click(account);
    await user.tab();
    expect(await screen.findByText(zhAuth.validation.accountRequired)).toBeInTheDocument();
    expect(account).toHaveAttribute('aria-invalid', 'true');

    const tenant = screen.getByLabelText(fieldLabel(zhAuth.login.fields.tenantId));
    await user.clear(tenant);
    await user.tab();
    expect(await screen.findByText(zhAuth.validation.tenantIdRequired)).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(await screen.findByText(enAuth.validation.accountRequired)).toBeInTheDocument();
    expect(screen.getByText(enAuth.validation.tenantIdRequired)).toBeInTheDocument();
    expect(screen.queryByText(zhAuth.validation.accountRequired)).not.toBeInTheDocument();
  });

  it('does not call login while required fields are empty', async () => {
    let loginCalls = 0;
    server.use(
      graphql.mutation('Login', () => {
        loginCalls += 1;
        return graphQLErrorResponse('INTERNAL', 'should not be called');
      }),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: zhAuth.login.submit }));
    expect(await screen.findByText(zhAuth.validation.accountRequired)).toBeInTheDocument();
    expect(screen.getByText(zhAuth.validation.passwordRequired)).toBeInTheDocument();
    expect(loginCalls).toBe(0);
  });

  it('on a failed login shows the translated error for a known code, stores nothing and stays', async () => {
    server.use(graphql.mutation('Login', () => graphQLErrorResponse('BAD_CREDENTIALS', 'server says: bad credentials')));
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(fieldLabel(zhAuth.login.fields.account)), 'admin');
    await user.type(screen.getByLabelText(fieldLabel(zhAuth.login.fields.password)), 'wrong');
    await user.click(screen.getByRole('button', { name: zhAuth.login.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(zhErrors.BAD_CREDENTIALS);
    expect(router.state.location.pathname).toBe('/login');
    expect(storedEntry('token')).toBeNull();
    expect(storedEntry('refreshToken')).toBeNull();
    expect(storedEntry('userInfo')).toBeNull();

    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('alert')).toHaveTextContent(enErrors.BAD_CREDENTIALS);
  });

  it("shows the server's own message for a code the web has no text for", async () => {
    server.use(graphql.mutation('Login', () => graphQLErrorResponse('VALIDATION', 'The account must not be blank (from server)')));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(fieldLabel(zhAuth.login.fields.account)), 'admin');
    await user.type(screen.getByLabelText(fieldLabel(zhAuth.login.fields.password)), 'x');
    await user.click(screen.getByRole('button', { name: zhAuth.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The account must not be blank (from server)');
    expect(storedEntry('token')).toBeNull();
  });

  it('shows the network-error text when the server cannot be reached', async () => {
    server.use(graphql.mutation('Login', () => HttpResponse.error()));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(fieldLabel(zhAuth.login.fields.account)), 'admin');
    await user.type(screen.getByLabelText(fieldLabel(zhAuth.login.fields.password)), 'x');
    await user.click(screen.getByRole('button', { name: zhAuth.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(zhErrors.network);
  });

  it('with captcha on: shows the image, sends key and code, and refreshes the captcha after a failure', async () => {
    withCaptchaEnabled();
    let captchaCalls = 0;
    let sentInput: LoginMutationVariables['input'] | undefined;
    server.use(
      graphql.mutation<CaptchaMutation>('Captcha', () => {
        captchaCalls += 1;
        return HttpResponse.json({ data: { captcha: { key: `captcha-key-${captchaCalls}`, image: captchaImage } } });
      }),
      graphql.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables }) => {
        sentInput = variables.input;
        return graphQLErrorResponse('CAPTCHA_INVALID', 'wrong captcha');
      }),
    );
    const { user } = renderApp('/login');
    const captchaInput = await screen.findByLabelText(fieldLabel(zhAuth.login.fields.captcha));
    expect(await screen.findByRole('img', { name: zhAuth.login.captchaImage })).toHaveAttribute('src', captchaImage);
    await waitFor(() => expect(captchaCalls).toBe(1));

    await user.type(screen.getByLabelText(fieldLabel(zhAuth.login.fields.account)), 'admin');
    await user.type(screen.getByLabelText(fieldLabel(zhAuth.login.fields.password)), 'admin');
    await user.click(screen.getByRole('button', { name: zhAuth.login.submit }));
    expect(await screen.findByText(zhAuth.validation.captchaRequired)).toBeInTheDocument();

    await user.type(captchaInput, 'ab12');
    await user.click(screen.getByRole('button', { name: zhAuth.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(zhErrors.CAPTCHA_INVALID);
    expect(sentInput).toEqual({
      tenantId: '000000',
      account: 'admin',
      password: 'admin',
      captchaKey: 'captcha-key-1',
      captchaCode: 'ab12',
    });
    await waitFor(() => expect(captchaCalls).toBe(2));
    expect(captchaInput).toHaveValue('');

    await user.click(screen.getByRole('button', { name: zhAuth.login.refreshCaptcha }));
    await waitFor(() => expect(captchaCalls).toBe(3));
  });

  it('on success stores the session, resets tabs and lock, and opens the home page', async () => {
    let sentInput: LoginMutationVariables['input'] | undefined;
    let sentLanguage: string | null = null;
    server.use(
      graphql.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables, request }) => {
        sentInput = variables.input;
        sentLanguage = request.headers.get('accept-language');
        return HttpResponse.json({
          data: {
            login: {
              accessToken: 'access-token-1',
              refreshToken: 'refresh-token-1',
              tokenType: 'bearer',
              expiresIn: 3600,
              user: sessionFixtures.user,
            },
          },
        });
      }),
    );
    setStore('tagList', [{ label: 'old tab' }]);
    setStore('isLock', true);
    setStore('lockPasswd', 'x', 'session');
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(fieldLabel(zhAuth.login.fields.account)), 'admin');
    await user.type(screen.getByLabelText(fieldLabel(zhAuth.login.fields.password)), 'admin');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: zhAuth.login.submit }));

    expect(
      await screen.findByRole('heading', { name: zhHome.welcome.replace('{{name}}', sessionFixtures.user.realName) }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wel/index');
    expect(sentInput).toEqual({ tenantId: '000000', account: 'admin', password: 'admin' });
    expect(sentLanguage).toBe('zh-CN');

    const token = storedEntry('token');
    expect(token?.content).toBe('access-token-1');
    expect(token?.datetime).toBeGreaterThanOrEqual(before);
    expect(storedEntry('refreshToken')?.content).toBe('refresh-token-1');
    expect(storedEntry('userInfo')?.content).toEqual(sessionFixtures.user);
    // Tabs reset to the home tab (the layout stores it again once it opens).
    expect(storedEntry('tagList')?.content ?? [{ value: '/wel/index' }]).toEqual([expect.objectContaining({ value: '/wel/index' })]);
    expect(storedEntry('isLock')).toBeNull();
    expect(window.sessionStorage.getItem('saber-lockPasswd')).toBeNull();
    expect(screen.getByText(sessionFixtures.user.tenantName, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(sessionFixtures.user.roleNames[0] ?? '')).toBeInTheDocument();
  });

  it('switches the language from its menu, whose code loads with the first click (no Apollo Client before sign-in)', async () => {
    const { user } = renderApp('/login');
    const button = await screen.findByRole('button', { name: `${zhCommon.language.switch}: ${zhCommon.language['zh-CN']}` });
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: enCommon.language.en }));
    expect(await screen.findByRole('heading', { name: enAuth.login.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${enCommon.language.switch}: ${enCommon.language.en}` })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
