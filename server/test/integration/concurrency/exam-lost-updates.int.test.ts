import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { ExamAccommodation } from '../../../src/modules/exam/accommodation/accommodation.entity';
import { QuestionOption } from '../../../src/modules/exam/question/question-option.entity';
import { Question } from '../../../src/modules/exam/question/question.entity';
import { QuestionBank } from '../../../src/modules/exam/bank/question-bank.entity';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { AudienceMode, TimingMode } from '../../../src/modules/exam/shared/examination-enums';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { ExamPaperSnapshot } from '../../../src/modules/exam/examination/exam-paper-snapshot.entity';
import { buildExamScenario } from '../../factories/exam-attempt.factory';
import { buildExamination, buildReadyPaper, EXAMINATION_STAFF_CODES, HOUR_MS, signedInUser } from '../../factories/exam-delivery.factory';
import { buildBank, buildQuestions } from '../../factories/exam.factory';
import { buildTenant } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { SET_ACCOMMODATION, START_WITH, type StartedAttempt } from '../exam/access-operations';

/**
 * Lost updates in the exam area under MariaDB's REPEATABLE READ: the same change sent several times at once (a double
 * click, two staff members) must leave what one request after the other would. The embedded database runs one
 * transaction at a time; MariaDB runs the requests side by side, so these tests matter most there (run with DB_URL).
 * Papers: paper.int.test.ts ("same time"); grading: grading-paper.int.test.ts.
 */
const MINUTE_MS = 60_000;
const TIMES = 6;

