import type { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { buildCandidate, EXAMINATION_STAFF_CODES, signedInUser } from '../../factories/exam-delivery.factory';
import { buildAttempt, buildGradingExam } from '../../factories/exam-grading.factory';
import { buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const ROSTER = `
    query ($examinationId: ID!) {
      examCandidates(examinationId: $examinationId, page: {current: 1, size: 100}) {
        records {
          userId
          attemptsUsed
          latestAttemptState
          latestGradingState
          latestScore
          latestPassed
        }
      }
    }
  `;
const FROZEN = 'query ($examinationId: ID!) { frozenQuestions(examinationId: $examinationId) { questionId position questionType stem } }';

interface RosterResult {
  userId: string;
  attemptsUsed: number;
  latestAttemptState: AttemptState | null;
  latestGradingState: string | null;
  latestScore: number | null;
  latestPassed: boolean | null;
}

describe('roster results and the frozen questions of an examination', () => {
  let app: TestApp;
  let tenant: BuiltTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await buildTenant(app.application.orm);
  }, 60_000);

  afterAll(async () => {
    await app.close();
  }, 60_000);

  /** A graded examination (pass 6 points) with three candidates: two attempts (3 then 7 points), one attempt waiting for a grader, none. */
  async function rosterWithAttempts() {
    const orm = app.application.orm;
    const built = await buildGradingExam(orm, {
      tenantId: tenant.tenantId,
      types: [QuestionType.SINGLE_CHOICE, QuestionType.SHORT_ANSWER],
      status: ExamStatus.GRADING,
      passScore: 600,
    });
    const user = async () => (await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [], deptId: tenant.deptId })).id;
    const [twice, pending, idle] = [await user(), await user(), await user()];
    for (const userId of [twice, pending, idle]) {
      await buildCandidate(orm, { tenantId: tenant.tenantId, examinationId: built.exam.id, userId });
    }
    await buildAttempt(orm, { tenantId: tenant.tenantId, exam: built, userId: twice, attemptNo: 1, items: [{ score: 300 }, { score: 0 }] });
    await buildAttempt(orm, {
      tenantId: tenant.tenantId,
      exam: built,
      userId: twice,
      attemptNo: 2,
      items: [{ score: 500 }, { score: 200 }],
    });
    await buildAttempt(orm, { tenantId: tenant.tenantId, exam: built, userId: pending, items: [{ score: 500 }, { score: null }] });
    return { built, twice, pending, idle };
  }

  const byUser = (records: RosterResult[] | undefined) => new Map((records ?? []).map((record) => [record.userId, record]));

  it('should give each candidate the attempts used and the latest attempt with its score in points once graded', async () => {
    const { built, twice, pending, idle } = await rosterWithAttempts();
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: [...EXAMINATION_STAFF_CODES, 'exam_score'],
    });
    const answer = await graphql<{ examCandidates: { records: RosterResult[] } }>(
      app.http,
      ROSTER,
      { examinationId: built.exam.id },
      { token: staff.token },
    );
    expect(answer.errors).toBeUndefined();
    const rows = byUser(answer.data?.examCandidates.records);
    expect(rows.get(twice)).toMatchObject({
      attemptsUsed: 2,
      latestAttemptState: 'SUBMITTED',
      latestGradingState: 'GRADED',
      latestScore: 7,
      latestPassed: true,
    });
    expect(rows.get(pending)).toMatchObject({
      attemptsUsed: 1,
      latestAttemptState: 'SUBMITTED',
      latestGradingState: 'NEEDS_MANUAL_GRADING',
      latestScore: null,
      latestPassed: null,
    });
    expect(rows.get(idle)).toMatchObject({
      attemptsUsed: 0,
      latestAttemptState: null,
      latestGradingState: null,
      latestScore: null,
      latestPassed: null,
    });
  });

  it('should leave scores out for roster staff without the score permission, and refuse other tenants', async () => {
    const { built, twice } = await rosterWithAttempts();
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: EXAMINATION_STAFF_CODES,
    });
    const answer = await graphql<{ examCandidates: { records: RosterResult[] } }>(
      app.http,
      ROSTER,
      { examinationId: built.exam.id },
      { token: staff.token },
    );
    expect(answer.errors).toBeUndefined();
    expect(byUser(answer.data?.examCandidates.records).get(twice)).toMatchObject({
      attemptsUsed: 2,
      latestAttemptState: 'SUBMITTED',
      latestScore: null,
      latestPassed: null,
    });
    const other = await buildTenant(app.application.orm);
    const outsider = await signedInUser(app.application.orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: [...EXAMINATION_STAFF_CODES, 'exam_score'],
    });
    expect(
      (await graphql(app.http, ROSTER, { examinationId: built.exam.id }, { token: outsider.token })).errors?.[0]?.extensions.code,
    ).toBe('NOT_FOUND');
  });

  it('should list the frozen paper’s questions in order before anything is graded', async () => {
    const built = await buildGradingExam(app.application.orm, {
      tenantId: tenant.tenantId,
      types: [QuestionType.TRUE_FALSE, QuestionType.SHORT_ANSWER],
      status: ExamStatus.OPEN,
    });
    const grader = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    const answer = await graphql<{ frozenQuestions: Array<{ questionId: string; position: number; questionType: string; stem: string }> }>(
      app.http,
      FROZEN,
      { examinationId: built.exam.id },
      { token: grader.token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.frozenQuestions).toEqual(
      built.questions.map((question, index) => ({
        questionId: question.id,
        position: index + 1,
        questionType: question.questionType,
        stem: question.stem,
      })),
    );
  });

  it('should refuse the frozen questions without a session, without the grading code, in another tenant and for a bad id', async () => {
    const built = await buildGradingExam(app.application.orm, { tenantId: tenant.tenantId, status: ExamStatus.OPEN });
    const variables = { examinationId: built.exam.id };
    expect((await graphql(app.http, FROZEN, variables)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const scorer = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_score'],
    });
    expect((await graphql(app.http, FROZEN, variables, { token: scorer.token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const other = await buildTenant(app.application.orm);
    const outsider = await signedInUser(app.application.orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    expect((await graphql(app.http, FROZEN, variables, { token: outsider.token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const grader = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    expect((await graphql(app.http, FROZEN, { examinationId: 'x' }, { token: grader.token })).errors?.[0]?.extensions.code).toMatch(
      /NOT_FOUND|VALIDATION/,
    );
  });
});
