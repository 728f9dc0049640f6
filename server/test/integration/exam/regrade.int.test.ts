import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { GradeChange } from '../../../src/modules/exam/grading/grade-change.entity';
import { KeyOverride } from '../../../src/modules/exam/grading/key-override.entity';
import { QuestionOption } from '../../../src/modules/exam/question/question-option.entity';
import { GradeChangeKind, ItemGradingState } from '../../../src/modules/exam/shared/attempt-enums';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { signedInUser } from '../../factories/exam-delivery.factory';
import { buildAttempt, buildGradingExam, type GradingExam } from '../../factories/exam-grading.factory';
import { buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const REGRADE = 'mutation ($input: RegradeQuestionInput!) { regradeQuestion(input: $input) { items changed attempts } }';

describe('regrade after an answer-key fix', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await buildTenant(app.application.orm);
    token = (
      await signedInUser(app.application.orm, app.http, {
        tenantId: tenant.tenantId,
        deptId: tenant.deptId,
        permissions: ['exam', 'exam_grade', 'exam_grade_regrade'],
      })
    ).token;
  }, 60_000);

  afterAll(async () => {
    await app.close();
  }, 60_000);

  const fresh = () => app.application.orm.em.fork();

  /**
   * A graded examination of one single-choice question (5 points) and one short answer: candidate A chose the
   * option keyed right at publishing (5), B the other one (0). Then the bank's key is fixed: the other option is right.
   */
  async function keyFixed(status = ExamStatus.GRADED): Promise<{ built: GradingExam; a: string; b: string }> {
    const orm = app.application.orm;
    const built = await buildGradingExam(orm, {
      tenantId: tenant.tenantId,
      types: [QuestionType.SINGLE_CHOICE, QuestionType.SHORT_ANSWER],
      status,
      passScore: 500,
    });
    const question = built.questions[0]?.id ?? '';
    const [first, second] = built.frozen.get(question)?.options ?? [];
    const attempts: string[] = [];
    for (const chosen of [first?.id, second?.id]) {
      const user = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
      const right = chosen === first?.id;
      const made = await buildAttempt(orm, {
        tenantId: tenant.tenantId,
        exam: built,
        userId: user.id,
        items: [
          { score: right ? 500 : 0, response: { optionIds: [chosen ?? ''] } },
          { score: 200, state: ItemGradingState.MANUALLY_GRADED },
        ],
      });
      attempts.push(made.attempt.id);
    }
    const em = fresh();
    await em.nativeUpdate(QuestionOption, { id: first?.id }, { isCorrect: false }, { filters: false });
    await em.nativeUpdate(QuestionOption, { id: second?.id }, { isCorrect: true }, { filters: false });
    return { built, a: attempts[0] ?? '', b: attempts[1] ?? '' };
  }

  const scoreOf = async (attemptId: string) =>
    (await fresh().findOneOrFail(AttemptItem, { attemptId, slot: 1 }, { filters: false })).finalScore;
  const attemptOf = (attemptId: string) => fresh().findOneOrFail(Attempt, { id: attemptId }, { filters: false });
  const input = (built: GradingExam, mode: string, reason = '答案有误') => ({
    input: { examinationId: built.exam.id, questionId: built.questions[0]?.id, mode, reason },
  });

  it('should apply the fixed key both ways, audit each change and keep the fixed key over the frozen paper', async () => {
    const { built, a, b } = await keyFixed();
    const result = await graphql<{ regradeQuestion: { items: number; changed: number; attempts: number } }>(
      app.http,
      REGRADE,
      input(built, 'BOTH_WAYS'),
      { token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.regradeQuestion).toEqual({ items: 2, changed: 2, attempts: 2 });
    expect(await scoreOf(a)).toBe(0);
    expect(await scoreOf(b)).toBe(500);
    expect(await attemptOf(a)).toMatchObject({ totalScore: 200, passed: false });
    expect(await attemptOf(b)).toMatchObject({ totalScore: 700, passed: true });
    const changes = await fresh().find(GradeChange, { attemptId: { $in: [a, b] } }, { filters: false });
    expect(changes.map((change) => [change.attemptId, change.oldScore, change.newScore, change.kind, change.reason]).sort()).toEqual(
      [
        [a, 500, 0, GradeChangeKind.KEY_FIX, '答案有误'],
        [b, 0, 500, GradeChangeKind.KEY_FIX, '答案有误'],
      ].sort(),
    );
    const override = await fresh().findOneOrFail(KeyOverride, { examinationId: built.exam.id }, { filters: false });
    expect(override.question.options.map((option) => option.isCorrect)).toEqual([false, true]);
    // Statistics show the fixed key.
    const stats = await graphql<{ itemStats: Array<{ options: Array<{ isCorrect: boolean }> }> }>(
      app.http,
      'query ($id: ID!) { itemStats(examinationId: $id) { options { isCorrect } } }',
      { id: built.exam.id },
      {
        token: (
          await signedInUser(app.application.orm, app.http, {
            tenantId: tenant.tenantId,
            deptId: tenant.deptId,
            permissions: ['exam_score'],
          })
        ).token,
      },
    );
    expect(stats.data?.itemStats[0]?.options.map((option) => option.isCorrect)).toEqual([false, true]);
    // Running it again changes nothing.
    expect(
      (await graphql<{ regradeQuestion: { changed: number } }>(app.http, REGRADE, input(built, 'BOTH_WAYS'), { token })).data
        ?.regradeQuestion.changed,
    ).toBe(0);
  });

  it('should only raise scores in ONLY_RAISE and give everyone full marks in FULL_MARKS', async () => {
    const raise = await keyFixed();
    expect(
      (await graphql<{ regradeQuestion: { changed: number } }>(app.http, REGRADE, input(raise.built, 'ONLY_RAISE'), { token })).data
        ?.regradeQuestion.changed,
    ).toBe(1);
    expect(await scoreOf(raise.a)).toBe(500);
    expect(await scoreOf(raise.b)).toBe(500);
    const full = await keyFixed();
    expect(
      (await graphql<{ regradeQuestion: { changed: number } }>(app.http, REGRADE, input(full.built, 'FULL_MARKS'), { token })).data
        ?.regradeQuestion.changed,
    ).toBe(1);
    expect(await scoreOf(full.b)).toBe(500);
    const change = await fresh().findOneOrFail(GradeChange, { attemptId: full.b }, { filters: false });
    expect(change.kind).toBe(GradeChangeKind.REGRADE);
  });

  it('should refuse bad input, open examinations, other tenants and users without the code, writing nothing', async () => {
    const { built, a } = await keyFixed();
    const before = await fresh().count(GradeChange, {}, { filters: false });
    const noReason = await graphql(app.http, REGRADE, input(built, 'BOTH_WAYS', ''), { token, language: 'en' });
    expect(noReason.errors?.[0]?.extensions.fields).toEqual([{ field: 'reason', message: 'Please enter the reason for the regrade' }]);
    const manual = await graphql(
      app.http,
      REGRADE,
      { input: { examinationId: built.exam.id, questionId: built.questions[1]?.id, mode: 'BOTH_WAYS', reason: 'x' } },
      { token },
    );
    expect(manual.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const elsewhere = await graphql(
      app.http,
      REGRADE,
      { input: { examinationId: built.exam.id, questionId: '1234567890', mode: 'BOTH_WAYS', reason: 'x' } },
      { token },
    );
    expect(elsewhere.errors?.[0]?.message).toBe('该考试中没有这道题');
    const closing = await keyFixed(ExamStatus.CLOSING);
    expect((await graphql(app.http, REGRADE, input(closing.built, 'BOTH_WAYS'), { token })).errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect((await graphql(app.http, REGRADE, input(built, 'BOTH_WAYS'))).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const grader = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    expect((await graphql(app.http, REGRADE, input(built, 'BOTH_WAYS'), { token: grader.token })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    const other = await buildTenant(app.application.orm);
    const outsider = await signedInUser(app.application.orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: ['exam', 'exam_grade_regrade'],
    });
    expect((await graphql(app.http, REGRADE, input(built, 'BOTH_WAYS'), { token: outsider.token })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(await fresh().count(GradeChange, {}, { filters: false })).toBe(before);
    expect(await scoreOf(a)).toBe(500);
    expect(await fresh().count(KeyOverride, { examinationId: built.exam.id }, { filters: false })).toBe(0);
  });
});
