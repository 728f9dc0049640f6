import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { GradeChange } from '../../../src/modules/exam/grading/grade-change.entity';
import { GradingLock } from '../../../src/modules/exam/grading/grading-lock.entity';
import { AttemptGradingState, GradeChangeKind, ItemGradingState } from '../../../src/modules/exam/shared/attempt-enums';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { signedInUser } from '../../factories/exam-delivery.factory';
import { buildAttempt, buildGradingExam, type GradingExam } from '../../factories/exam-grading.factory';
import { buildTenant, buildUser, type BuiltTenant, type BuiltUser } from '../../factories/system.factory';
import { graphql, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const QUEUE = `
    query ($id: ID!, $filter: GradingQueueFilter) {
      gradingQueue(examinationId: $id, filter: $filter) {
        total
        records {
          id
          userId
          candidateName
          answerText
          maxScore
          score
          gradingState
          lockedBy
          questionType
        }
      }
    }
  `;
const GRADE = 'mutation ($input: GradeItemInput!) { gradeItem(input: $input) { id score feedback gradingState graderId } }';
const TAKE = 'mutation ($id: ID!) { takeGradingLock(examinationId: $id) { id lockedBy } }';
const RELEASE = 'mutation ($id: ID!) { releaseResults(examinationId: $id) { examStatus resultsReleasedAt } }';

describe('manual grading and results release', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let grader: BuiltUser & { token: string };
  let second: BuiltUser & { token: string };

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await buildTenant(app.application.orm);
    grader = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade', 'exam_grade_release'],
    });
    second = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade'],
    });
  }, 60_000);

  afterAll(async () => {
    await app.close();
  }, 60_000);

  const orm = () => app.application.orm;
  const fresh = () => orm().em.fork();

  /** An examination in GRADING with `count` candidates: two choice answers auto-graded (5 + 0), one short answer waiting. */
  async function gradingExam(count: number): Promise<{ built: GradingExam; items: AttemptItem[]; attempts: Attempt[] }> {
    const built = await buildGradingExam(orm(), { tenantId: tenant.tenantId, passScore: 1000 });
    const items: AttemptItem[] = [];
    const attempts: Attempt[] = [];
    for (let index = 0; index < count; index += 1) {
      const user = await buildUser(orm(), { tenantId: tenant.tenantId, roleIds: [tenant.adminRoleId], deptId: tenant.deptId });
      const made = await buildAttempt(orm(), {
        tenantId: tenant.tenantId,
        exam: built,
        userId: user.id,
        items: [{ score: 500 }, { score: 0 }, { score: null, response: { text: `答案 ${index}` } }],
      });
      attempts.push(made.attempt);
      items.push(made.items[2] as AttemptItem);
    }
    return { built, items, attempts };
  }

  /** One examination graded to the end; the `it`s work in order on the examination built in beforeAll. */
  describe('grading an examination to the release of its results', () => {
    let built: GradingExam;
    let items: AttemptItem[];
    let attempts: Attempt[];

    beforeAll(async () => {
      ({ built, items, attempts } = await gradingExam(2));
    });

    it('should list the answers waiting for a grader', async () => {
      const queue = await graphql<{
        gradingQueue: {
          total: number;
          records: Array<{ id: string; answerText: string; maxScore: number; score: number | null; questionType: string }>;
        };
      }>(app.http, QUEUE, { id: built.exam.id }, { token: grader.token });
      expect(queue.errors).toBeUndefined();
      expect(queue.data?.gradingQueue.total).toBe(2);
      expect(queue.data?.gradingQueue.records[0]).toMatchObject({
        id: items[0]?.id,
        answerText: '答案 0',
        maxScore: 5,
        score: null,
        questionType: 'SHORT_ANSWER',
      });
    });

    it('should grade an answer and recompute its attempt, the examination still GRADING', async () => {
      const first = await graphql<{ gradeItem: { score: number; feedback: string; gradingState: string } }>(
        app.http,
        GRADE,
        { input: { itemId: items[0]?.id, score: 4.5, comment: '要点齐全' } },
        { token: grader.token },
      );
      expect(first.errors).toBeUndefined();
      expect(first.data?.gradeItem).toMatchObject({ score: 4.5, feedback: '要点齐全', gradingState: 'MANUALLY_GRADED' });
      const attempt = await fresh().findOneOrFail(Attempt, { id: attempts[0]?.id }, { filters: false });
      expect(attempt).toMatchObject({ totalScore: 950, manualScore: 450, gradingState: AttemptGradingState.GRADED, passed: false });
      expect((await fresh().findOneOrFail(Examination, { id: built.exam.id }, { filters: false })).examStatus).toBe(ExamStatus.GRADING);
    });

    it('should audit a changed mark again, with the old score and the reason', async () => {
      await graphql(app.http, GRADE, { input: { itemId: items[0]?.id, score: 5, reason: '复核' } }, { token: grader.token });
      const changes = await fresh().find(
        GradeChange,
        { attemptItemId: items[0]?.id },
        { filters: false, orderBy: { changedAt: 'asc', id: 'asc' } },
      );
      expect(changes.map((change) => [change.oldScore, change.newScore, change.kind, change.byUserId])).toEqual([
        [null, 450, GradeChangeKind.MANUAL, grader.id],
        [450, 500, GradeChangeKind.MANUAL, grader.id],
      ]);
      expect(changes[1]?.reason).toBe('复核');
      expect((await fresh().findOneOrFail(Attempt, { id: attempts[0]?.id }, { filters: false })).passed).toBe(true);
    });

    it('should refuse releasing results while answers wait', async () => {
      const early = await graphql(app.http, RELEASE, { id: built.exam.id }, { token: grader.token });
      expect(early.errors?.[0]?.extensions.code).toBe('CONFLICT');
    });

    it('should move the examination to GRADED with the last answer graded', async () => {
      await graphql(app.http, GRADE, { input: { itemId: items[1]?.id, score: 0 } }, { token: second.token });
      expect((await fresh().findOneOrFail(Examination, { id: built.exam.id }, { filters: false })).examStatus).toBe(ExamStatus.GRADED);
      const pending = await graphql<{ gradingQueue: { total: number } }>(app.http, QUEUE, { id: built.exam.id }, { token: grader.token });
      expect(pending.data?.gradingQueue.total).toBe(0);
      const graded = await graphql<{ gradingQueue: { total: number } }>(
        app.http,
        QUEUE,
        { id: built.exam.id, filter: { state: 'GRADED' } },
        { token: grader.token },
      );
      expect(graded.data?.gradingQueue.total).toBe(2);
    });

    it('should refuse the release to a grader without exam_grade_release', async () => {
      const notAllowed = await graphql(app.http, RELEASE, { id: built.exam.id }, { token: second.token });
      expect(notAllowed.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    });

    it('should release the results once', async () => {
      const released = await graphql<{ releaseResults: { examStatus: string; resultsReleasedAt: string } }>(
        app.http,
        RELEASE,
        { id: built.exam.id },
        { token: grader.token },
      );
      expect(released.data?.releaseResults.examStatus).toBe('RESULTS_RELEASED');
      const stored = await fresh().findOneOrFail(Examination, { id: built.exam.id }, { filters: false });
      expect(stored.examStatus).toBe(ExamStatus.RESULTS_RELEASED);
      expect(stored.resultsReleasedAt).toBeInstanceOf(Date);
      expect((await graphql(app.http, RELEASE, { id: built.exam.id }, { token: grader.token })).errors?.[0]?.extensions.code).toBe(
        'CONFLICT',
      );
    });
  });

  it('should refuse scores above the maximum or with three decimals, and automatic answers, writing nothing', async () => {
    const { items, attempts } = await gradingExam(1);
    const before = await fresh().count(GradeChange, {}, { filters: false });
    const above = await graphql(app.http, GRADE, { input: { itemId: items[0]?.id, score: 5.5 } }, { token: grader.token, language: 'en' });
    expect(above.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(above.errors?.[0]?.extensions.fields).toEqual([
      { field: 'score', message: 'The score cannot be above the question maximum of 5 points' },
    ]);
    const decimals = await graphql(app.http, GRADE, { input: { itemId: items[0]?.id, score: 1.234 } }, { token: grader.token });
    expect(decimals.errors?.[0]?.extensions.fields?.[0]).toEqual({ field: 'score', message: '分值须为 0~10000 之间、最多两位小数的数字' });
    const negative = await graphql(app.http, GRADE, { input: { itemId: items[0]?.id, score: -1 } }, { token: grader.token });
    expect(negative.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const choice = await fresh().findOneOrFail(AttemptItem, { attemptId: attempts[0]?.id, slot: 1 }, { filters: false });
    const auto = await graphql(app.http, GRADE, { input: { itemId: choice.id, score: 1 } }, { token: grader.token });
    expect(auto.errors?.[0]).toMatchObject({ message: '该题由系统自动评分，不能人工评分', extensions: { code: 'VALIDATION' } });
    expect(await fresh().count(GradeChange, {}, { filters: false })).toBe(before);
    expect((await fresh().findOneOrFail(AttemptItem, { id: items[0]?.id }, { filters: false })).gradingState).toBe(
      ItemGradingState.NEEDS_MANUAL,
    );
  });

  it('should never give two graders the same answer, and let a lock be taken over once it expired', async () => {
    const { built, items } = await gradingExam(3);
    const [a, b] = await Promise.all([
      graphql<{ takeGradingLock: { id: string; lockedBy: string } }>(app.http, TAKE, { id: built.exam.id }, { token: grader.token }),
      graphql<{ takeGradingLock: { id: string; lockedBy: string } }>(app.http, TAKE, { id: built.exam.id }, { token: second.token }),
    ]);
    const mine = a.data?.takeGradingLock;
    const theirs = b.data?.takeGradingLock;
    expect(mine?.lockedBy).toBe(grader.id);
    expect(theirs?.lockedBy).toBe(second.id);
    expect(mine?.id).not.toBe(theirs?.id);
    // Asking again returns the answer already held.
    expect(
      (await graphql<{ takeGradingLock: { id: string } }>(app.http, TAKE, { id: built.exam.id }, { token: grader.token })).data
        ?.takeGradingLock.id,
    ).toBe(mine?.id);
    const blocked = await graphql(app.http, GRADE, { input: { itemId: theirs?.id, score: 1 } }, { token: grader.token });
    expect(blocked.errors?.[0]?.extensions.code).toBe('CONFLICT');
    // A third grader gets the third answer; a fourth finds nothing left.
    const thirdGrader = await signedInUser(orm(), app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    const third = await graphql<{ takeGradingLock: { id: string } }>(app.http, TAKE, { id: built.exam.id }, { token: thirdGrader.token });
    const fourthGrader = await signedInUser(orm(), app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    const none = await graphql<{ takeGradingLock: null }>(app.http, TAKE, { id: built.exam.id }, { token: fourthGrader.token });
    expect(none.errors).toBeUndefined();
    expect(none.data?.takeGradingLock).toBeNull();
    expect(new Set([mine?.id, theirs?.id, third.data?.takeGradingLock.id]).size).toBe(3);
    expect(items.map((item) => item.id).sort()).toEqual([mine?.id, theirs?.id, third.data?.takeGradingLock.id].sort());
    // An abandoned lock may be taken over after it expired.
    await fresh().nativeUpdate(
      GradingLock,
      { lockKey: `item:${theirs?.id}` },
      { expiresAt: new Date(Date.now() - 1000) },
      { filters: false },
    );
    const takeOver = await graphql(app.http, GRADE, { input: { itemId: theirs?.id, score: 2 } }, { token: grader.token });
    expect(takeOver.errors).toBeUndefined();
  });

  it('should refuse anonymous callers, users without the code, students and other tenants', async () => {
    const { built, items } = await gradingExam(1);
    expect((await graphql(app.http, QUEUE, { id: built.exam.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const student = await signedInUser(orm(), app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_take'],
    });
    const author = await signedInUser(orm(), app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_question'],
    });
    for (const token of [student.token, author.token]) {
      expect((await graphql(app.http, QUEUE, { id: built.exam.id }, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect((await graphql(app.http, GRADE, { input: { itemId: items[0]?.id, score: 1 } }, { token })).errors?.[0]?.extensions.code).toBe(
        'FORBIDDEN',
      );
      expect((await graphql(app.http, TAKE, { id: built.exam.id }, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect((await graphql(app.http, RELEASE, { id: built.exam.id }, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const other = await buildTenant(orm());
    const outsider = await signedInUser(orm(), app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: ['exam', 'exam_grade', 'exam_grade_release'],
    });
    expect((await graphql(app.http, QUEUE, { id: built.exam.id }, { token: outsider.token })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await graphql(app.http, GRADE, { input: { itemId: items[0]?.id, score: 1 } }, { token: outsider.token })).errors?.[0]?.extensions
        .code,
    ).toBe('NOT_FOUND');
    expect((await graphql(app.http, TAKE, { id: built.exam.id }, { token: outsider.token })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await graphql(app.http, RELEASE, { id: built.exam.id }, { token: outsider.token })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(await fresh().count(GradeChange, { attemptItemId: items[0]?.id }, { filters: false })).toBe(0);
    expect(await fresh().count(GradingLock, { attemptItemId: items[0]?.id }, { filters: false })).toBe(0);
  });

  it('should serve getUserExamGradin and examGrading in the legacy shapes', async () => {
    const { built, items } = await gradingExam(1);
    const adminToken = (await legacyToken(app.http, tenant.tenantId, 'admin', 'admin-pass')).access_token;
    const auth = { 'Blade-Auth': `bearer ${adminToken}` };
    expect(
      (await app.http.get('/api/blade-exam/examination/examExamination/getUserExamGradin').query({ examId: built.exam.id })).status,
    ).toBe(401);
    const forbidden = await app.http
      .get('/api/blade-exam/examination/examExamination/getUserExamGradin')
      .query({ examId: built.exam.id })
      .set(auth);
    expect(forbidden.status).toBe(403);
    const token = (await legacyToken(app.http, tenant.tenantId, grader.account, grader.password)).access_token;
    const headers = { 'Blade-Auth': `bearer ${token}` };
    const list = await app.http
      .get('/api/blade-exam/examination/examExamination/getUserExamGradin')
      .query({ examId: built.exam.id, current: 1, size: 10 })
      .set(headers);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, current: 1, size: 10, pages: 1, orders: [] });
    expect(list.body.data.records[0]).toMatchObject({
      id: items[0]?.id,
      examId: built.exam.id,
      answer: '答案 0',
      score: -1,
      comment: '',
      gradedTime: '',
      subjectType: -1,
      maxScore: 5,
    });
    const badScore = await app.http
      .post('/api/blade-exam/examination/examExamination/examGrading')
      .set(headers)
      .send({ id: items[0]?.id, score: 9 });
    expect(badScore.status).toBe(400);
    expect(badScore.body).toMatchObject({ code: 400, success: false, msg: '得分不能超过本题满分 5 分' });
    const graded = await app.http
      .post('/api/blade-exam/examination/examExamination/examGrading')
      .set(headers)
      .send({ id: items[0]?.id, score: '3.5', comment: '不错' });
    expect(graded.body).toMatchObject({
      code: 200,
      success: true,
      data: { id: items[0]?.id, score: 3.5, comment: '不错', gradingState: 'MANUALLY_GRADED' },
    });
    expect(graded.body.data.gradedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const missing = await app.http.get('/api/blade-exam/examination/examExamination/getUserExamGradin').set(headers);
    expect(missing.status).toBe(400);
  });
});
