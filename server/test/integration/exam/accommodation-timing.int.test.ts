import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { ExamStatus, IntegrityAction, TimingMode } from '../../../src/modules/exam/shared/examination-enums';
import { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { buildExamScenario, scenarioStudentTokens, type ExamScenario, type ExamSpec } from '../../factories/exam-attempt.factory';
import { HOUR_MS, signedInUser } from '../../factories/exam-delivery.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { MY_EXAMS, REMOVE_ACCOMMODATION, SET_ACCOMMODATION, START_WITH, type StartedAttempt } from './access-operations';
import { INTEGRITY, SAVE, SUBMIT } from './attempt-operations';

const MINUTE_MS = 60_000;
const CODES = ['exam', 'exam_examination', 'exam_examination_accommodation'];

interface MyExam {
  id: string;
  status: string;
  closeAt: string;
  maxAttempts: number;
  accommodated: boolean;
  extraTimeMin: number;
  canStart: boolean;
}

describe('accommodations applied: deadlines, windows, attempts, mid-exam changes, exemption and the lifecycle', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();
  const setup = async (spec: ExamSpec) => {
    const scenario = await buildExamScenario(app.application.orm, spec);
    const staff = (
      await signedInUser(app.application.orm, app.http, {
        tenantId: scenario.tenant.tenantId,
        deptId: scenario.tenant.deptId,
        permissions: CODES,
      })
    ).token;
    const { student, other: otherStudent } = await scenarioStudentTokens(app.http, scenario);
    const accommodate = async (terms: Record<string, unknown>) => {
      const result = await graphql<{ setAccommodation: { id: string } }>(
        app.http,
        SET_ACCOMMODATION,
        { input: { examinationId: scenario.exam.id, userId: scenario.student.id, ...terms } },
        { token: staff },
      );
      expect(result.errors).toBeUndefined();
      return result.data?.setAccommodation.id as string;
    };
    const start = async (token: string) =>
      graphql<{ startAttempt: StartedAttempt }>(app.http, START_WITH, { examinationId: scenario.exam.id }, { token });
    const mine = async (token: string) =>
      (await graphql<{ myExaminations: { records: MyExam[] } }>(app.http, MY_EXAMS, {}, { token })).data?.myExaminations.records.find(
        (row) => row.id === scenario.exam.id,
      ) as MyExam;
    return { scenario, staff, student, otherStudent, accommodate, start, mine };
  };
  const deadlineOf = (started: { data?: { startAttempt: StartedAttempt } | null }) =>
    new Date(started.data?.startAttempt.deadlineAt as string).getTime();
  const startedAtOf = (started: { data?: { startAttempt: StartedAttempt } | null }) =>
    new Date(started.data?.startAttempt.startedAt as string).getTime();

  it("PER_ATTEMPT: start + duration × (1 + extraPct) + extraMin, capped at the close (or the candidate's own close)", async () => {
    const t = await setup({ timingMode: TimingMode.PER_ATTEMPT, durationMin: 30, closeAt: new Date(Date.now() + 2 * HOUR_MS) });
    await t.accommodate({ extraTimePct: 50, extraTimeMin: 5 });
    expect(await t.mine(t.student)).toMatchObject({ accommodated: true, extraTimeMin: 20 });
    const started = await t.start(t.student);
    expect(deadlineOf(started) - startedAtOf(started)).toBe(50 * MINUTE_MS);
    const plain = await t.start(t.otherStudent);
    expect(deadlineOf(plain) - startedAtOf(plain)).toBe(30 * MINUTE_MS);

    const capped = await setup({ timingMode: TimingMode.PER_ATTEMPT, durationMin: 30, closeAt: new Date(Date.now() + 40 * MINUTE_MS) });
    await capped.accommodate({ extraTimeMin: 30 });
    expect(deadlineOf(await capped.start(capped.student))).toBe(capped.scenario.exam.closeAt.getTime());
    const ownClose = await setup({ timingMode: TimingMode.PER_ATTEMPT, durationMin: 30, closeAt: new Date(Date.now() + 40 * MINUTE_MS) });
    await ownClose.accommodate({ extraTimeMin: 30, closeAtOverride: new Date(Date.now() + 3 * HOUR_MS).toISOString() });
    const long = await ownClose.start(ownClose.student);
    expect(deadlineOf(long) - startedAtOf(long)).toBe(60 * MINUTE_MS);
  });

  it('FIXED_WINDOW: the close (or own close) plus the extra time', async () => {
    const t = await setup({ timingMode: TimingMode.FIXED_WINDOW, durationMin: 40, closeAt: new Date(Date.now() + HOUR_MS) });
    await t.accommodate({ extraTimePct: 25, extraTimeMin: 5 });
    expect(deadlineOf(await t.start(t.student))).toBe(t.scenario.exam.closeAt.getTime() + 15 * MINUTE_MS);
    expect(deadlineOf(await t.start(t.otherStudent))).toBe(t.scenario.exam.closeAt.getTime());
  });

  it('should keep the extra time when the examination is extended', async () => {
    const t = await setup({
      timingMode: TimingMode.FIXED_WINDOW,
      durationMin: 40,
      closeAt: new Date(Math.floor((Date.now() + HOUR_MS) / 1000) * 1000),
    });
    await t.accommodate({ extraTimeMin: 10 });
    const started = await t.start(t.student);
    const editor = (
      await signedInUser(app.application.orm, app.http, {
        tenantId: t.scenario.tenant.tenantId,
        deptId: t.scenario.tenant.deptId,
        permissions: ['exam', 'exam_examination', 'exam_examination_edit'],
      })
    ).token;
    const later = new Date(t.scenario.exam.closeAt.getTime() + HOUR_MS);
    const extended = await graphql(
      app.http,
      'mutation ($id: ID!, $closeAt: DateTimeISO!) { extendExamination(id: $id, closeAt: $closeAt) { id } }',
      { id: t.scenario.exam.id, closeAt: later.toISOString() },
      { token: editor },
    );
    expect(extended.errors).toBeUndefined();
    const attempt = await em().findOneOrFail(Attempt, { id: started.data?.startAttempt.id }, { filters: false });
    expect(attempt.deadlineAt.getTime()).toBe(later.getTime() + 10 * MINUTE_MS);
  });

  it("should let a candidate start in their own window only: a later close after the others' close, a later open before it", async () => {
    const t = await setup({ openAt: new Date(Date.now() - 2 * HOUR_MS), closeAt: new Date(Date.now() - MINUTE_MS) });
    const ownClose = new Date(Date.now() + HOUR_MS);
    await t.accommodate({ closeAtOverride: ownClose.toISOString() });
    expect(await t.mine(t.student)).toMatchObject({ status: 'OPEN', canStart: true, closeAt: ownClose.toISOString() });
    expect(await t.mine(t.otherStudent)).toMatchObject({ status: 'CLOSING', canStart: false });
    expect((await t.start(t.otherStudent)).errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    expect((await t.start(t.student)).errors).toBeUndefined();

    const later = await setup({});
    await later.accommodate({
      openAtOverride: new Date(Date.now() + 10 * MINUTE_MS).toISOString(),
      closeAtOverride: new Date(Date.now() + HOUR_MS).toISOString(),
    });
    const refused = await later.start(later.student);
    expect(refused.errors?.[0]?.message).toBe('考试尚未开始');
    expect((await later.start(later.otherStudent)).errors).toBeUndefined();
  });

  it('should allow the attempts of the override', async () => {
    const t = await setup({ maxAttempts: 1 });
    const first = await t.start(t.student);
    await graphql(app.http, SUBMIT, { attemptId: first.data?.startAttempt.id, key: 'first' }, { token: t.student });
    expect((await t.start(t.student)).errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
    await t.accommodate({ maxAttemptsOverride: 2 });
    expect(await t.mine(t.student)).toMatchObject({ maxAttempts: 2, canStart: true });
    expect((await t.start(t.student)).data?.startAttempt.attemptNo).toBe(2);
  });

  it("should move a running attempt's deadline when the accommodation changes mid-exam, and saves follow the row", async () => {
    const t = await setup({ timingMode: TimingMode.PER_ATTEMPT, durationMin: 30, closeAt: new Date(Date.now() + 3 * HOUR_MS) });
    const started = await t.start(t.student);
    const attemptId = started.data?.startAttempt.id as string;
    // Pretend the time ran out: 31 minutes ago it started.
    const startedAt = new Date(Date.now() - 31 * MINUTE_MS);
    await em().nativeUpdate(
      Attempt,
      { id: attemptId },
      { startedAt, deadlineAt: new Date(startedAt.getTime() + 30 * MINUTE_MS) },
      { filters: false },
    );
    const item = (await em().findOneOrFail(Attempt, { id: attemptId }, { filters: false })).layout.slots.find(
      (slot) => slot.questionId === t.scenario.questions.short.id,
    );
    const save = (clientSeq: number) =>
      graphql<{ saveAnswer: { accepted: boolean } }>(
        app.http,
        SAVE,
        { attemptId, input: { slot: item?.slot, response: { text: `答案 ${clientSeq}` }, clientSeq } },
        { token: t.student },
      );
    expect((await save(1)).errors?.[0]?.extensions?.['code']).toBe('CONFLICT');

    const id = await t.accommodate({ extraTimeMin: 20 });
    const moved = await em().findOneOrFail(Attempt, { id: attemptId }, { filters: false });
    expect(moved.deadlineAt.getTime()).toBe(startedAt.getTime() + 50 * MINUTE_MS);
    expect((await save(2)).data?.saveAnswer.accepted).toBe(true);

    await graphql(app.http, REMOVE_ACCOMMODATION, { id }, { token: t.staff });
    expect((await em().findOneOrFail(Attempt, { id: attemptId }, { filters: false })).deadlineAt.getTime()).toBe(
      startedAt.getTime() + 30 * MINUTE_MS,
    );
    expect((await save(3)).errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
  });

  it("should move a paused or locked attempt's deadline too (its clock runs on after the resume or unlock)", async () => {
    const t = await setup({ timingMode: TimingMode.PER_ATTEMPT, durationMin: 30, closeAt: new Date(Date.now() + 3 * HOUR_MS) });
    const attemptId = (await t.start(t.student)).data?.startAttempt.id as string;
    const before = (await em().findOneOrFail(Attempt, { id: attemptId }, { filters: false })).deadlineAt.getTime();
    await em().nativeUpdate(Attempt, { id: attemptId }, { state: AttemptState.PAUSED, pausedAt: new Date() }, { filters: false });
    await t.accommodate({ extraTimeMin: 15 });
    expect(await em().findOneOrFail(Attempt, { id: attemptId }, { filters: false })).toMatchObject({
      state: AttemptState.PAUSED,
      deadlineAt: new Date(before + 15 * MINUTE_MS),
    });
    await em().nativeUpdate(Attempt, { id: attemptId }, { state: AttemptState.LOCKED, pausedAt: null }, { filters: false });
    await t.accommodate({ extraTimeMin: 5 });
    expect(await em().findOneOrFail(Attempt, { id: attemptId }, { filters: false })).toMatchObject({
      state: AttemptState.LOCKED,
      deadlineAt: new Date(before + 5 * MINUTE_MS),
    });
  });

  it("should log but not act on an exempt candidate's integrity events", async () => {
    const t = await setup({ maxFocusLoss: 1, integrityAction: IntegrityAction.AUTO_SUBMIT });
    await t.accommodate({ integrityExempt: true });
    const exempt = (await t.start(t.student)).data?.startAttempt.id;
    const plain = (await t.start(t.otherStudent)).data?.startAttempt.id;
    for (let event = 0; event < 3; event += 1) {
      const result = await graphql<{ reportIntegrityEvent: { count: number; action: string | null; state: string } }>(
        app.http,
        INTEGRITY,
        { attemptId: exempt, type: 'FOCUS_LOST' },
        { token: t.student },
      );
      expect(result.data?.reportIntegrityEvent).toMatchObject({ count: event + 1, action: null, state: 'IN_PROGRESS' });
    }
    await graphql(app.http, INTEGRITY, { attemptId: plain, type: 'FOCUS_LOST' }, { token: t.otherStudent });
    const acted = await graphql<{ reportIntegrityEvent: { action: string | null; state: string } }>(
      app.http,
      INTEGRITY,
      { attemptId: plain, type: 'FOCUS_LOST' },
      { token: t.otherStudent },
    );
    expect(acted.data?.reportIntegrityEvent).toMatchObject({ action: 'AUTO_SUBMIT', state: 'SUBMITTED' });
  });

  it("should keep the examination from closing and grading until a candidate's later own close has passed", async () => {
    const statusOf = async (scenario: ExamScenario) =>
      (await em().findOneOrFail(Examination, { id: scenario.exam.id }, { filters: false })).examStatus;
    const t = await setup({ openAt: new Date(Date.now() - 2 * HOUR_MS), closeAt: new Date(Date.now() - MINUTE_MS) });
    const ownClose = new Date(Date.now() + HOUR_MS);
    await t.accommodate({ closeAtOverride: ownClose.toISOString() });
    await app.application.sweep.runOnce(new Date());
    expect(await statusOf(t.scenario)).toBe(ExamStatus.OPEN);
    expect((await t.start(t.student)).errors).toBeUndefined();
    // After the candidate's close the attempt times out, the examination closes and grading can follow.
    await app.application.sweep.runOnce(new Date(ownClose.getTime() + MINUTE_MS));
    expect([ExamStatus.CLOSING, ExamStatus.GRADING, ExamStatus.GRADED]).toContain(await statusOf(t.scenario));

    // Already closed by the sweep: a later own close puts it back to stored OPEN so grading waits.
    const closed = await setup({
      openAt: new Date(Date.now() - 2 * HOUR_MS),
      closeAt: new Date(Date.now() - MINUTE_MS),
      status: ExamStatus.CLOSING,
    });
    await closed.accommodate({ closeAtOverride: new Date(Date.now() + HOUR_MS).toISOString() });
    expect(await statusOf(closed.scenario)).toBe(ExamStatus.OPEN);
    await app.application.sweep.runOnce(new Date());
    expect(await statusOf(closed.scenario)).toBe(ExamStatus.OPEN);
    expect((await closed.start(closed.student)).errors).toBeUndefined();
  });
});
