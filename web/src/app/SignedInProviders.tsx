import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { useContext, type ReactNode } from 'react';
import { useLanguage } from '../i18n/useLanguage';
import { signedInClient } from './apollo-client';
import { dayjsLocaleOf, firstDayOfWeekOf, syncDayjsLocale } from './dates-locale';
import { InjectedApolloClient } from './injected-client';

/**
 * What the pages after sign-in need around them and the pages before it do not (CONTRIBUTING.md, before sign-in): Apollo Client (the
 * given one, else the app's one), the dates locale and the modals manager. routes.tsx loads this module lazily
 * with the admin layout, the lock screen and the exam page, so the login page loads none of it.
 */
export function SignedInProviders({ client, children }: { client?: ApolloClient; children: ReactNode }) {
  const injected = useContext(InjectedApolloClient);
  const { language } = useLanguage();
  syncDayjsLocale(language);
  return (
    <DatesProvider settings={{ locale: dayjsLocaleOf(language), firstDayOfWeek: firstDayOfWeekOf(language) }}>
      <ModalsProvider>
        <ApolloProvider client={client ?? injected ?? signedInClient()}>{children}</ApolloProvider>
      </ModalsProvider>
    </DatesProvider>
  );
}
