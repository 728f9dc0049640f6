import { useEffect, useState } from 'react';
import { appConfig } from '../config/app-config';
import { ClientConfigDocument, type ClientConfigQuery } from '../../generated/pre-login';
import { preLoginRequest } from './pre-login-client';
import { rememberPreLoginClientConfig } from './pre-login-config';

export type ClientConfig = ClientConfigQuery['clientConfig'];

/**
 * The public client settings on the pages before sign-in (the pre-login client; after sign-in useClientConfig
 * reads them through Apollo Client). The built-in defaults while loading or when they cannot be loaded.
 */
export function useLoginClientConfig(): { config: ClientConfig; loading: boolean } {
  const [loaded, setLoaded] = useState<ClientConfig | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    preLoginRequest(ClientConfigDocument)
      .then((data) => {
        rememberPreLoginClientConfig(data.clientConfig);
        if (current) {
          setLoaded(data.clientConfig);
        }
      })
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);
  return { config: loaded ?? { ...appConfig.defaultClientConfig }, loading };
}
