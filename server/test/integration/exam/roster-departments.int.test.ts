import { EXAMINATION_STAFF_CODES, signedInUser } from '../../factories/exam-delivery.factory';
import { buildTenant, type BuiltTenant } from '../../factories/system.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const TREE = 'query { deptTree { id parentId title } }';

describe('the department tree for examination staff', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let other: BuiltTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await buildTenant(app.application.orm);
    other = await buildTenant(app.application.orm);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should give the roster manager the departments of their own tenant only', async () => {
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam_examination', 'exam_examination_roster'],
    });
    const result = await graphql(app.http, TREE, {}, { token: staff.token });
    expect(result.errors).toBeUndefined();
    const ids = (result.data as { deptTree: Array<{ id: string }> }).deptTree.map((node) => node.id);
    expect(ids).toContain(tenant.deptId);
    expect(ids).not.toContain(other.deptId);
  });

  it('should give it to examination authors (audience by department) as well', async () => {
    const author = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: EXAMINATION_STAFF_CODES.filter((code) => code !== 'exam_examination_roster'),
    });
    const result = await graphql(app.http, TREE, {}, { token: author.token });
    expect(result.errors).toBeUndefined();
  });

  it('should refuse a user with neither department nor examination codes', async () => {
    const student = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_take'],
    });
    const result = await graphql(app.http, TREE, {}, { token: student.token });
    expect(result.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
