import { writeFileSync } from 'node:fs';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { ACCESS_ROLES, ROOT_FIELD_ACCESS, SELF_DESTRUCTIVE_FIELDS, type AccessRole } from '../../access/root-field-access';
import { callOf, rootFields, type RootField } from '../../access/schema-walk';

/** The demo tenant's users (DEMO_DATA is on in tests). */
const DEMO_TENANT = '100000';
const CREDENTIALS: Record<AccessRole, { account: string; password: string }> = {
  student: { account: 'student', password: '123456' },
  teacher: { account: 'teacher', password: '123456' },
  admin: { account: 'admin', password: 'admin' },
};

/**
 * Every root field of schema.graphql, called as the demo student, teacher and tenant administrator with
 * type-valid arguments (ids that name no row), against the committed table of who may call what:
 * FORBIDDEN is "refused", anything else (data, NOT_FOUND, VALIDATION, ...) is "allowed". A new field fails
 * until the table names its callers; a changed permission fails until the table is changed with it.
 * ACCESS_MATRIX_OUT=<file> writes the observed table (to review, never to copy blindly).
 */
describe('root field role matrix', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function signIn(role: AccessRole): Promise<string> {
    const { account, password } = CREDENTIALS[role];
    return (await graphqlToken(app.http, DEMO_TENANT, account, password)).accessToken;
  }

  async function allowed(root: RootField, role: AccessRole, token: string): Promise<boolean> {
    const { query, variables } = callOf(root);
    const result = await graphql(app.http, query, variables, { token });
    const codes = (result.errors ?? []).map((error) => error.extensions.code);
    if (codes.includes('UNAUTHENTICATED') && !SELF_DESTRUCTIVE_FIELDS.includes(root.key)) {
      throw new Error(`${root.key} as ${role} answered UNAUTHENTICATED: if it ends the session, list it in SELF_DESTRUCTIVE_FIELDS`);
    }
    return !codes.includes('FORBIDDEN');
  }

  it('should let each demo role call exactly the root fields the committed table grants it', async () => {
    const roots = rootFields();
    const ordered = [
      ...roots.filter((root) => !SELF_DESTRUCTIVE_FIELDS.includes(root.key)),
      ...roots.filter((root) => SELF_DESTRUCTIVE_FIELDS.includes(root.key)),
    ];
    const tokens = new Map<AccessRole, string>();
    for (const role of ACCESS_ROLES) {
      tokens.set(role, await signIn(role));
    }
    const observed: Record<string, AccessRole[]> = {};
    for (const root of ordered) {
      observed[root.key] = [];
      for (const role of ACCESS_ROLES) {
        // A field that ends the session (or may) gets a session of its own, so the run goes on.
        const token = SELF_DESTRUCTIVE_FIELDS.includes(root.key) ? await signIn(role) : (tokens.get(role) ?? '');
        if (await allowed(root, role, token)) {
          observed[root.key]?.push(role);
        }
      }
    }
    const out = process.env['ACCESS_MATRIX_OUT'];
    if (out) {
      writeFileSync(out, JSON.stringify(observed, null, 1));
    }
    const problems: string[] = [];
    for (const root of roots) {
      const expected = ROOT_FIELD_ACCESS[root.key];
      const seen = (observed[root.key] ?? []).join(',');
      if (!expected) {
        problems.push(`${root.key}: not in ROOT_FIELD_ACCESS (callable by: ${seen || 'none of the demo roles'})`);
      } else if ([...expected].sort().join(',') !== [...(observed[root.key] ?? [])].sort().join(',')) {
        problems.push(`${root.key}: table says [${expected.join(',')}], observed [${seen}]`);
      }
    }
    const known = new Set(roots.map((root) => root.key));
    for (const key of Object.keys(ROOT_FIELD_ACCESS)) {
      if (!known.has(key)) {
        problems.push(`${key}: in ROOT_FIELD_ACCESS but not in schema.graphql`);
      }
    }
    expect(problems).toEqual([]);
  });
});
