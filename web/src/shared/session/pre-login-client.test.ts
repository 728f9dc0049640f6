import { act } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { graphQLErrorResponse } from '../../../test/graphql-error';
import { server } from '../../../test/msw-server';
import { ClientConfigDocument, LoginDocument } from '../../generated/pre-login';
import { changeLanguage } from '../../i18n/change-language';
import { i18n } from '../../i18n/i18n';
import enErrors from '../../i18n/locales/en/errors.json';
import zhErrors from '../../i18n/locales/zh-CN/errors.json';
import { setStore, storageNames } from '../utils/storage';
import { PreLoginGraphQLError, PreLoginHttpError, preLoginErrorCode, preLoginErrorText, preLoginRequest } from './pre-login-client';
import { sessionFixtures } from './session.mocks';

const t = i18n.t.bind(i18n);
const loginInput = { input: { tenantId: '000000', account: 'admin', password: 'secret' } };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('pre-login client', () => {
  it('posts the generated document with its operation name, variables and the headers of the Apollo link', async () => {
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      http.post('*/graphql', async ({ request }) => {
        seen = { headers: request.headers, body: await request.json() };
        return HttpResponse.json({ data: { clientConfig: sessionFixtures.clientConfig } });
      }),
    );
    await act(() => changeLanguage('en'));
    setStore(storageNames.token, 'stored-token');

    const data = await preLoginRequest(ClientConfigDocument);

    expect(data.clientConfig).toEqual(sessionFixtures.clientConfig);
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('accept-language')).toBe('en');
    expect(seen?.headers.get('authorization')).toBe('Bearer stored-token');
    expect(seen?.body).toEqual({ operationName: 'ClientConfig', query: ClientConfigDocument.toString(), variables: {} });
  });

  it('sends no Authorization header without a stored token, and the zh-CN language by default', async () => {
    let headers: Headers | undefined;
    server.use(
      graphql.mutation('Login', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({
          data: {
            login: { accessToken: 'a', refreshToken: 'r', tokenType: 'bearer', expiresIn: 3600, user: sessionFixtures.user },
          },
        });
      }),
    );
    const data = await preLoginRequest(LoginDocument, loginInput);
    expect(data.login.accessToken).toBe('a');
    expect(headers?.get('authorization')).toBeNull();
    expect(headers?.get('accept-language')).toBe('zh-CN');
  });

  it('rejects GraphQL errors with their code and the translated text of that code, in the current language', async () => {
    server.use(graphql.mutation('Login', () => graphQLErrorResponse('BAD_CREDENTIALS', 'server says: bad credentials')));
    const error = await rejection(preLoginRequest(LoginDocument, loginInput));
    expect(error).toBeInstanceOf(PreLoginGraphQLError);
    expect(preLoginErrorCode(error)).toBe('BAD_CREDENTIALS');
    expect(preLoginErrorText(error, t)).toBe(zhErrors.BAD_CREDENTIALS);
    await act(() => changeLanguage('en'));
    expect(preLoginErrorText(error, t)).toBe(enErrors.BAD_CREDENTIALS);
  });

  it("shows the server's own message for a code the web does not know, and for a category code with a specific reason", async () => {
    server.use(graphql.mutation('Login', () => graphQLErrorResponse('SOMETHING_NEW', 'the server explains')));
    expect(preLoginErrorText(await rejection(preLoginRequest(LoginDocument, loginInput)), t)).toBe('the server explains');

    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'locked for 10 minutes', extensions: { code: 'FORBIDDEN', messageKey: 'auth.locked' } }],
        }),
      ),
    );
    expect(preLoginErrorText(await rejection(preLoginRequest(LoginDocument, loginInput)), t)).toBe('locked for 10 minutes');
  });

  it('maps an HTTP error without GraphQL errors to its body message or the translated status text', async () => {
    server.use(http.post('*/graphql', () => HttpResponse.json({ msg: 'gateway under maintenance' }, { status: 503 })));
    const withMessage = await rejection(preLoginRequest(ClientConfigDocument));
    expect(withMessage).toBeInstanceOf(PreLoginHttpError);
    expect(preLoginErrorText(withMessage, t)).toBe('gateway under maintenance');

    server.use(http.post('*/graphql', () => new HttpResponse('Bad gateway', { status: 502 })));
    const plain = await rejection(preLoginRequest(ClientConfigDocument));
    expect(preLoginErrorText(plain, t)).toBe(t('errors:server', { status: 502 }));
    expect(preLoginErrorText(plain, t)).toContain('502');
  });

  it('maps a failed fetch to the translated network error', async () => {
    server.use(http.post('*/graphql', () => HttpResponse.error()));
    const error = await rejection(preLoginRequest(ClientConfigDocument));
    expect(preLoginErrorText(error, t)).toBe(zhErrors.network);
  });
});
