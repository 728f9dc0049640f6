import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { ExamCandidate } from '../../../src/modules/exam/candidate/exam-candidate.entity';
import { CandidateStatus } from '../../../src/modules/exam/shared/examination-enums';
import { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import { buildCandidate } from '../../factories/exam-delivery.factory';
import { buildRole, buildUser } from '../../factories/system.factory';
import { SABER_BASIC, graphql, graphqlToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

jest.setTimeout(60_000);

const STUDENT = '/api/blade-examExaminationStudent/examExaminationStudent';
const START = 'mutation ($examinationId: ID!) { startAttempt(examinationId: $examinationId) { id attemptNo state } }';

describe('legacy student paths: a GET never uses up an attempt; detail and submit of the own attempt', () => {
  let app: TestApp;
  let scenario: ExamScenario;

  beforeAll(async () => {
    app = await startTestApp();
    scenario = await buildExamScenario(app.application.orm, { maxAttempts: 3 });
  });

  afterAll(async () => {
    await app.close();
  });

  const bearer = async (user: { account: string; password: string }, tenantId = scenario.tenant.tenantId) => ({
    Authorization: SABER_BASIC,
    ...(await legacyAuth(app.http, tenantId, user.account, user.password)),
  });
  const attempts = () =>
    app.application.orm.em.fork().count(Attempt, { examinationId: scenario.exam.id, userId: scenario.student.id }, { filters: false });

  it('resumes the open attempt, shows the submitted one on every later GET, and starts again only through the explicit start', async () => {
    const auth = await bearer(scenario.student);
    const first = await app.http.get(`${STUDENT}/getTestIndex`).query({ examId: scenario.exam.id }).set(auth);
    expect(first.body).toMatchObject({ code: 200, data: { attemptNo: 1, state: 'IN_PROGRESS' } });
    const attemptId = first.body.data.id as string;
    const resumed = await app.http.get(`${STUDENT}/getTestIndex`).query({ examId: scenario.exam.id }).set(auth);
    expect(resumed.body.data).toMatchObject({ id: attemptId, state: 'IN_PROGRESS' });
    expect(await attempts()).toBe(1);

    const detail = await app.http.get(`${STUDENT}/detail`).query({ id: attemptId }).set(auth);
    expect(detail.body).toMatchObject({ code: 200, data: { id: attemptId, examId: scenario.exam.id, state: 'IN_PROGRESS' } });
    expect(JSON.stringify(detail.body)).not.toMatch(/isRight|isCorrect|analysis|rightAnswer/);

    const submitted = await app.http.post(`${STUDENT}/submit`).set(auth).send({ id: attemptId });
    expect(submitted.body).toMatchObject({ code: 200, success: true, data: { id: attemptId, state: AttemptState.SUBMITTED } });
    expect(submitted.body.data.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A repeated legacy submit answers the same outcome.
    expect((await app.http.post(`${STUDENT}/submit`).set(auth).query({ id: attemptId })).body).toMatchObject({
      code: 200,
      data: { id: attemptId, state: AttemptState.SUBMITTED },
    });

    for (let call = 0; call < 2; call += 1) {
      const shown = await app.http.get(`${STUDENT}/getTestIndex`).query({ examId: scenario.exam.id }).set(auth);
      expect(shown.body).toMatchObject({ code: 200, data: { id: attemptId, attemptNo: 1, state: AttemptState.SUBMITTED } });
      expect(shown.body.data.submitTime).not.toBe('');
    }
    expect(await attempts()).toBe(1);

    const token = (await graphqlToken(app.http, scenario.tenant.tenantId, scenario.student.account, scenario.student.password)).accessToken;
    const started = await graphql<{ startAttempt: { id: string; attemptNo: number } }>(
      app.http,
      START,
      { examinationId: scenario.exam.id },
      { token },
    );
    expect(started.data?.startAttempt.attemptNo).toBe(2);
    expect(await attempts()).toBe(2);
    const second = await app.http.get(`${STUDENT}/getTestIndex`).query({ examId: scenario.exam.id }).set(auth);
    expect(second.body.data).toMatchObject({ id: started.data?.startAttempt.id, attemptNo: 2, state: 'IN_PROGRESS' });
    expect(await attempts()).toBe(2);
  });

  it("keeps another student's and another tenant's attempts out of reach, and refuses anonymous callers and bad input", async () => {
    const own = await app.http
      .get(`${STUDENT}/getTestIndex`)
      .query({ examId: scenario.exam.id })
      .set(await bearer(scenario.otherStudent));
    const attemptId = own.body.data.id as string;
    const classmate = await bearer(scenario.student);
    expect((await app.http.get(`${STUDENT}/detail`).query({ id: attemptId }).set(classmate)).status).toBe(404);
    expect((await app.http.post(`${STUDENT}/submit`).send({ id: attemptId }).set(classmate)).status).toBe(404);
    const administrator = await bearer({ account: 'admin', password: 'admin' }, '000000');
    expect((await app.http.get(`${STUDENT}/detail`).query({ id: attemptId }).set(administrator)).status).toBe(404);
    expect((await app.http.post(`${STUDENT}/submit`).send({ id: attemptId }).set(administrator)).status).toBe(404);
    const outsider = await bearer(scenario.outsider);
    expect((await app.http.post(`${STUDENT}/submit`).send({ id: attemptId }).set(outsider)).status).toBe(403);
    expect((await app.http.post(`${STUDENT}/submit`).send({ id: attemptId })).status).toBe(401);
    expect((await app.http.get(`${STUDENT}/detail`).query({ id: attemptId })).status).toBe(401);
    expect((await app.http.post(`${STUDENT}/submit`).send({}).set(classmate)).status).toBe(400);
    expect(
      (
        await app.http
          .get(`${STUDENT}/detail`)
          .query({ id: 'x'.repeat(40) })
          .set(classmate)
      ).status,
    ).toBe(400);
    const still = await app.application.orm.em.fork().findOneOrFail(Attempt, { id: attemptId }, { filters: false });
    expect(still.state).toBe(AttemptState.IN_PROGRESS);
  });

  it('student remove marks roster entries removed only for roster staff of the same tenant', async () => {
    const entry = await app.application.orm.em
      .fork()
      .findOneOrFail(ExamCandidate, { examinationId: scenario.exam.id, userId: scenario.otherStudent.id }, { filters: false });
    const remove = (headers: Record<string, string>, ids: string) => app.http.post(`${STUDENT}/remove`).query({ ids }).set(headers);
    expect((await remove({}, entry.id)).status).toBe(401);
    expect((await remove(await bearer(scenario.otherStudent), entry.id)).status).toBe(403);
    expect((await remove(await bearer(scenario.grader), entry.id)).status).toBe(403);
    expect((await remove(await bearer(scenario.otherStudent), 'x;1')).status).toBe(400);
    // The platform administrator works in tenant 000000: another tenant's entry is not touched.
    expect((await remove(await bearer({ account: 'admin', password: 'admin' }, '000000'), entry.id)).body).toMatchObject({ code: 200 });
    const after = await app.application.orm.em.fork().findOneOrFail(ExamCandidate, { id: entry.id }, { filters: false });
    expect(after.candidateStatus).toBe(CandidateStatus.ACTIVE);
    const orm = app.application.orm;
    const role = await buildRole(orm, {
      tenantId: scenario.tenant.tenantId,
      alias: 'roster',
      permissions: ['exam', 'exam_examination_roster'],
    });
    const staff = await buildUser(orm, { tenantId: scenario.tenant.tenantId, roleIds: [role.id], deptId: scenario.tenant.deptId });
    // An entry without an attempt (the one above has an attempt, which the roster rules keep).
    const fresh = await buildCandidate(orm, {
      tenantId: scenario.tenant.tenantId,
      examinationId: scenario.exam.id,
      userId: scenario.grader.id,
    });
    expect((await remove(await bearer(staff), fresh.id)).body).toMatchObject({ code: 200, success: true });
    expect((await orm.em.fork().findOneOrFail(ExamCandidate, { id: fresh.id }, { filters: false })).candidateStatus).toBe(
      CandidateStatus.REMOVED,
    );
  });
});
