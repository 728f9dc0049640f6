import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { InjectedApolloClient } from './injected-client';

/**
 * The app: providers around the router (`children`: BrowserRouter with AppRoutes in main.tsx, a MemoryRouter in
 * tests). `client`: the Apollo Client of the signed-in pages (tests pass theirs; else SignedInProviders makes one).
 */
export function App({ client, env, children }: { client?: ApolloClient; env?: 'default' | 'test'; children: ReactNode }) {
  return (
    <InjectedApolloClient.Provider value={client}>
      <AppProviders env={env}>{children}</AppProviders>
    </InjectedApolloClient.Provider>
  );
}
