import ExcelJS from 'exceljs';
import pino from 'pino';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { GradingStatusSweep, ResultsReleaseSweep } from '../../../src/modules/exam/grading/grading-sweeps';
import { SweepRunner } from '../../../src/core/background/sweep-runner';
import { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { buildExamination, signedInUser } from '../../factories/exam-delivery.factory';
import { buildAttempt, buildGradingExam, MINUTE_MS, type GradingExam } from '../../factories/exam-grading.factory';
import { buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql, legacyToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const STATS = `
    query ($id: ID!) {
      examStats(examinationId: $id) {
        paperTotal
        started
        submitted
        graded
        absent
        mean
        median
        sd
        min
        max
        passRate
        timeUsedMeanSeconds
        distribution {
          fromPercent
          count
        }
        cronbachAlpha
      }
    }
  `;
const ITEMS = `
    query ($id: ID!) {
      itemStats(examinationId: $id) {
        questionId
        responses
        maxScore
        meanScore
        facility
        sd
        omitRate
        discrimination
        upperLowerIndex
        options {
          optionId
          isCorrect
          count
        }
      }
    }
  `;
const SCORES =
  'query ($id: ID!) { examScores(examinationId: $id) { total records { userId candidateName deptName attemptsUsed finalScore passed } } }';
const DASHBOARD = `
    {
      staffDashboard {
        openNow
        pendingManualGrading
        banks
        bankSizes {
          questionType
          questionStatus
          count
        }
        recentPassRates {
          examinationId
          graded
          passed
          passRate
        }
        attemptTrend {
          day
          submitted
        }
      }
    }
  `;

describe('exam statistics, scores and dashboards', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let built: GradingExam;
  let users: string[];

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    tenant = await buildTenant(orm);
    // Three one-point choice questions; four candidates in a Guttman pattern (3, 2, 1, 0 points), pass mark 2.
    built = await buildGradingExam(orm, {
      tenantId: tenant.tenantId,
      types: [QuestionType.SINGLE_CHOICE, QuestionType.SINGLE_CHOICE, QuestionType.SINGLE_CHOICE],
      score: 100,
      passScore: 200,
      status: ExamStatus.GRADED,
    });
    const right = (index: number) => ({
      score: 100,
      response: { optionIds: [built.frozen.get(built.questions[index]?.id ?? '')?.options[0]?.id ?? ''] },
    });
    const wrong = (index: number) => ({
      score: 0,
      response: { optionIds: [built.frozen.get(built.questions[index]?.id ?? '')?.options[1]?.id ?? ''] },
    });
    const patterns = [
      [right(0), right(1), right(2)],
      [right(0), right(1), wrong(2)],
      [right(0), wrong(1), wrong(2)],
      [{ score: 0, response: null }, wrong(1), wrong(2)],
    ];
    users = [];
    for (const [index, items] of patterns.entries()) {
      const user = await buildUser(orm, {
        tenantId: tenant.tenantId,
        account: `cand${index}`,
        roleIds: [tenant.adminRoleId],
        deptId: tenant.deptId,
      });
      users.push(user.id);
      const startedAt = new Date(Date.now() - 120 * MINUTE_MS);
      await buildAttempt(orm, {
        tenantId: tenant.tenantId,
        exam: built,
        userId: user.id,
        items,
        startedAt,
        submittedAt: new Date(startedAt.getTime() + (index + 1) * 10 * MINUTE_MS),
      });
    }
    // The best candidate's second attempt scores 0: HIGHEST keeps 3 points, item analysis keeps first attempts.
    await buildAttempt(orm, {
      tenantId: tenant.tenantId,
      exam: built,
      userId: users[0] ?? '',
      attemptNo: 2,
      items: [wrong(0), wrong(1), wrong(2)],
    });
  }, 60_000);

  afterAll(async () => {
    await app.close();
  }, 60_000);

  it('should compute the examination statistics of the hand-checked fixture', async () => {
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_score'],
    });
    const result = await graphql<{
      examStats: Record<string, unknown> & {
        sd: number;
        cronbachAlpha: number;
        distribution: Array<{ fromPercent: number; count: number }>;
      };
    }>(app.http, STATS, { id: built.exam.id }, { token: staff.token });
    expect(result.errors).toBeUndefined();
    const stats = result.data?.examStats;
    expect(stats).toMatchObject({
      paperTotal: 3,
      started: 4,
      submitted: 4,
      graded: 4,
      absent: 0,
      mean: 1.5,
      median: 1.5,
      min: 0,
      max: 3,
      passRate: 0.5,
      timeUsedMeanSeconds: 1500,
    });
    // Totals 3, 2, 1, 0 points: sample variance 5/3.
    expect(stats?.sd).toBeCloseTo(Math.sqrt(5 / 3), 2);
    expect(stats?.cronbachAlpha).toBeCloseTo(0.75, 10);
    expect(stats?.distribution.map((bucket) => bucket.count)).toEqual([1, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
  });

  it('should analyse each question over first attempts', async () => {
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_score'],
    });
    const result = await graphql<{
      itemStats: Array<{
        questionId: string;
        facility: number;
        sd: number;
        omitRate: number;
        discrimination: number;
        upperLowerIndex: number;
        options: Array<{ isCorrect: boolean; count: number }>;
      }>;
    }>(app.http, ITEMS, { id: built.exam.id }, { token: staff.token });
    const [q1, q2, q3] = result.data?.itemStats ?? [];
    expect(q1).toMatchObject({
      questionId: built.questions[0]?.id,
      responses: 4,
      maxScore: 1,
      meanScore: 0.75,
      facility: 0.75,
      omitRate: 0.25,
      upperLowerIndex: 1,
    });
    expect(q1?.discrimination).toBeCloseTo(7500 / Math.sqrt(7500 * 27500), 10);
    expect(q1?.options.map((option) => [option.isCorrect, option.count])).toEqual([
      [true, 3],
      [false, 0],
    ]);
    expect(q2).toMatchObject({ facility: 0.5, omitRate: 0 });
    expect(q2?.options.map((option) => option.count)).toEqual([2, 2]);
    expect(q3?.facility).toBe(0.25);
  });

  it('should list final scores best first and export them as a workbook', async () => {
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_score', 'exam_score_export'],
    });
    const scores = await graphql<{
      examScores: {
        total: number;
        records: Array<{ userId: string; attemptsUsed: number; finalScore: number; passed: boolean; deptName: string }>;
      };
    }>(app.http, SCORES, { id: built.exam.id }, { token: staff.token });
    expect(scores.data?.examScores.total).toBe(4);
    expect(scores.data?.examScores.records.map((row) => [row.userId, row.attemptsUsed, row.finalScore, row.passed])).toEqual([
      [users[0], 2, 3, true],
      [users[1], 1, 2, true],
      [users[2], 1, 1, false],
      [users[3], 1, 0, false],
    ]);
    expect(scores.data?.examScores.records[0]?.deptName).toBe(`Dept ${tenant.tenantId}`);
    const token = (await legacyToken(app.http, tenant.tenantId, staff.account, staff.password)).access_token;
    const response = await app.http
      .get('/api/blade-exam/examination/examExamination/export-score')
      .query({ examId: built.exam.id })
      .set('Blade-Auth', `bearer ${token}`)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, '账号', '姓名', '部门', '考试次数', '成绩', '是否及格', '交卷时间']);
    expect(sheet?.getRow(2).getCell(1).value).toBe('cand0');
    expect(sheet?.getRow(2).getCell(5).value).toBe(3);
    expect(sheet?.rowCount).toBe(5);
  });

  it('should refuse statistics to anonymous callers, graders without the code, students and other tenants', async () => {
    const orm = app.application.orm;
    expect((await graphql(app.http, STATS, { id: built.exam.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const student = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_take'],
    });
    const viewer = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_score'],
    });
    for (const query of [STATS, ITEMS, SCORES]) {
      expect((await graphql(app.http, query, { id: built.exam.id }, { token: student.token })).errors?.[0]?.extensions.code).toBe(
        'FORBIDDEN',
      );
    }
    expect((await graphql(app.http, DASHBOARD, {}, { token: student.token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const legacy = (await legacyToken(app.http, tenant.tenantId, viewer.account, viewer.password)).access_token;
    const noExport = await app.http
      .get('/api/blade-exam/examination/examExamination/export-score')
      .query({ examId: built.exam.id })
      .set('Blade-Auth', `bearer ${legacy}`);
    expect(noExport.status).toBe(403);
    const other = await buildTenant(orm);
    const outsider = await signedInUser(orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: ['exam', 'exam_score', 'exam_score_export'],
    });
    for (const query of [STATS, ITEMS, SCORES]) {
      expect((await graphql(app.http, query, { id: built.exam.id }, { token: outsider.token })).errors?.[0]?.extensions.code).toBe(
        'NOT_FOUND',
      );
    }
    const badId = await graphql(app.http, STATS, { id: 'abc' }, { token: viewer.token });
    expect(badId.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('should show the staff dashboard of the tenant only', async () => {
    const orm = app.application.orm;
    const staff = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_grade'],
    });
    const now = Date.now();
    await buildExamination(orm, {
      tenantId: tenant.tenantId,
      paperId: built.exam.paperId,
      status: ExamStatus.OPEN,
      openAt: new Date(now - MINUTE_MS),
      closeAt: new Date(now + 60 * MINUTE_MS),
    });
    const pending = await buildGradingExam(orm, { tenantId: tenant.tenantId });
    await buildAttempt(orm, {
      tenantId: tenant.tenantId,
      exam: pending,
      userId: users[1] ?? '',
      items: [{ score: 500 }, { score: 0 }, { score: null, response: { text: '待批改' } }],
    });
    const result = await graphql<{
      staffDashboard: {
        openNow: number;
        pendingManualGrading: number;
        banks: number;
        bankSizes: Array<{ questionType: string; count: number }>;
        recentPassRates: Array<{ examinationId: string; passRate: number }>;
        attemptTrend: Array<{ submitted: number }>;
      };
    }>(app.http, DASHBOARD, {}, { token: staff.token });
    expect(result.errors).toBeUndefined();
    const board = result.data?.staffDashboard;
    expect(board).toMatchObject({ openNow: 1, pendingManualGrading: 1, banks: 2 });
    expect(board?.bankSizes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionType: 'SINGLE_CHOICE', count: 5 }),
        expect.objectContaining({ questionType: 'SHORT_ANSWER', count: 1 }),
      ]),
    );
    expect(board?.recentPassRates.find((row) => row.examinationId === built.exam.id)?.passRate).toBe(0.5);
    expect(board?.attemptTrend).toHaveLength(30);
    expect(board?.attemptTrend.reduce((sum, day) => sum + day.submitted, 0)).toBe(6);
    // Another tenant's dashboard sees none of it.
    const other = await buildTenant(orm);
    const outsider = await signedInUser(orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: ['exam', 'exam_examination'],
    });
    const empty = await graphql<{ staffDashboard: { openNow: number; pendingManualGrading: number; banks: number } }>(
      app.http,
      DASHBOARD,
      {},
      { token: outsider.token },
    );
    expect(empty.data?.staffDashboard).toMatchObject({ openNow: 0, pendingManualGrading: 0, banks: 0 });
  });

  it('should move examinations through GRADING and GRADED and release results at their time, once across nodes', async () => {
    const orm = app.application.orm;
    const now = new Date();
    const closing = await buildGradingExam(orm, { tenantId: tenant.tenantId, status: ExamStatus.CLOSING });
    await buildAttempt(orm, {
      tenantId: tenant.tenantId,
      exam: closing,
      userId: users[0] ?? '',
      items: [{ score: 500 }, { score: 500 }, { score: 500 }],
    });
    const stillOpen = await buildGradingExam(orm, { tenantId: tenant.tenantId, status: ExamStatus.CLOSING });
    await buildAttempt(orm, {
      tenantId: tenant.tenantId,
      exam: stillOpen,
      userId: users[0] ?? '',
      state: AttemptState.OVERDUE,
      items: [{ score: null }, { score: null }, { score: null }],
    });
    const waiting = await buildGradingExam(orm, { tenantId: tenant.tenantId, status: ExamStatus.CLOSING });
    await buildAttempt(orm, {
      tenantId: tenant.tenantId,
      exam: waiting,
      userId: users[0] ?? '',
      items: [{ score: 500 }, { score: 500 }, { score: null }],
    });
    const due = await buildGradingExam(orm, {
      tenantId: tenant.tenantId,
      status: ExamStatus.GRADED,
      resultsReleaseAt: new Date(now.getTime() - 1000),
    });
    const later = await buildGradingExam(orm, {
      tenantId: tenant.tenantId,
      status: ExamStatus.GRADED,
      resultsReleaseAt: new Date(now.getTime() + 60 * MINUTE_MS),
    });
    const runner = () =>
      new SweepRunner(
        [new GradingStatusSweep(), new ResultsReleaseSweep()],
        async () => [orm.em.fork({ useContext: false })],
        pino({ level: 'silent' }),
      );
    await Promise.all([runner().runOnce(now), runner().runOnce(now)]);
    const statusOf = async (id: string) => (await orm.em.fork().findOneOrFail(Examination, { id }, { filters: false })).examStatus;
    expect(await statusOf(closing.exam.id)).toBe(ExamStatus.GRADED);
    expect(await statusOf(stillOpen.exam.id)).toBe(ExamStatus.CLOSING);
    expect(await statusOf(waiting.exam.id)).toBe(ExamStatus.GRADING);
    expect(await statusOf(due.exam.id)).toBe(ExamStatus.RESULTS_RELEASED);
    expect(await statusOf(later.exam.id)).toBe(ExamStatus.GRADED);
    expect((await orm.em.fork().findOneOrFail(Examination, { id: due.exam.id }, { filters: false })).resultsReleasedAt).toEqual(now);
    expect(await runner().runOnce(now)).toEqual({ gradingStatus: 0, resultsRelease: 0 });
  });

  it('should serve indexData in the legacy shape to staff only', async () => {
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_examination'],
    });
    const student = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_take'],
    });
    const call = async (account: string, password: string) =>
      app.http.get('/api/blade-exam/examination/data/indexData').set(await legacyAuth(app.http, tenant.tenantId, account, password));
    const ok = await call(staff.account, staff.password);
    expect(ok.body).toMatchObject({
      code: 200,
      success: true,
      data: { bankCount: expect.any(Number), pendingGrading: expect.any(Number) },
    });
    expect(ok.body.data.bankCount).toBeGreaterThanOrEqual(2);
    expect(ok.body.data.trend[29]).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: expect.any(Number) });
    expect(ok.body.data.recentPassRates[0]).toMatchObject({
      examId: expect.any(String),
      endTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await call(student.account, student.password)).status).toBe(403);
    expect((await app.http.get('/api/blade-exam/examination/data/indexData')).status).toBe(401);
  });
});
