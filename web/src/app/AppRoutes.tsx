import { useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { buildRoutes } from './routes';

const routes = buildRoutes();

/** The app's routes inside a router (BrowserRouter in main.tsx, MemoryRouter in tests), with the 500 page on errors. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
