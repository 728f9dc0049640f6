import { setupServer } from 'msw/node';
import { loginMocks } from '../src/features/auth/login/login.mocks';
import { sessionMocks } from '../src/features/auth/session/session.mocks';
import { paramMocks } from '../src/features/system/param/param.mocks';
import { userMocks } from '../src/features/system/user/user.mocks';

/** Default handlers: every feature's mocks (keyed by operation name). Override per test with server.use(). */
export const server = setupServer(
  ...Object.values(sessionMocks),
  ...Object.values(loginMocks),
  ...Object.values(paramMocks),
  ...Object.values(userMocks),
);
