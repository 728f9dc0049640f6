import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { TimingMode } from '../../../src/modules/exam/shared/examination-enums';
import { buildExamScenario } from '../../factories/exam-attempt.factory';
import { EXAMINATION_STAFF_CODES, HOUR_MS, signedInUser } from '../../factories/exam-delivery.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { START, SUBMIT } from './attempt-operations';

const EXTEND = 'mutation ($id: ID!, $closeAt: DateTimeISO!) { extendExamination(id: $id, closeAt: $closeAt) { id closeAt } }';

describe('extending an open examination moves the deadlines the old close time cut short', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const startAs = async (tenantId: string, account: string, password: string, examinationId: string) => {
    const { accessToken } = await graphqlToken(app.http, tenantId, account, password);
    const started = await graphql<{ startAttempt: { id: string; deadlineAt: string } }>(
      app.http,
      START,
      { examinationId },
      { token: accessToken },
    );
    expect(started.errors).toBeUndefined();
    return { token: accessToken, attempt: started.data?.startAttempt as { id: string; deadlineAt: string } };
  };

  it('should give running FIXED_WINDOW and cut-short PER_ATTEMPT attempts the later deadline, and leave submitted ones alone', async () => {
    const orm = app.application.orm;
    const closeAt = new Date(Math.floor((Date.now() + HOUR_MS) / 1000) * 1000);
    const window = await buildExamScenario(orm, { timingMode: TimingMode.FIXED_WINDOW, closeAt, durationMin: 60 });
    const perAttempt = await buildExamScenario(orm, { timingMode: TimingMode.PER_ATTEMPT, closeAt, durationMin: 120 });
    const short = await buildExamScenario(orm, { timingMode: TimingMode.PER_ATTEMPT, closeAt, durationMin: 20 });

    const running = await startAs(window.tenant.tenantId, window.student.account, window.student.password, window.exam.id);
    const submitted = await startAs(window.tenant.tenantId, window.otherStudent.account, window.otherStudent.password, window.exam.id);
    const submit = await graphql(app.http, SUBMIT, { attemptId: submitted.attempt.id, key: 'extend-test' }, { token: submitted.token });
    expect(submit.errors).toBeUndefined();
    const cut = await startAs(perAttempt.tenant.tenantId, perAttempt.student.account, perAttempt.student.password, perAttempt.exam.id);
    const uncut = await startAs(short.tenant.tenantId, short.student.account, short.student.password, short.exam.id);
    expect(new Date(running.attempt.deadlineAt).getTime()).toBe(closeAt.getTime());
    expect(new Date(cut.attempt.deadlineAt).getTime()).toBe(closeAt.getTime());
    const uncutDeadline = new Date(uncut.attempt.deadlineAt).getTime();
    expect(uncutDeadline).toBeLessThan(closeAt.getTime());

    const later = new Date(closeAt.getTime() + 3 * HOUR_MS);
    for (const scenario of [window, perAttempt, short]) {
      const staff = await signedInUser(orm, app.http, {
        tenantId: scenario.tenant.tenantId,
        deptId: scenario.tenant.deptId,
        permissions: EXAMINATION_STAFF_CODES,
      });
      const extended = await graphql(app.http, EXTEND, { id: scenario.exam.id, closeAt: later.toISOString() }, { token: staff.token });
      expect(extended.errors).toBeUndefined();
    }

    const em = orm.em.fork();
    const deadlineOf = async (id: string) => (await em.findOneOrFail(Attempt, { id }, { filters: false })).deadlineAt.getTime();
    expect(await deadlineOf(running.attempt.id)).toBe(later.getTime());
    // PER_ATTEMPT: start + 120 min, now within the new close time.
    const cutAttempt = await em.findOneOrFail(Attempt, { id: cut.attempt.id }, { filters: false });
    expect(cutAttempt.deadlineAt.getTime()).toBe(cutAttempt.startedAt.getTime() + 120 * 60_000);
    expect(await deadlineOf(uncut.attempt.id)).toBe(uncutDeadline);
    const done = await em.findOneOrFail(Attempt, { id: submitted.attempt.id }, { filters: false });
    expect(done.state).toBe(AttemptState.SUBMITTED);
    expect(done.deadlineAt.getTime()).toBe(closeAt.getTime());
  });
});
