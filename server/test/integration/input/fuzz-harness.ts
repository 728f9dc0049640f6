import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { buildSchema, type GraphQLField } from 'graphql';
import { Param } from '../../../src/modules/system/param/param.entity';
import { graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { casesOf, operationOf, type FuzzCase } from './fuzz-values';

/**
 * The schema-driven fuzz (issue 11, item 8): every root field of schema.graphql called with bad values at
 * each argument and input field, as the platform administrator (so permission checks hide nothing). No call
 * may answer INTERNAL or a 5xx, and a refused mutation may not write (row counts and latest update time of
 * every table unchanged). The fields are split over several test files (fuzz-*.int.test.ts) so that the two
 * jest workers share the work; each file starts its own app.
 */
export const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../schema.graphql'), 'utf8'));

/** Tables a refused call writes by design: the request, error and usual logs, failed sign-ins (lockout). */
const WRITTEN_WHEN_REFUSED = new Set(['blade_log_api', 'blade_log_error', 'blade_log_usual', 'auth_login_failure']);

/** About 40 s each on a quiet 2-core machine (some 2,800 query and 3,900 mutation calls): room for a busy one. */
export const FUZZ_TIMEOUT = 300_000;

/** Mutations that end the caller's session run last. */
const SESSION_ENDING = new Set(['logout']);

export interface Finding {
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

/**
 * Shard `index` of `count` of the mutations: every count-th one that keeps the session, and (in the last
 * shard only) those that end it, which run after the rest.
 */
export function mutationShard(
  index: number,
  count: number,
): { kept: Array<GraphQLField<unknown, unknown>>; sessionEnding: Array<GraphQLField<unknown, unknown>> } {
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
  return {
    kept: mutations.filter((field) => !SESSION_ENDING.has(field.name)).filter((_field, position) => position % count === index),
    sessionEnding: index === count - 1 ? mutations.filter((field) => SESSION_ENDING.has(field.name)) : [],
  };
}

/** Registers beforeAll/afterAll for a fuzz file (call it inside its describe) and returns the runner. */
export function useFuzzHarness() {
  const harness = {
    app: undefined as unknown as TestApp,
    token: '',
    findings: [] as Finding[],
    fuzz,
  };
  let fingerprintQuery = '';

  beforeAll(async () => {
    harness.app = await startTestApp();
    const app = harness.app;
    // verifyMyPassword and updateMyPassword are fuzzed with wrong passwords: the lockout may not end the run.
    await app.application.orm.em.fork().nativeUpdate(Param, { paramKey: 'account.failCount' }, { paramValue: '100000' });
    harness.token = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    await app.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('Authorization', `Bearer ${harness.token}`)
      .send({ query: 'mutation { clearCache }' });
    fingerprintQuery = fingerprintSql(app.application.orm);
  });

  afterAll(async () => {
    await harness.app?.close();
  });

  const fingerprint = async (): Promise<string> =>
    JSON.stringify(await harness.app.application.orm.em.fork().getConnection().execute(fingerprintQuery));

  async function call(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, query: string, fuzzCase: FuzzCase): Promise<void> {
    const before = kind === 'mutation' ? await fingerprint() : '';
    const response = await harness.app.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('Authorization', `Bearer ${harness.token}`)
      .send({ query, variables: fuzzCase.variables });
    const errors = (response.body?.errors ?? []) as Array<{ message: string; extensions?: { code?: string } }>;
    const report = (problem: string) => harness.findings.push({ field: field.name, label: fuzzCase.label, problem });
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
        harness.findings.push({ field: field.name, label: '*', problem: 'ended the session' });
        harness.token = (
          await graphqlToken(harness.app.http, '000000', 'admin', 'admin').catch(() => ({ accessToken: harness.token }))
        ).accessToken;
      }
    }
  }

  async function signedIn(): Promise<boolean> {
    const me = await harness.app.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('Authorization', `Bearer ${harness.token}`)
      .send({ query: '{ me { __typename } }' });
    return me.body?.data?.me !== undefined && me.body?.data?.me !== null;
  }

  return harness;
}

function diff(before: string, after: string): string {
  const a = JSON.parse(before) as Array<Record<string, unknown>>;
  const b = JSON.parse(after) as Array<Record<string, unknown>>;
  return b
    .filter((row, index) => JSON.stringify(row) !== JSON.stringify(a[index]))
    .map((row) => String(row['t']))
    .join(',');
}
