import type { ApolloClient } from '@apollo/client';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ client, router, env }: { client: ApolloClient; router: AppRouter; env?: 'default' | 'test' }) {
  return (
    <AppProviders client={client} env={env}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
