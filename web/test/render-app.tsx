import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../src/app/apollo-client';
import { App } from '../src/app/App';
import { buildRoutes } from '../src/app/routes';
import { startSession } from '../src/shared/session/session-store';
import { sessionFixtures } from '../src/shared/session/session.mocks';
// The parts routes.tsx loads lazily in the browser, loaded here up front as they were before they were lazy:
// a test's wait for its page then covers the page, not compiling the whole admin layout on a busy machine.
import '../src/app/MenuRoutePage';
import '../src/features/auth/login/LoginPage';
import '../src/layout/AdminLayout';
import '../src/layout/lock/LockPage';

/** Renders the whole app (real routes, real Apollo client against msw) at `path`. */
export function renderApp(path: string) {
  const client = createApolloClient();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App client={client} router={router} env="test" />);
  return { ...view, client, router, user };
}

/** Stores a signed-in session as a successful login would. */
export function signIn(): void {
  startSession({ accessToken: 'access-token-1', refreshToken: 'refresh-token-1', user: sessionFixtures.user });
}
