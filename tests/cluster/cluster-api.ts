/**
 * What the two-node suite talks to (scripts/cluster/up.sh writes the addresses into cluster.env; run.ts loads it):
 * GraphQL and the legacy REST paths over fetch, against the balancer or one node directly. Each check may give its
 * requests a client address of its own (X-Forwarded-For, trusted by the nodes), so rate limits counted per address
 * do not leak from one check into another.
 */
import { createHash } from 'node:crypto';
import { DEMO_DEPT_IDS, DEMO_ROLE_IDS, DEMO_TENANT_ID } from '../../server/src/seeders/demo/demo-ids';

export interface Cluster {
  balancer: string;
  a: string;
  b: string;
  dbUrl: string;
  redisUrl: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the suite through tests/cluster/run.ts`);
  }
  return value;
}

export const cluster: Cluster = {
  balancer: required('BALANCER_URL'),
  a: required('NODE_A_URL'),
  b: required('NODE_B_URL'),
  dbUrl: required('DB_URL'),
  redisUrl: required('REDIS_URL'),
};

export const PLATFORM_TENANT = '000000';
export const DEMO_TENANT = DEMO_TENANT_ID;
export const SABER_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** This run's private /16 (so that runs a minute apart do not share counters), one address per call. */
const runNet = `10.${Math.floor(Math.random() * 250) + 1}`;
let addressCounter = 0;
/** A client address of its own for one check. */
export function freshAddress(): string {
  addressCounter += 1;
  return `${runNet}.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

let issued = 0;

/**
 * A name (accounts, dictionary keys) no other call of this run or an earlier run on the same database returns: the time
 * in base 36 and this process's own counter (a random suffix collided when several were made in the same millisecond).
 */
export function unique(prefix: string): string {
  issued += 1;
  return `${prefix}${(Date.now() % 1e8).toString(36)}${issued.toString(36).padStart(2, '0')}`;
}

export interface GraphqlAnswer<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export interface CallOptions {
  token?: string;
  address?: string;
}

export async function gql<T>(base: string, query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.address ? { 'x-forwarded-for': options.address } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphqlAnswer<T>, 'status'>;
  return { status: response.status, ...body } as GraphqlAnswer<T>;
}

/** The data of an answer without errors, or an error naming the operation. */
export function must<T>(answer: GraphqlAnswer<T>, what: string): T {
  if (!answer.data || answer.errors) {
    throw new Error(`${what} failed (${answer.status}): ${JSON.stringify(answer.errors)}`);
  }
  return answer.data;
}

export const codeOf = (answer: GraphqlAnswer<unknown>): string | undefined => answer.errors?.[0]?.extensions?.code;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export async function login(base: string, tenantId: string, account: string, password: string, address = freshAddress()) {
  return gql<{ login: Tokens }>(
    base,
    'mutation ($input: LoginInput!) { login(input: $input) { accessToken refreshToken } }',
    { input: { tenantId, account, password } },
    { address },
  );
}

export async function signIn(base: string, tenantId: string, account: string, password: string): Promise<Tokens> {
  return must(await login(base, tenantId, account, password), `login ${account}`).login;
}

export const me = (base: string, token: string) => gql<{ me: { account: string } }>(base, '{ me { account } }', {}, { token });

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** A user of the demo school made for one check, with the demo student's role and the given password. */
export async function createStudent(adminToken: string, prefix: string, password: string): Promise<{ id: string; account: string }> {
  const account = unique(prefix);
  const input = {
    account,
    name: 'Cluster',
    realName: 'Cluster',
    password,
    password2: password,
    deptIds: [DEMO_DEPT_IDS.school],
    roleIds: [DEMO_ROLE_IDS.student],
    sex: 1,
  };
  const data = must(
    await gql<{ submitUser: { id: string } }>(
      cluster.a,
      'mutation ($input: UserInput!) { submitUser(input: $input) { id } }',
      { input },
      {
        token: adminToken,
      },
    ),
    'submitUser',
  );
  return { id: data.submitUser.id, account };
}
