import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { buildSchema, type GraphQLField } from 'graphql';
import { Param } from '../../../src/modules/system/param/param.entity';
import { graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { casesOf, operationOf, type FuzzCase } from './fuzz-values';

/**
 * Issue 11, item 8: every root field of schema.graphql called with bad values at each argument and input
 * field, as the platform administrator (so permission checks hide nothing). No call may answer INTERNAL or
 * a 5xx, and a refused mutation may not write (row counts and latest update time of every table unchanged).
 */
const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../schema.graphql'), 'utf8'));

/** Tables a refused call writes by design: the request, error and usual logs, failed sign-ins (lockout). */
const WRITTEN_WHEN_REFUSED = new Set(['blade_log_api', 'blade_log_error', 'blade_log_usual', 'auth_login_failure']);

/** About 40 s each on a quiet 2-core machine (some 2,800 query and 3,900 mutation calls): room for a busy one. */
const FUZZ_TIMEOUT = 300_000;

/** Mutations that end the caller's session run last. */
const SESSION_ENDING = new Set(['logout']);

interface Finding {
  field: string;
  label: string;
  problem: string;
}

function fingerprintSql(orm: MikroORM): string {
  const platform = orm.em.getPlatform();
  const parts: string[] = [];
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    if (meta.virtual || meta.embeddable || meta.abstract || !meta.tableName || WRITTEN_WHEN_REFUSED.has(meta.tableName)) {
      continue;
    }
    const updated = (meta.properties as Record<string, { fieldNames?: string[] } | undefined>)['updateTime']?.fieldNames?.[0];
    const latest = updated ? `max(${platform.quoteIdentifier(updated)})` : 'null';
    parts.push(`select '${meta.tableName}' as t, count(*) as c, ${latest} as u from ${platform.quoteIdentifier(meta.tableName)}`);
  }
  return [...new Set(parts)].join(' union all ');
}

