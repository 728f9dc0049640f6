import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { buildReadyPaper, EXAMINATION_STAFF_CODES, HOUR_MS, signedInUser } from '../../factories/exam-delivery.factory';
import { buildTenant, type BuiltTenant } from '../../factories/system.factory';
import { graphql, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const FIELDS = 'id accessPassword ipAllowList requiresPassword';
const CREATE = `mutation ($input: ExaminationInput!) { createExamination(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ExaminationInput!) { updateExamination(id: $id, input: $input) { ${FIELDS} } }`;

interface AccessRow {
  id: string;
  accessPassword: string | null;
  ipAllowList: string[];
  requiresPassword: boolean;
}

describe('access settings of an examination (create and update, GraphQL and legacy submit)', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let staff: { token: string; account: string; password: string };
  let paperId: string;

  const input = (overrides: Record<string, unknown> = {}) => ({
    name: '带密码的考试',
    paperId,
    openAt: new Date(Date.now() + HOUR_MS).toISOString(),
    closeAt: new Date(Date.now() + 3 * HOUR_MS).toISOString(),
    durationMin: 60,
    ...overrides,
  });
  const count = async () => app.application.orm.em.fork().count(Examination, { tenantId: tenant.tenantId }, { filters: false });

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await buildTenant(app.application.orm);
    staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: EXAMINATION_STAFF_CODES,
    });
    paperId = (await buildReadyPaper(app.application.orm, { tenantId: tenant.tenantId })).paper.id;
  });

  afterAll(async () => {
    await app.close();
  });

  it('should store a trimmed password and a cleaned allow-list, and clear them again', async () => {
    const created = await graphql<{ createExamination: AccessRow }>(
      app.http,
      CREATE,
      { input: input({ accessPassword: '  pw-2026 ', ipAllowList: [' 10.1.0.0/16', '', '10.1.0.0/16', '2001:db8::1'] }) },
      { token: staff.token },
    );
    expect(created.errors).toBeUndefined();
    const exam = created.data?.createExamination as AccessRow;
    expect(exam).toMatchObject({ accessPassword: 'pw-2026', ipAllowList: ['10.1.0.0/16', '2001:db8::1'], requiresPassword: true });
    const cleared = await graphql<{ updateExamination: AccessRow }>(
      app.http,
      UPDATE,
      { id: exam.id, input: input({ accessPassword: '', ipAllowList: [] }) },
      { token: staff.token },
    );
    expect(cleared.data?.updateExamination).toMatchObject({ accessPassword: null, ipAllowList: [], requiresPassword: false });
  });

  it.each([
    [
      'an entry that is no address',
      { ipAllowList: ['10.0.0.1', '10.0.0.300'] },
      'ipAllowList',
      '不是有效的 IP 地址或 CIDR 网段：10.0.0.300',
    ],
    ['a prefix too long for IPv4', { ipAllowList: ['10.0.0.0/33'] }, 'ipAllowList', '不是有效的 IP 地址或 CIDR 网段：10.0.0.0/33'],
    ['a host name', { ipAllowList: ['example.com'] }, 'ipAllowList', '不是有效的 IP 地址或 CIDR 网段：example.com'],
    [
      'more than 50 entries',
      { ipAllowList: Array.from({ length: 51 }, (_, index) => `10.0.0.${index}`) },
      'ipAllowList',
      'IP 白名单最多 50 条',
    ],
    ['a password over 64 characters', { accessPassword: 'x'.repeat(65) }, 'accessPassword', '考试密码最多 64 个字符'],
  ])('should refuse %s with a translated field error and write nothing', async (_name, overrides, field, message) => {
    const before = await count();
    const refused = await graphql(app.http, CREATE, { input: input(overrides) }, { token: staff.token });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION' });
    expect(JSON.stringify(refused.errors?.[0]?.extensions?.['fields'])).toContain(`"field":"${field}"`);
    expect(JSON.stringify(refused.errors)).toContain(message);
    expect(await count()).toBe(before);
  });

  it('should answer in English when asked', async () => {
    const refused = await graphql(app.http, CREATE, { input: input({ ipAllowList: ['nope'] }) }, { token: staff.token, language: 'en' });
    expect(JSON.stringify(refused.errors)).toContain('Not a valid IP address or CIDR range: nope');
  });

  it('should take the allow-list as a comma or newline separated string on the legacy submit', async () => {
    const auth = await legacyAuth(app.http, tenant.tenantId, staff.account, staff.password);
    const body = { ...input(), accessPassword: 'legacy', ipAllowList: '192.0.2.0/24, 198.51.100.7\n2001:db8::/32' };
    const saved = await app.http.post('/api/blade-exam/examination/examExamination/submit').set(auth).send(body);
    expect(saved.body.success).toBe(true);
    const row = await app.application.orm.em
      .fork()
      .findOneOrFail(Examination, { tenantId: tenant.tenantId, accessPassword: 'legacy' }, { filters: false });
    expect(row.ipAllowList).toEqual(['192.0.2.0/24', '198.51.100.7', '2001:db8::/32']);
  });
});
