import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { migrateFixedWindowDurations } from '../../../src/modules/exam/examination/examination-timing-migration';
import { ProctorAction } from '../../../src/modules/exam/proctor/proctor-action.entity';
import { ProctorActionKind } from '../../../src/modules/exam/proctor/proctor-enums';
import { AttemptState, SubmitSource } from '../../../src/modules/exam/shared/attempt-enums';
import { ExamStatus, TimingMode } from '../../../src/modules/exam/shared/examination-enums';
import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import {
  buildCandidate,
  buildExamination,
  buildReadyPaper,
  EXAMINATION_STAFF_CODES,
  HOUR_MS,
  signedInUser,
} from '../../factories/exam-delivery.factory';
import { buildTenant } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { SAVE, START } from './attempt-operations';

const FIELDS = 'id status storedStatus timingMode durationMin openAt closeAt runningAttemptCount awaitingGradingCount';
const CREATE = `mutation ($input: ExaminationInput!) { createExamination(input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation ($id: ID!) { publishExamination(id: $id) { ${FIELDS} } }`;
const DETAIL = `query ($id: ID!) { examination(id: $id) { ${FIELDS} } }`;
const END_NOW = `mutation ($id: ID!, $reason: String) { endExaminationNow(id: $id, reason: $reason) { ${FIELDS} } }`;
const CHANGE_CLOSE = `mutation ($id: ID!, $closeAt: DateTimeISO!) { changeExaminationClose(id: $id, closeAt: $closeAt) { ${FIELDS} } }`;
const RELEASE = 'mutation ($id: ID!) { releaseResults(examinationId: $id) { examStatus resultsReleasedAt } }';
const MINUTE_MS = 60_000;
const WINDOW_CODES = [...EXAMINATION_STAFF_CODES, 'exam_examination_end', 'exam_grade', 'exam_grade_release'];

interface ExamRow {
  id: string;
  status: ExamStatus;
  storedStatus: ExamStatus;
  timingMode: TimingMode;
  durationMin: number;
  closeAt: string;
  runningAttemptCount: number;
  awaitingGradingCount: number;
}

