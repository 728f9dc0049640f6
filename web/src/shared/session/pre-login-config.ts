import type { ClientConfigQuery } from '../../generated/pre-login';

type ClientConfig = ClientConfigQuery['clientConfig'];

// The public client settings the page before sign-in loaded (pre-login client), kept for the signed-in Apollo Client
// to start its cache with: the first page after sign-in then does not ask the server for them again.
let loaded: ClientConfig | undefined;

/** Keeps the settings the pre-login client loaded (the last load wins). */
export function rememberPreLoginClientConfig(config: ClientConfig): void {
  loaded = config;
}

/** The settings loaded before sign-in in this tab, if any. */
export function preLoginClientConfig(): ClientConfig | undefined {
  return loaded;
}