describe('exam changes sent at the same time', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();

  /** An examination of 30 minutes per attempt, open for hours, and a staff member who may set accommodations (token). */
  const examinationWithStaff = async () => {
    const scenario = await buildExamScenario(app.application.orm, {
      timingMode: TimingMode.PER_ATTEMPT,
      durationMin: 30,
      closeAt: new Date(Date.now() + 6 * HOUR_MS),
    });
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: scenario.tenant.tenantId,
      deptId: scenario.tenant.deptId,
      permissions: ['exam', 'exam_examination', 'exam_examination_accommodation'],
    });
    return { scenario, staff: staff.token };
  };

  it("should move a running attempt's deadline to the accommodation stored when staff change it at the same time", async () => {
    const { scenario, staff } = await examinationWithStaff();
    const student = (await graphqlToken(app.http, scenario.tenant.tenantId, scenario.student.account, scenario.student.password))
      .accessToken;
    const accommodate = (extraTimeMin: number) =>
      graphql(
        app.http,
        SET_ACCOMMODATION,
        { input: { examinationId: scenario.exam.id, userId: scenario.student.id, extraTimeMin } },
        { token: staff },
      );
    expect((await accommodate(5)).errors).toBeUndefined();
    const started = await graphql<{ startAttempt: StartedAttempt }>(
      app.http,
      START_WITH,
      { examinationId: scenario.exam.id },
      { token: student },
    );
    expect(started.errors).toBeUndefined();
    const attemptId = started.data?.startAttempt.id as string;

    const results = await Promise.all(Array.from({ length: TIMES }, (_, index) => accommodate(10 * (index + 1))));
    expect(results.map((result) => result.errors?.[0]?.message)).toEqual(Array.from({ length: TIMES }, () => undefined));

    const stored = await em().findOneOrFail(
      ExamAccommodation,
      { examinationId: scenario.exam.id, userId: scenario.student.id },
      { filters: false },
    );
    const attempt = await em().findOneOrFail(Attempt, { id: attemptId }, { filters: false });
    // 30 minutes plus the extra time of the accommodation that is stored, whichever request wrote it last.
    expect((attempt.deadlineAt.getTime() - attempt.startedAt.getTime()) / MINUTE_MS).toBe(30 + stored.extraTimeMin);
  });

  it("should give an attempt started while staff set the candidate's accommodation the accommodation's deadline", async () => {
    // Several rounds (examinations) with both candidates: a start and an accommodation of the same candidate sent at once.
    const rounds = 3;
    const races: Array<() => Promise<string>> = [];
    for (let round = 0; round < rounds; round++) {
      const { scenario, staff } = await examinationWithStaff();
      for (const candidate of [scenario.student, scenario.otherStudent]) {
        const token = (await graphqlToken(app.http, scenario.tenant.tenantId, candidate.account, candidate.password)).accessToken;
        races.push(() =>
          Promise.all([
            graphql<{ startAttempt: StartedAttempt }>(app.http, START_WITH, { examinationId: scenario.exam.id }, { token }),
            graphql(
              app.http,
              SET_ACCOMMODATION,
              { input: { examinationId: scenario.exam.id, userId: candidate.id, extraTimeMin: 20 } },
              { token: staff },
            ),
          ]).then(([started, accommodated]) => {
            expect(started.errors).toBeUndefined();
            expect(accommodated.errors).toBeUndefined();
            return started.data?.startAttempt.id as string;
          }),
        );
      }
    }
    for (const attemptId of await Promise.all(races.map((race) => race()))) {
      const attempt = await em().findOneOrFail(Attempt, { id: attemptId }, { filters: false });
      // 30 minutes plus the 20 the accommodation gives, whichever of the two requests committed first.
      expect((attempt.deadlineAt.getTime() - attempt.startedAt.getTime()) / MINUTE_MS).toBe(50);
    }
  });

  it('should keep every option and count every edit when authors add options to one question at the same time', async () => {
    const tenant = await buildTenant(app.application.orm);
    const author = (
      await signedInUser(app.application.orm, app.http, {
        tenantId: tenant.tenantId,
        deptId: tenant.deptId,
        permissions: ['exam', 'exam_question', 'exam_question_edit'],
      })
    ).token;
    const bank = await buildBank(app.application.orm, { tenantId: tenant.tenantId });
    const [question] = await buildQuestions(app.application.orm, {
      tenantId: tenant.tenantId,
      bankId: bank.id,
      type: QuestionType.MULTIPLE_CHOICE,
    });
    const added = await Promise.all(
      Array.from({ length: TIMES }, (_, index) =>
        graphql(
          app.http,
          'mutation ($input: QuestionOptionSubmitInput!) { submitQuestionOption(input: $input) { id } }',
          { input: { questionId: question?.id, content: `选项 ${index}`, isCorrect: false } },
          { token: author },
        ),
      ),
    );
    expect(added.map((result) => result.errors?.[0]?.message)).toEqual(Array.from({ length: TIMES }, () => undefined));
    const options = await em().find(QuestionOption, { questionId: question?.id }, { filters: false, orderBy: { sort: 'asc' } });
    expect(options.map((option) => option.content).sort()).toEqual(
      ['对的', '错的', ...Array.from({ length: TIMES }, (_, index) => `选项 ${index}`)].sort(),
    );
    expect(new Set(options.map((option) => option.sort)).size).toBe(options.length);
    expect((await em().findOneOrFail(Question, { id: question?.id }, { filters: false })).version).toBe(1 + TIMES);

    // One option removed several times at once: removed once, counted once, one more edit.
    const doomed = options.find((option) => option.content === '选项 0')?.id;
    const removed = await Promise.all(
      Array.from({ length: TIMES }, () =>
        graphql<{ removeQuestionOptions: number }>(
          app.http,
          'mutation ($ids: [ID!]!) { removeQuestionOptions(ids: $ids) }',
          { ids: [doomed] },
          { token: author },
        ),
      ),
    );
    expect(removed.reduce((sum, result) => sum + (result.data?.removeQuestionOptions ?? 0), 0)).toBe(1);
    expect((await em().findOneOrFail(Question, { id: question?.id }, { filters: false })).version).toBe(2 + TIMES);
  });

  it('should never leave a question in a bank removed at the same time', async () => {
    const tenant = await buildTenant(app.application.orm);
    const author = (
      await signedInUser(app.application.orm, app.http, {
        tenantId: tenant.tenantId,
        deptId: tenant.deptId,
        permissions: ['exam', 'exam_question', 'exam_question_add', 'exam_bank', 'exam_bank_delete'],
      })
    ).token;
    for (let round = 0; round < 3; round += 1) {
      const bank = await buildBank(app.application.orm, { tenantId: tenant.tenantId });
      const [added, removed] = await Promise.all([
        graphql(
          app.http,
          'mutation ($input: QuestionInput!) { submitQuestion(input: $input) { id } }',
          { input: { bankId: bank.id, questionType: 'SHORT_ANSWER', stem: `并发 ${round}`, referenceAnswer: '答' } },
          { token: author },
        ),
        graphql(app.http, 'mutation ($ids: [ID!]!) { removeQuestionBanks(ids: $ids) }', { ids: [bank.id] }, { token: author }),
      ]);
      // One of the two wins: the question is refused (bank gone) or the removal is (the bank holds a question).
      expect([added.errors?.[0]?.extensions.code, removed.errors?.[0]?.extensions.code]).toEqual(
        added.errors ? ['VALIDATION', undefined] : [undefined, 'CONFLICT'],
      );
      const bankLive = await em().count(QuestionBank, { id: bank.id, isDeleted: 0 }, { filters: false });
      const questionsLive = await em().count(Question, { bankId: bank.id, isDeleted: 0 }, { filters: false });
      expect(bankLive === 0 && questionsLive > 0).toBe(false);
    }
  });

  it('should publish the paper the examination names when it is changed and published at the same time', async () => {
    const orm = app.application.orm;
    const tenant = await buildTenant(orm);
    const staff = (
      await signedInUser(orm, app.http, {
        tenantId: tenant.tenantId,
        deptId: tenant.deptId,
        permissions: ['exam', ...EXAMINATION_STAFF_CODES],
      })
    ).token;
    for (let round = 0; round < 3; round += 1) {
      const [first, second] = [await buildReadyPaper(orm, tenant), await buildReadyPaper(orm, tenant)];
      const exam = await buildExamination(orm, {
        tenantId: tenant.tenantId,
        paperId: first.paper.id,
        audienceMode: AudienceMode.OPEN_TO_TENANT,
      });
      const input = {
        name: exam.name,
        paperId: second.paper.id,
        openAt: exam.openAt.toISOString(),
        closeAt: exam.closeAt.toISOString(),
        durationMin: 60,
        audienceMode: 'OPEN_TO_TENANT',
      };
      const [updated, published] = await Promise.all([
        graphql(
          app.http,
          'mutation ($id: ID!, $input: ExaminationInput!) { updateExamination(id: $id, input: $input) { id } }',
          {
            id: exam.id,
            input,
          },
          { token: staff },
        ),
        graphql(app.http, 'mutation ($id: ID!) { publishExamination(id: $id) { id } }', { id: exam.id }, { token: staff }),
      ]);
      expect(published.errors?.[0]?.extensions.code ?? 'OK').toMatch(/^(OK|CONFLICT)$/);
      expect(updated.errors?.[0]?.extensions.code ?? 'OK').toMatch(/^(OK|CONFLICT)$/);
      const stored = await em().findOneOrFail(Examination, { id: exam.id }, { filters: false });
      const snapshot = await em().findOne(ExamPaperSnapshot, { examinationId: exam.id }, { filters: false });
      // Published: the snapshot is of the paper the examination names, whichever request came first.
      expect(snapshot ? snapshot.data.paperId : stored.paperId).toBe(stored.paperId);
    }
  });

  it('should refuse a bank code taken at the same time with its own message', async () => {
    const tenant = await buildTenant(app.application.orm);
    const author = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_bank', 'exam_bank_add'],
    });
    const results = await Promise.all(
      Array.from({ length: TIMES }, () =>
        graphql(
          app.http,
          'mutation ($input: QuestionBankInput!) { submitQuestionBank(input: $input) { id } }',
          { input: { name: '并发题库', code: 'RACE' } },
          { token: author.token },
        ),
      ),
    );
    expect(results.map((result) => String(result.errors?.[0]?.extensions.messageKey ?? 'OK')).sort()).toEqual(
      ['OK', ...Array.from({ length: TIMES - 1 }, () => 'exam.bankCodeExists')].sort(),
    );
    expect(await em().count(QuestionBank, { tenantId: tenant.tenantId, code: 'RACE', isDeleted: 0 }, { filters: false })).toBe(1);
  });
});
