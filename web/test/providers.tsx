import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { AppProviders } from '../src/app/AppProviders';
import { SignedInProviders } from '../src/app/SignedInProviders';

/** The providers of a page after sign-in (the app's, then the signed-in ones) around a piece under test. */
export function SignedInTestProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <AppProviders env="test">
      <SignedInProviders client={client}>{children}</SignedInProviders>
    </AppProviders>
  );
}
