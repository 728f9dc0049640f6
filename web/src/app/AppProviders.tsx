import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** Mantine (theme, modals, notifications) and Apollo around the app. */
export function AppProviders({
  client,
  children,
  env = 'default',
}: {
  client: ApolloClient;
  children: ReactNode;
  /** 'test' turns Mantine transitions and portals off (jsdom tests). */
  env?: 'default' | 'test';
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <Notifications position="top-right" />
      <ModalsProvider>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
