import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { endSession, readStoredToken } from '../shared/session/session-store';
import { i18n } from '../i18n/i18n';
// The operation context's `skipErrorNotification` is declared with its one setter, shared/errors/handled-errors.ts.
import '../shared/errors/handled-errors';
import { errorMessage, isNetworkFailure, isSessionEndingError } from '../shared/errors/error-message';
import { notifyError } from '../shared/errors/notify-error';
import { sessionRequestHeaders } from '../shared/session/request-headers';
import { preLoginClientConfig } from '../shared/session/pre-login-config';
import { registerSignedInCache } from '../shared/session/signed-in-cache';
import { ClientConfigDocument } from '../generated/graphql';

/** The GraphQL endpoint as an absolute URL (relative URLs do not work under jsdom). */
export function graphqlEndpoint(): string {
  return new URL('/graphql', window.location.origin).toString();
}

/**
 * Global error handling:
 * - UNAUTHENTICATED / TOKEN_INVALID (or HTTP 401): local logout; the route guard shows /login.
 * - other GraphQL or HTTP errors: a toast with the translated message (unless the operation opted out).
 * - network failures: a translated network-error toast.
 */
export function handleOperationError(
  error: unknown,
  { skipNotification, httpStatus }: { skipNotification: boolean; httpStatus: number | undefined },
): void {
  const t = i18n.t.bind(i18n);
  if (httpStatus === 401 || isSessionEndingError(error)) {
    if (readStoredToken()) {
      endSession('expired');
      notifyError(errorMessage(error, t), 'session-ended');
    }
    return;
  }
  if (skipNotification) {
    return;
  }
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) {
    notifyError(errorMessage(error, t));
  } else if (isNetworkFailure(error)) {
    notifyError(t('errors:network'), 'network-error');
  } else {
    notifyError(t('errors:unknown'));
  }
}

/** The HTTP status of the response HttpLink put in the operation context, if any. */
function responseStatus(response: unknown): number | undefined {
  if (typeof response !== 'object' || response === null) {
    return undefined;
  }
  const status = (response as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

export function createApolloClient(): ApolloClient {
  const authLink = new SetContextLink((previousContext) => ({
    headers: {
      ...(previousContext.headers as Record<string, string> | undefined),
      ...sessionRequestHeaders(),
    },
  }));
  const errorLink = new ErrorLink(({ error, operation }) => {
    const context = operation.getContext();
    handleOperationError(error, {
      skipNotification: context.skipErrorNotification === true,
      httpStatus: responseStatus(context['response']),
    });
  });
  const httpLink = new HttpLink({ uri: graphqlEndpoint() });
  const client = new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, httpLink]),
    cache: new InMemoryCache(),
  });
  // The public settings the login page loaded start the cache (useClientConfig reads them cache-first).
  const seedClientConfig = (): void => {
    const clientConfig = preLoginClientConfig();
    if (clientConfig) {
      // With its __typename, as the cache stores what the server answers (the generated types leave it out).
      const data = { clientConfig: { __typename: 'ClientConfig' as const, ...clientConfig } };
      client.writeQuery({ query: ClientConfigDocument, data });
    }
  };
  seedClientConfig();
  // A sign-in (the login page, which does not load this module) clears what the previous session cached.
  registerSignedInCache(() => client.clearStore().then(seedClientConfig));
  return client;
}

let sharedClient: ApolloClient | undefined;

/** The app's one Apollo Client, created when the first page after sign-in loads (SignedInProviders). */
export function signedInClient(): ApolloClient {
  sharedClient ??= createApolloClient();
  return sharedClient;
}