describe('the examination window: duration means duration, end now, move the close, early release', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const orm = () => app.application.orm;
  const staffOf = async (scenario: ExamScenario, codes = WINDOW_CODES) =>
    (await signedInUser(orm(), app.http, { tenantId: scenario.tenant.tenantId, deptId: scenario.tenant.deptId, permissions: codes })).token;
  const startAs = async (scenario: ExamScenario, who: 'student' | 'otherStudent') => {
    const user = scenario[who];
    const { accessToken } = await graphqlToken(app.http, scenario.tenant.tenantId, user.account, user.password);
    const started = await graphql<{ startAttempt: { id: string; deadlineAt: string; startedAt: string } }>(
      app.http,
      START,
      { examinationId: scenario.exam.id },
      { token: accessToken },
    );
    expect(started.errors).toBeUndefined();
    return { token: accessToken, attempt: started.data?.startAttempt as { id: string; deadlineAt: string; startedAt: string } };
  };

  describe('duration means duration', () => {
    it('should default to PER_ATTEMPT: a 10-minute examination in a 2-hour window gives a 10-minute deadline', async () => {
      const tenant = await buildTenant(orm());
      const staff = await signedInUser(orm(), app.http, { tenantId: tenant.tenantId, deptId: tenant.deptId, permissions: WINDOW_CODES });
      const student = await signedInUser(orm(), app.http, {
        tenantId: tenant.tenantId,
        deptId: tenant.deptId,
        permissions: ['exam', 'exam_take'],
      });
      const { paper } = await buildReadyPaper(orm(), { tenantId: tenant.tenantId });
      const input = {
        name: '十分钟测验',
        paperId: paper.id,
        openAt: new Date(Date.now() - MINUTE_MS).toISOString(),
        closeAt: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
        durationMin: 10,
      };
      const created = await graphql<{ createExamination: ExamRow }>(app.http, CREATE, { input }, { token: staff.token });
      expect(created.errors).toBeUndefined();
      const exam = created.data?.createExamination as ExamRow;
      expect(exam.timingMode).toBe(TimingMode.PER_ATTEMPT);
      expect(exam.durationMin).toBe(10);
      await buildCandidate(orm(), { tenantId: tenant.tenantId, examinationId: exam.id, userId: student.id });
      expect((await graphql(app.http, PUBLISH, { id: exam.id }, { token: staff.token })).errors).toBeUndefined();
      const started = await graphql<{ startAttempt: { deadlineAt: string; startedAt: string } }>(
        app.http,
        START,
        { examinationId: exam.id },
        { token: student.token },
      );
      expect(started.errors).toBeUndefined();
      const attempt = started.data?.startAttempt as { deadlineAt: string; startedAt: string };
      expect(new Date(attempt.deadlineAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(10 * MINUTE_MS);
    });

    it('should make FIXED_WINDOW say what it does: the duration is the window and every attempt ends at the close', async () => {
      const tenant = await buildTenant(orm());
      const staff = await signedInUser(orm(), app.http, { tenantId: tenant.tenantId, deptId: tenant.deptId, permissions: WINDOW_CODES });
      const { paper } = await buildReadyPaper(orm(), { tenantId: tenant.tenantId });
      const openAt = new Date(Date.now() + HOUR_MS);
      const input = {
        name: '统一截止',
        paperId: paper.id,
        openAt: openAt.toISOString(),
        closeAt: new Date(openAt.getTime() + 2 * HOUR_MS).toISOString(),
        durationMin: 10,
        timingMode: 'FIXED_WINDOW',
      };
      const created = await graphql<{ createExamination: ExamRow }>(app.http, CREATE, { input }, { token: staff.token });
      expect(created.errors).toBeUndefined();
      expect(created.data?.createExamination.durationMin).toBe(120);

      const closeAt = new Date(Math.floor((Date.now() + 2 * HOUR_MS) / 1000) * 1000);
      const fixed = await buildExamScenario(orm(), { timingMode: TimingMode.FIXED_WINDOW, closeAt, durationMin: 121 });
      const running = await startAs(fixed, 'student');
      expect(new Date(running.attempt.deadlineAt).getTime()).toBe(closeAt.getTime());
      const perAttempt = await buildExamScenario(orm(), { timingMode: TimingMode.PER_ATTEMPT, closeAt, durationMin: 10 });
      const timed = await startAs(perAttempt, 'student');
      expect(new Date(timed.attempt.deadlineAt).getTime() - new Date(timed.attempt.startedAt).getTime()).toBe(10 * MINUTE_MS);
    });

    it(
      'should migrate existing FIXED_WINDOW examinations: not opened ones keep the promised duration, opened ones keep ' + 'their end',
      async () => {
        const tenant = await buildTenant(orm());
        const { paper } = await buildReadyPaper(orm(), { tenantId: tenant.tenantId });
        const draft = await buildExamination(orm(), { tenantId: tenant.tenantId, paperId: paper.id });
        const opened = await buildExamination(orm(), {
          tenantId: tenant.tenantId,
          paperId: paper.id,
          status: ExamStatus.OPEN,
          openAt: new Date(Date.now() - HOUR_MS),
          closeAt: new Date(Date.now() + HOUR_MS),
        });
        const whole = await buildExamination(orm(), { tenantId: tenant.tenantId, paperId: paper.id });
        const em = orm().em.fork();
        await em.nativeUpdate(
          Examination,
          { id: { $in: [draft.id, opened.id] } },
          { timingMode: TimingMode.FIXED_WINDOW, durationMin: 10 },
          { filters: false },
        );
        await em.nativeUpdate(Examination, { id: whole.id }, { timingMode: TimingMode.FIXED_WINDOW, durationMin: 120 }, { filters: false });
        const connection = em.getConnection();
        await migrateFixedWindowDurations({ execute: (sql, params) => connection.execute(sql, params) }, new Date());
        const read = async (id: string) => em.fork().findOneOrFail(Examination, { id }, { filters: false });
        expect(await read(draft.id)).toMatchObject({ timingMode: TimingMode.PER_ATTEMPT, durationMin: 10 });
        expect(await read(opened.id)).toMatchObject({ timingMode: TimingMode.FIXED_WINDOW, durationMin: 120 });
        expect(await read(whole.id)).toMatchObject({ timingMode: TimingMode.FIXED_WINDOW, durationMin: 120 });
      },
    );
  });

  describe('end now', () => {
    it('should refuse without the permission, for another tenant, and before opening', async () => {
      const scenario = await buildExamScenario(orm());
      const stranger = await buildExamScenario(orm());
      const withoutEnd = await staffOf(scenario, EXAMINATION_STAFF_CODES);
      expect((await graphql(app.http, END_NOW, { id: scenario.exam.id }, { token: withoutEnd })).errors?.[0]?.extensions.code).toBe(
        'FORBIDDEN',
      );
      const strangerStaff = await staffOf(stranger);
      expect((await graphql(app.http, END_NOW, { id: scenario.exam.id }, { token: strangerStaff })).errors?.[0]?.extensions.code).toBe(
        'NOT_FOUND',
      );
      const later = await buildExamScenario(orm(), {
        status: ExamStatus.SCHEDULED,
        openAt: new Date(Date.now() + HOUR_MS),
        closeAt: new Date(Date.now() + 2 * HOUR_MS),
      });
      const notOpen = await graphql(app.http, END_NOW, { id: later.exam.id }, { token: await staffOf(later), language: 'en' });
      expect(notOpen.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(notOpen.errors?.[0]?.message).toBe('Only an open examination can be ended now (status now: SCHEDULED)');
      const tooLong = await graphql(
        app.http,
        END_NOW,
        { id: scenario.exam.id, reason: 'x'.repeat(501) },
        { token: await staffOf(scenario) },
      );
      expect(tooLong.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect((await orm().em.fork().findOneOrFail(Examination, { id: scenario.exam.id }, { filters: false })).examStatus).toBe(
        ExamStatus.OPEN,
      );
    });

    it('should close the window and submit running attempts from their saved answers, with an audit row each', async () => {
      const scenario = await buildExamScenario(orm());
      const staff = await staffOf(scenario);
      const running = await startAs(scenario, 'student');
      const [correct] = scenario.options.get(scenario.questions.single.id) ?? [];
      const saved = await graphql(
        app.http,
        SAVE,
        { attemptId: running.attempt.id, input: { slot: 1, response: { optionIds: [correct?.id] }, clientSeq: 1 } },
        { token: running.token },
      );
      expect(saved.errors).toBeUndefined();
      const before = await graphql<{ examination: ExamRow }>(app.http, DETAIL, { id: scenario.exam.id }, { token: staff });
      expect(before.data?.examination.runningAttemptCount).toBe(1);

      const ended = await graphql<{ endExaminationNow: ExamRow }>(
        app.http,
        END_NOW,
        { id: scenario.exam.id, reason: '提前结束' },
        { token: staff },
      );
      expect(ended.errors).toBeUndefined();
      const view = ended.data?.endExaminationNow as ExamRow;
      expect(view.status).toBe(ExamStatus.CLOSING);
      expect(view.runningAttemptCount).toBe(0);
      expect(new Date(view.closeAt).getTime()).toBeLessThanOrEqual(Date.now());

      const em = orm().em.fork();
      const attempt = await em.findOneOrFail(Attempt, { id: running.attempt.id }, { filters: false });
      expect(attempt.state).toBe(AttemptState.SUBMITTED);
      expect(attempt.submitSource).toBe(SubmitSource.PROCTOR);
      const items = await em.find(AttemptItem, { attemptId: attempt.id }, { filters: false, orderBy: { slot: 'asc' } });
      expect(JSON.stringify(items[0]?.response)).toContain(String(correct?.id));
      const audit = await em.find(ProctorAction, { attemptId: attempt.id }, { filters: false });
      expect(audit.map((row) => [row.action, row.reason])).toEqual([[ProctorActionKind.SUBMIT, '提前结束']]);

      // Ended: a second end is a CONFLICT naming the state, and nobody can start any more.
      expect((await graphql(app.http, END_NOW, { id: scenario.exam.id }, { token: staff })).errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
      });
      const { accessToken } = await graphqlToken(
        app.http,
        scenario.tenant.tenantId,
        scenario.otherStudent.account,
        scenario.otherStudent.password,
      );
      expect(
        (await graphql(app.http, START, { examinationId: scenario.exam.id }, { token: accessToken })).errors?.[0]?.extensions.code,
      ).toBeDefined();
    });
  });

  describe('moving the close', () => {
    it('should validate the new close: not in the past, not before the start, not for another tenant, not once closed', async () => {
      const scenario = await buildExamScenario(orm());
      const staff = await staffOf(scenario);
      const past = await graphql(
        app.http,
        CHANGE_CLOSE,
        { id: scenario.exam.id, closeAt: new Date(Date.now() - MINUTE_MS).toISOString() },
        { token: staff, language: 'en' },
      );
      expect(past.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect(past.errors?.[0]?.extensions.fields).toContainEqual({ field: 'closeAt', message: 'The new end cannot be in the past' });
      const later = await buildExamScenario(orm(), {
        status: ExamStatus.SCHEDULED,
        openAt: new Date(Date.now() + 2 * HOUR_MS),
        closeAt: new Date(Date.now() + 3 * HOUR_MS),
      });
      const beforeOpen = await graphql(
        app.http,
        CHANGE_CLOSE,
        { id: later.exam.id, closeAt: new Date(Date.now() + HOUR_MS).toISOString() },
        { token: await staffOf(later), language: 'en' },
      );
      expect(beforeOpen.errors?.[0]?.extensions.fields).toContainEqual({
        field: 'closeAt',
        message: 'The new end must be after the start',
      });
      const stranger = await buildExamScenario(orm());
      expect(
        (
          await graphql(
            app.http,
            CHANGE_CLOSE,
            { id: scenario.exam.id, closeAt: new Date(Date.now() + HOUR_MS).toISOString() },
            { token: await staffOf(stranger) },
          )
        ).errors?.[0]?.extensions.code,
      ).toBe('NOT_FOUND');
      const closed = await buildExamScenario(orm(), {
        status: ExamStatus.CLOSING,
        openAt: new Date(Date.now() - 2 * HOUR_MS),
        closeAt: new Date(Date.now() - HOUR_MS),
      });
      const wrong = await graphql(
        app.http,
        CHANGE_CLOSE,
        { id: closed.exam.id, closeAt: new Date(Date.now() + HOUR_MS).toISOString() },
        { token: await staffOf(closed), language: 'en' },
      );
      expect(wrong.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(wrong.errors?.[0]?.message).toContain('CLOSING');
      const readOnly = await staffOf(scenario, ['exam_examination']);
      expect(
        (
          await graphql(
            app.http,
            CHANGE_CLOSE,
            { id: scenario.exam.id, closeAt: new Date(Date.now() + HOUR_MS).toISOString() },
            { token: readOnly },
          )
        ).errors?.[0]?.extensions.code,
      ).toBe('FORBIDDEN');
    });

    it('should cap running attempts at an earlier close in both modes, and give time back when it moves later again', async () => {
      const closeAt = new Date(Math.floor((Date.now() + 2 * HOUR_MS) / 1000) * 1000);
      const fixed = await buildExamScenario(orm(), { timingMode: TimingMode.FIXED_WINDOW, closeAt, durationMin: 121 });
      const perAttempt = await buildExamScenario(orm(), { timingMode: TimingMode.PER_ATTEMPT, closeAt, durationMin: 90 });
      const fixedRun = await startAs(fixed, 'student');
      const timedRun = await startAs(perAttempt, 'student');
      const earlier = new Date(Math.floor((Date.now() + 30 * MINUTE_MS) / 1000) * 1000);
      for (const scenario of [fixed, perAttempt]) {
        const moved = await graphql<{ changeExaminationClose: ExamRow }>(
          app.http,
          CHANGE_CLOSE,
          { id: scenario.exam.id, closeAt: earlier.toISOString() },
          { token: await staffOf(scenario) },
        );
        expect(moved.errors).toBeUndefined();
      }
      const em = orm().em.fork();
      const deadlineOf = async (id: string) => (await em.fork().findOneOrFail(Attempt, { id }, { filters: false })).deadlineAt.getTime();
      expect(await deadlineOf(fixedRun.attempt.id)).toBe(earlier.getTime());
      expect(await deadlineOf(timedRun.attempt.id)).toBe(earlier.getTime());
      expect((await em.fork().findOneOrFail(Examination, { id: fixed.exam.id }, { filters: false })).durationMin).toBeLessThanOrEqual(32);

      const back = await graphql(
        app.http,
        CHANGE_CLOSE,
        { id: perAttempt.exam.id, closeAt: closeAt.toISOString() },
        { token: await staffOf(perAttempt) },
      );
      expect(back.errors).toBeUndefined();
      expect(await deadlineOf(timedRun.attempt.id)).toBe(new Date(timedRun.attempt.startedAt).getTime() + 90 * MINUTE_MS);
    });
  });

  describe('early release', () => {
    it('should release as soon as the window is ended and nothing runs or waits for grading, and say why not before', async () => {
      const scenario = await buildExamScenario(orm());
      const staff = await staffOf(scenario);
      const open = await graphql(app.http, RELEASE, { id: scenario.exam.id }, { token: staff, language: 'en' });
      expect(open.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(open.errors?.[0]?.message).toBe('The examination has not ended (status now: OPEN); end it before releasing results');
      expect((await graphql(app.http, END_NOW, { id: scenario.exam.id }, { token: staff })).errors).toBeUndefined();
      const released = await graphql<{ releaseResults: { examStatus: ExamStatus } }>(
        app.http,
        RELEASE,
        { id: scenario.exam.id },
        { token: staff },
      );
      expect(released.errors).toBeUndefined();
      expect(released.data?.releaseResults.examStatus).toBe(ExamStatus.RESULTS_RELEASED);
    });

    it('should refuse while an attempt is submitted but not graded', async () => {
      const scenario = await buildExamScenario(orm());
      const staff = await staffOf(scenario);
      await startAs(scenario, 'student');
      expect((await graphql(app.http, END_NOW, { id: scenario.exam.id }, { token: staff })).errors).toBeUndefined();
      const waiting = await graphql(app.http, RELEASE, { id: scenario.exam.id }, { token: staff, language: 'en' });
      expect(waiting.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(waiting.errors?.[0]?.message).toBe('Attempts not fully graded yet: 1; results cannot be released');
    });
  });
});
