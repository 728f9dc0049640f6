import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { createApolloClient } from '../src/app/apollo-client';
import { App } from '../src/app/App';
import { AppRoutes } from '../src/app/AppRoutes';
import { startSession } from '../src/shared/session/session-store';
import { sessionFixtures } from '../src/shared/session/session.mocks';
// The parts routes.tsx loads lazily in the browser, loaded here up front as they were before they were lazy:
// a test's wait for its page then covers the page, not compiling the whole admin layout on a busy machine.
import '../src/app/MenuRoutePage';
import '../src/app/SignedInProviders';
import '../src/features/auth/login/LoginPage';
import '../src/layout/AdminLayout';
import '../src/layout/lock/LockPage';

/** The rendered app's router as tests read it (the current location) and drive it (navigate). */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
}

interface RouterHandle {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Keeps the MemoryRouter's location and navigate function where the test's router handle reads them. */
function RouterProbe({ handle }: { handle: RouterHandle }) {
  handle.location = useLocation();
  handle.navigate = useNavigate();
  return null;
}

function testRouter(handle: RouterHandle): TestRouter {
  return {
    get state() {
      if (handle.location === undefined) {
        throw new Error('the app has not rendered its router yet');
      }
      return { location: handle.location };
    },
    async navigate(to, options) {
      if (handle.navigate === undefined) {
        throw new Error('the app has not rendered its router yet');
      }
      await (typeof to === 'number' ? handle.navigate(to) : handle.navigate(to, options));
    },
  };
}

/** Renders the whole app (real routes, real Apollo client against msw) at `path`. */
export function renderApp(path: string) {
  const client = createApolloClient();
  const handle: RouterHandle = {};
  const user = userEvent.setup();
  const view = render(
    <App client={client} env="test">
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe handle={handle} />
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
  return { ...view, client, router: testRouter(handle), user };
}

/** Stores a signed-in session as a successful login would. */
export function signIn(): void {
  startSession({ accessToken: 'access-token-1', refreshToken: 'refresh-token-1', user: sessionFixtures.user });
}
