import { ClientConfigDocument } from '../generated/graphql';
import { rememberPreLoginClientConfig } from '../shared/session/pre-login-config';
import { clearSignedInCache } from '../shared/session/signed-in-cache';
import { createApolloClient } from './apollo-client';

const loginPageConfig = {
  captchaEnabled: false,
  tenantMode: true,
  switchMode: true,
  defaultTenantId: '000000',
  tokenRefreshSeconds: 600,
  registerEnabled: true,
};

describe('the signed-in Apollo Client', () => {
  it('starts with the public settings the login page loaded, also after a later sign-in clears the cache', async () => {
    rememberPreLoginClientConfig(loginPageConfig);
    const client = createApolloClient();
    expect(client.readQuery({ query: ClientConfigDocument })?.clientConfig).toEqual({ __typename: 'ClientConfig', ...loginPageConfig });

    rememberPreLoginClientConfig({ ...loginPageConfig, captchaEnabled: true });
    await clearSignedInCache();
    expect(client.readQuery({ query: ClientConfigDocument })?.clientConfig).toMatchObject({ captchaEnabled: true });
  });
});
