import { graphql, HttpResponse } from 'msw';
import type { CaptchaMutation, CaptchaMutationVariables, LoginMutation, LoginMutationVariables } from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';

/** A tiny inline SVG standing in for the server's captcha image. */
export const captchaImage = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

/** Default handlers of the login feature, keyed by operation name. */
export const loginMocks = {
  Captcha: graphql.mutation<CaptchaMutation, CaptchaMutationVariables>('Captcha', () =>
    HttpResponse.json({ data: { captcha: { key: 'captcha-key-1', image: captchaImage } } }),
  ),
  Login: graphql.mutation<LoginMutation, LoginMutationVariables>('Login', () =>
    HttpResponse.json({
      data: {
        login: {
          accessToken: 'access-token-1',
          refreshToken: 'refresh-token-1',
          tokenType: 'bearer',
          expiresIn: 3600,
          user: sessionFixtures.user,
        },
      },
    }),
  ),
};
