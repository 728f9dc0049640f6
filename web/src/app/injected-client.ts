import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react';

/**
 * An Apollo Client the app was given (tests render the app with their own client against msw). Only a type of
 * Apollo Client here: the entry and the login page do not load it (CONTRIBUTING.md, before sign-in); SignedInProviders does.
 */
export const InjectedApolloClient = createContext<ApolloClient | undefined>(undefined);
