import type { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { signedInUser } from '../../factories/exam-delivery.factory';
import { buildAttempt, buildGradingExam } from '../../factories/exam-grading.factory';
import { buildTenant, buildUser, type BuiltTenant, type BuiltUser } from '../../factories/system.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const CHANGES =
  'query ($id: ID!) { gradeChanges(attemptItemId: $id) { id attemptItemId byUserId byUserName changedAt oldScore newScore reason kind } }';
const GRADE = 'mutation ($input: GradeItemInput!) { gradeItem(input: $input) { id score } }';

interface ChangeRow {
  attemptItemId: string;
  byUserId: string;
  byUserName: string;
  changedAt: string;
  oldScore: number | null;
  newScore: number;
  reason: string | null;
  kind: string;
}

describe('gradeChanges: the audit of an answer’s score changes', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let grader: BuiltUser & { token: string };
  let item: AttemptItem;

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    tenant = await buildTenant(orm);
    grader = await signedInUser(orm, app.http, { tenantId: tenant.tenantId, deptId: tenant.deptId, permissions: ['exam', 'exam_grade'] });
    const built = await buildGradingExam(orm, { tenantId: tenant.tenantId, passScore: 1000 });
    const candidate = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
    const made = await buildAttempt(orm, {
      tenantId: tenant.tenantId,
      exam: built,
      userId: candidate.id,
      items: [{ score: 500 }, { score: 0 }, { score: null, response: { text: '答案' } }],
    });
    item = made.items[2] as AttemptItem;
  }, 60_000);

  afterAll(async () => {
    await app.close();
  }, 60_000);

  it('should list every change newest first with the grader’s name, scores in points, reason and source', async () => {
    const empty = await graphql<{ gradeChanges: ChangeRow[] }>(app.http, CHANGES, { id: item.id }, { token: grader.token });
    expect(empty.errors).toBeUndefined();
    expect(empty.data?.gradeChanges).toEqual([]);
    expect(
      (await graphql(app.http, GRADE, { input: { itemId: item.id, score: 2.5, comment: '一般' } }, { token: grader.token })).errors,
    ).toBeUndefined();
    expect(
      (await graphql(app.http, GRADE, { input: { itemId: item.id, score: 4, reason: '复核后加分' } }, { token: grader.token })).errors,
    ).toBeUndefined();
    const listed = await graphql<{ gradeChanges: ChangeRow[] }>(app.http, CHANGES, { id: item.id }, { token: grader.token });
    expect(listed.errors).toBeUndefined();
    const rows = listed.data?.gradeChanges ?? [];
    expect(rows.map((row) => [row.oldScore, row.newScore, row.reason, row.kind, row.byUserId])).toEqual([
      [2.5, 4, '复核后加分', 'MANUAL', grader.id],
      [null, 2.5, null, 'MANUAL', grader.id],
    ]);
    expect(rows[0]?.byUserName).toBe(grader.account);
    expect(rows[0]?.attemptItemId).toBe(item.id);
    expect(Date.parse(rows[0]?.changedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(rows[1]?.changedAt ?? ''));
  });

  it('should refuse anonymous callers, students, users without exam_grade and other tenants, and unknown ids', async () => {
    const orm = app.application.orm;
    expect((await graphql(app.http, CHANGES, { id: item.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const student = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_take'],
    });
    const author = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_question'],
    });
    for (const token of [student.token, author.token]) {
      const refused = await graphql<{ gradeChanges: ChangeRow[] }>(app.http, CHANGES, { id: item.id }, { token });
      expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect(refused.data?.gradeChanges).toBeUndefined();
    }
    const other = await buildTenant(orm);
    const outsider = await signedInUser(orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    expect((await graphql(app.http, CHANGES, { id: item.id }, { token: outsider.token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await graphql(app.http, CHANGES, { id: '123' }, { token: grader.token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await graphql(app.http, CHANGES, { id: 'x' }, { token: grader.token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
