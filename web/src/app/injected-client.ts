import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react';

/**
 * An Apollo Client the app was given (tests render the app with their own client against msw). Only a type of
 * Apollo Client here: the entry and the login page do not load it (DESIGN §8); SignedInProviders does.
 */
export const InjectedApolloClient = createContext<ApolloClient | undefined>(undefined);
