import { createHash } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';

export const SABER_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export interface TokenMap {
  access_token: string;
  refresh_token: string;
  tenant_id: string;
  user_id: string;
  role_name: string;
  [key: string]: unknown;
}

/** The legacy password grant, exactly as Saber sends it. */
export async function legacyLogin(http: TestAgent, tenantId: string, account: string, password: string) {
  return http
    .post('/api/blade-auth/oauth/token')
    .query({ tenantId, username: account, password: md5(password), grant_type: 'password', scope: 'all', type: 'account' })
    .set('Authorization', SABER_BASIC);
}

export async function legacyToken(http: TestAgent, tenantId: string, account: string, password: string): Promise<TokenMap> {
  const response = await legacyLogin(http, tenantId, account, password);
  if (!response.body.access_token) {
    throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  }
  return response.body as TokenMap;
}

/** The legacy `Blade-Auth` header of a user signed in with the password grant: `{ 'Blade-Auth': 'bearer <token>' }`. */
export async function legacyAuth(http: TestAgent, tenantId: string, account: string, password: string): Promise<{ 'Blade-Auth': string }> {
  return { 'Blade-Auth': `bearer ${(await legacyToken(http, tenantId, account, password)).access_token}` };
}

export interface GraphqlResult<T> {
  data?: T | null;
  errors?: Array<{
    message: string;
    extensions: { code: string; messageKey?: string; fields?: Array<{ field: string; message: string }> };
  }>;
}

export async function graphql<T = Record<string, unknown>>(
  http: TestAgent,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; language?: string } = {},
): Promise<GraphqlResult<T>> {
  let request = http.post('/graphql').set('content-type', 'application/json');
  if (options.token) {
    request = request.set('Authorization', `Bearer ${options.token}`);
  }
  if (options.language) {
    request = request.set('Accept-Language', options.language);
  }
  const response = await request.send({ query, variables });
  return response.body as GraphqlResult<T>;
}

export const LOGIN_MUTATION = `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      accessToken
      refreshToken
      tokenType
      expiresIn
      user {
        id
        tenantId
        account
        realName
        roleAliases
        isAdministrator
      }
    }
  }
`;

export async function graphqlToken(
  http: TestAgent,
  tenantId: string,
  account: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const result = await graphql<{ login: { accessToken: string; refreshToken: string } }>(http, LOGIN_MUTATION, {
    input: { tenantId, account, password },
  });
  if (!result.data?.login) {
    throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  }
  return result.data.login;
}
