import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../src/app/apollo-client';
import { App } from '../src/app/App';
import { buildRoutes } from '../src/app/routes';
import { startSession } from '../src/shared/session/session-store';
import { sessionFixtures } from '../src/shared/session/session.mocks';

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