describe('schema-driven fuzz', () => {
  let app: TestApp;
  let token: string;
  let fingerprintQuery: string;
  const findings: Finding[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    // verifyMyPassword and updateMyPassword are fuzzed with wrong passwords: the lockout may not end the run.
    await app.application.orm.em.fork().nativeUpdate(Param, { paramKey: 'account.failCount' }, { paramValue: '100000' });
    token = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    await app.http.post('/graphql').set('content-type', 'application/json').set('Authorization', `Bearer ${token}`).send({ query: 'mutation { clearCache }' });
    fingerprintQuery = fingerprintSql(app.application.orm);
  });

  afterAll(async () => {
    await app.close();
  });

  const fingerprint = async (): Promise<string> => JSON.stringify(await app.application.orm.em.fork().getConnection().execute(fingerprintQuery));

  async function call(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, query: string, fuzzCase: FuzzCase): Promise<void> {
    const before = kind === 'mutation' ? await fingerprint() : '';
    const response = await app.http.post('/graphql').set('content-type', 'application/json').set('Authorization', `Bearer ${token}`).send({ query, variables: fuzzCase.variables });
    const errors = (response.body?.errors ?? []) as Array<{ message: string; extensions?: { code?: string } }>;
    const report = (problem: string) => findings.push({ field: field.name, label: fuzzCase.label, problem });
    if (response.status >= 500) {
      report(`HTTP ${response.status}: ${errors[0]?.message ?? response.text.slice(0, 200)}`);
    }
    if (!response.type.includes('json')) {
      report(`not JSON: ${response.type}`);
    }
    for (const error of errors) {
      if (error.extensions?.code === 'INTERNAL') {
        report(`INTERNAL: ${error.message}`);
      }
    }
    if (kind === 'mutation' && errors.length > 0 && (await fingerprint()) !== before) {
      report(`refused (${errors[0]?.extensions?.code}) but wrote: ${diff(before, await fingerprint())}`);
    }
  }

  async function fuzz(kind: 'query' | 'mutation', fields: Array<GraphQLField<unknown, unknown>>): Promise<void> {
    for (const field of fields) {
      const query = operationOf(kind, field);
      for (const fuzzCase of casesOf(field)) {
        await call(kind, field, query, fuzzCase);
      }
      if (kind === 'mutation' && !SESSION_ENDING.has(field.name) && !(await signedIn())) {
        findings.push({ field: field.name, label: '*', problem: 'ended the session' });
        token = (await graphqlToken(app.http, '000000', 'admin', 'admin').catch(() => ({ accessToken: token }))).accessToken;
      }
    }
  }

  async function signedIn(): Promise<boolean> {
    const me = await app.http.post('/graphql').set('content-type', 'application/json').set('Authorization', `Bearer ${token}`).send({ query: '{ me { __typename } }' });
    return me.body?.data?.me !== undefined && me.body?.data?.me !== null;
  }

  it('should answer every bad query argument without INTERNAL or a 5xx', async () => {
    await fuzz('query', Object.values(schema.getQueryType()?.getFields() ?? {}));
    expect(findings).toEqual([]);
  }, FUZZ_TIMEOUT);

  it('should answer every bad mutation argument without INTERNAL or a 5xx, and write nothing when refused', async () => {
    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
    await fuzz('mutation', mutations.filter((field) => !SESSION_ENDING.has(field.name)));
    await fuzz('mutation', mutations.filter((field) => SESSION_ENDING.has(field.name)));
    expect(findings).toEqual([]);
  }, FUZZ_TIMEOUT);

  it('should answer bad legacy REST bodies and parameters with the legacy envelope, never a 5xx', async () => {
    token = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const auth = { 'Blade-Auth': `bearer ${token}` };
    const requests = [
      app.http.get('/api/blade-system/param/list').set(auth).query({ paramName: 'a\u0000b' }),
      app.http.get('/api/blade-system/param/list').set(auth).query({ paramName: 'x'.repeat(12_000) }),
      app.http.get('/api/blade-system/param/list').set(auth).query({ paramName: 'x'.repeat(5_000), current: '-1', size: '100000000' }),
      app.http.get('/api/blade-system/param/list').set(auth).query({ current: 'abc', size: '1e400' }),
      app.http.get('/api/blade-system/param/detail').set(auth).query({ id: "1' or '1'='1" }),
      app.http.post('/api/blade-system/param/submit').set(auth).send({ paramName: '<b>x</b>', paramKey: 'a\u0001', paramValue: 'v' }),
      app.http.post('/api/blade-system/param/submit').set(auth).send({ id: 'not-an-id', paramName: 1, paramKey: [], paramValue: {} }),
      app.http.post('/api/blade-system/param/remove').set(auth).query({ ids: 'a,b,\u0000' }),
      app.http.post('/api/blade-desk/notice/submit').set(auth).send({ title: 'x'.repeat(100_000), content: '<p>x</p>', category: 'x' }),
      app.http.post('/api/blade-desk/notice/submit').set(auth).set('content-type', 'application/json').send('{"title": "x",'),
      app.http.post('/api/blade-auth/oauth/token').query({ tenantId: '000000\u0000', username: 'admin', password: 'x', grant_type: 'password' }),
      app.http.get('/api/blade-system/tenant/info').query({ domain: 'a\u0000b' }),
    ];
    for (const [index, request] of requests.entries()) {
      const response = await request;
      if (response.status >= 500 || !response.type.includes('json') || response.body?.code === 500) {
        findings.push({ field: 'rest', label: String(index), problem: `HTTP ${response.status} ${response.text.slice(0, 200)}` });
      }
    }
    expect(findings).toEqual([]);
  });
});

function diff(before: string, after: string): string {
  const a = JSON.parse(before) as Array<Record<string, unknown>>;
  const b = JSON.parse(after) as Array<Record<string, unknown>>;
  return b
    .filter((row, index) => JSON.stringify(row) !== JSON.stringify(a[index]))
    .map((row) => String(row['t']))
    .join(',');
}
