import { appConfig } from '../config/app-config';
import { useClientConfigQuery, type ClientConfigQuery } from '../../generated/graphql';

export type ClientConfig = ClientConfigQuery['clientConfig'];

/** The public client settings; falls back to the built-in defaults while loading or on failure. */
export function useClientConfig(): { config: ClientConfig; loading: boolean } {
  const { data, loading } = useClientConfigQuery({ fetchPolicy: 'cache-first' });
  return { config: data?.clientConfig ?? { ...appConfig.defaultClientConfig }, loading };
}
