import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { IntegrityAction } from '../../../src/modules/exam/shared/examination-enums';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { ATTEMPT, INTEGRITY, START } from './attempt-operations';
import {
  ACTIONS,
  actionRows,
  attemptRow,
  buildProctorScenario,
  EVENTS,
  EXTEND,
  FORGIVE,
  PAUSE,
  PROCTOR_ATTEMPTS,
  PROCTOR_SUBMIT,
  proctorCall,
  RESUME,
  saveSingle,
  startAs,
  TERMINATE,
  UNLOCK,
  type ProctorScenario,
  type Row,
} from './proctor-operations';

jest.setTimeout(90_000);

const MINUTE_MS = 60_000;

/** Every proctor transition, its refusals in the wrong state, its audit row, and what the candidate's saves do after it. */
describe('proctor actions on an attempt', () => {
  let app: TestApp;
  let s: ProctorScenario;

  beforeAll(async () => {
    app = await startTestApp();
    s = await buildProctorScenario(app.application.orm, app.http, { maxFocusLoss: 1, integrityAction: IntegrityAction.LOCK_UNTIL_PROCTOR });
  });

  afterAll(async () => {
    await app.close();
  });

  const orm = () => app.application.orm;
  const call = (document: string, variables: Record<string, unknown>) => proctorCall(app.http, s.proctor.token, document, variables);
  const refusal = async (document: string, variables: Record<string, unknown>) =>
    (await graphql(app.http, document, variables, { token: s.proctor.token, language: 'en' })).errors?.[0];
  const report = (attemptId: string, type = 'FOCUS_LOST') =>
    graphql<{ reportIntegrityEvent: { state: string; count: number } }>(
      app.http,
      INTEGRITY,
      { attemptId, type },
      { token: s.studentToken },
    );

  /** Pausing and resuming one attempt; the `it`s work in order on the attempt started in beforeAll. */
  describe('pausing and resuming an attempt', () => {
    let attempt: Awaited<ReturnType<typeof startAs>>;
    let firstSaveAccepted: boolean | undefined;
    let resumed: Awaited<ReturnType<typeof call>>;

    beforeAll(async () => {
      attempt = await startAs(app.http, s.studentToken, s.exam.id);
      firstSaveAccepted = (await saveSingle(app.http, s.studentToken, attempt, 1)).data?.saveAnswer.accepted;
    });

    it('should pause a running attempt, stopping its clock', async () => {
      expect(firstSaveAccepted).toBe(true);
      const paused = await call(PAUSE, { id: attempt.id, reason: '考生举手，需要更换电脑' });
      expect(paused).toMatchObject({ state: 'PAUSED', answeredCount: 1, itemCount: 6 });
      expect(paused.pausedAt).not.toBeNull();
    });

    it('should refuse the candidate’s saves while paused and show the candidate PAUSED', async () => {
      const refused = await saveSingle(app.http, s.studentToken, attempt, 2);
      expect(refused.errors?.[0]?.extensions.code).toBe('CONFLICT');
      const seen = await graphql<{ attempt: { state: string } }>(app.http, ATTEMPT, { id: attempt.id }, { token: s.studentToken });
      expect(seen.data?.attempt.state).toBe('PAUSED');
    });

    it('should refuse a second pause', async () => {
      const again = await refusal(PAUSE, { id: attempt.id, reason: 'twice' });
      expect(again?.extensions.code).toBe('CONFLICT');
      expect(again?.message).toContain('PAUSED');
    });

    it('should resume with the deadline pushed by the paused time', async () => {
      // Paused ten minutes ago: the deadline moves ten minutes later on resume.
      const before = await attemptRow(orm(), attempt.id);
      const pausedAt = new Date(Date.now() - 10 * MINUTE_MS);
      await orm().em.fork().nativeUpdate(Attempt, { id: attempt.id }, { pausedAt }, { filters: false });
      resumed = await call(RESUME, { id: attempt.id, reason: '已更换电脑' });
      expect(resumed.state).toBe('IN_PROGRESS');
      expect(resumed.pausedAt).toBeNull();
      const pushed = new Date(resumed.deadlineAt).getTime() - before.deadlineAt.getTime();
      expect(pushed).toBeGreaterThanOrEqual(10 * MINUTE_MS);
      expect(pushed).toBeLessThan(10 * MINUTE_MS + 30_000);
      expect((await attemptRow(orm(), attempt.id)).deadlineAt.getTime()).toBe(new Date(resumed.deadlineAt).getTime());
    });

    it('should take the candidate’s saves again and show the candidate the new deadline', async () => {
      expect((await saveSingle(app.http, s.studentToken, attempt, 3)).data?.saveAnswer.accepted).toBe(true);
      const view = await graphql<{ attempt: { state: string; deadlineAt: string } }>(
        app.http,
        ATTEMPT,
        { id: attempt.id },
        { token: s.studentToken },
      );
      expect(view.data?.attempt).toMatchObject({ state: 'IN_PROGRESS', deadlineAt: resumed.deadlineAt });
    });

    it('should refuse resuming a running attempt', async () => {
      expect((await refusal(RESUME, { id: attempt.id, reason: 'again' }))?.message).toContain('IN_PROGRESS');
    });

    it('should audit the pause and the resume with their reasons and the proctor', async () => {
      const audit = await actionRows(orm(), attempt.id);
      expect(audit.map((row) => [row.action, row.reason, row.byUserId])).toEqual([
        ['PAUSE', '考生举手，需要更换电脑', s.proctor.id],
        ['RESUME', '已更换电脑', s.proctor.id],
      ]);
    });
  });

  it('should refuse to pause an attempt already past its deadline (the sweep submits it)', async () => {
    const attempt = await attemptRow(orm(), (await startAs(app.http, s.studentToken, s.exam.id)).id);
    const deadlineAt = attempt.deadlineAt;
    await orm()
      .em.fork()
      .nativeUpdate(Attempt, { id: attempt.id }, { deadlineAt: new Date(Date.now() - 1000) }, { filters: false });
    expect((await refusal(PAUSE, { id: attempt.id, reason: 'late' }))?.message).toMatch(/past its deadline/);
    expect((await attemptRow(orm(), attempt.id)).state).toBe(AttemptState.IN_PROGRESS);
    await orm().em.fork().nativeUpdate(Attempt, { id: attempt.id }, { deadlineAt }, { filters: false });
  });

  it('should lock by the policy, unlock (count kept, or reset), and lock again on the next event over the limit', async () => {
    const attempt = await startAs(app.http, s.studentToken, s.exam.id);
    await report(attempt.id);
    expect((await report(attempt.id)).data?.reportIntegrityEvent).toMatchObject({ state: 'LOCKED', count: 2 });
    expect((await saveSingle(app.http, s.studentToken, attempt, 10)).errors?.[0]?.message).toMatch(/locked/i);
    expect((await refusal(PAUSE, { id: attempt.id, reason: 'x' }))?.message).toContain('LOCKED');
    // Opening the exam again shows the locked attempt (never a fresh one).
    expect(await startAs(app.http, s.studentToken, s.exam.id)).toMatchObject({ id: attempt.id, state: 'LOCKED' });

    const unlocked = await call(UNLOCK, { id: attempt.id, reason: '误触，已确认' });
    expect(unlocked).toMatchObject({ state: 'IN_PROGRESS', integrityCount: 2 });
    expect((await saveSingle(app.http, s.studentToken, attempt, 11)).data?.saveAnswer.accepted).toBe(true);
    expect((await report(attempt.id)).data?.reportIntegrityEvent).toMatchObject({ state: 'LOCKED', count: 3 });

    const reset = await call(UNLOCK, { id: attempt.id, reason: '重新计数', reset: true });
    expect(reset).toMatchObject({ state: 'IN_PROGRESS', integrityCount: 0 });
    expect((await report(attempt.id)).data?.reportIntegrityEvent).toMatchObject({ state: 'IN_PROGRESS', count: 1 });
    expect((await refusal(UNLOCK, { id: attempt.id, reason: 'not locked' }))?.message).toContain('IN_PROGRESS');
  });

  it('should forgive a counted event once, lowering the count, and refuse uncounted or repeated ones', async () => {
    const attempt = await startAs(app.http, s.studentToken, s.exam.id);
    const before = (await attemptRow(orm(), attempt.id)).integrityCount;
    await report(attempt.id, 'RELOAD');
    const events = (
      await graphql<{ attemptIntegrityEvents: Array<{ id: string; eventType: string; counted: boolean; forgiven: boolean }> }>(
        app.http,
        EVENTS,
        { attemptId: attempt.id },
        { token: s.proctor.token },
      )
    ).data?.attemptIntegrityEvents;
    const counted = events?.find((event) => event.counted && !event.forgiven);
    const reload = events?.find((event) => event.eventType === 'RELOAD');
    expect(counted).toBeDefined();
    const forgiven = await graphql<{ forgiveIntegrityEvent: { forgiven: boolean; forgivenByName: string; note: string } }>(
      app.http,
      FORGIVE,
      { eventId: counted?.id, note: ' 网络抖动 ' },
      { token: s.proctor.token },
    );
    expect(forgiven.data?.forgiveIntegrityEvent).toMatchObject({ forgiven: true, note: '网络抖动' });
    expect(forgiven.data?.forgiveIntegrityEvent.forgivenByName).toBeTruthy();
    expect((await attemptRow(orm(), attempt.id)).integrityCount).toBe(Math.max(0, before - 1));
    expect((await refusal(FORGIVE, { eventId: counted?.id, note: 'again' }))?.message).toMatch(/already forgiven/);
    expect((await refusal(FORGIVE, { eventId: reload?.id, note: 'reload' }))?.message).toMatch(/not counted/);
    const audit = await actionRows(orm(), attempt.id);
    expect(audit.filter((row) => row.action === 'FORGIVE').map((row) => [row.reason, row.integrityEventId])).toEqual([
      ['网络抖动', counted?.id],
    ]);
  });

  it('should extend one attempt, also an overdue one (which runs again and takes saves)', async () => {
    const attempt = await attemptRow(orm(), (await startAs(app.http, s.studentToken, s.exam.id)).id);
    const extended = await call(EXTEND, { id: attempt.id, minutes: 15, reason: '电脑故障补时' });
    expect(new Date(extended.deadlineAt).getTime() - attempt.deadlineAt.getTime()).toBe(15 * MINUTE_MS);
    expect((await actionRows(orm(), attempt.id)).at(-1)).toMatchObject({ action: 'EXTEND', minutes: 15 });

    await orm()
      .em.fork()
      .nativeUpdate(
        Attempt,
        { id: attempt.id },
        { state: AttemptState.OVERDUE, deadlineAt: new Date(Date.now() - MINUTE_MS) },
        { filters: false },
      );
    const back = await call(EXTEND, { id: attempt.id, minutes: 5, reason: '补时' });
    expect(back.state).toBe('IN_PROGRESS');
    expect(back.secondsLeft).toBeGreaterThan(3 * 60);
    const started = await startAs(app.http, s.studentToken, s.exam.id);
    expect(started.id).toBe(attempt.id);
    expect((await saveSingle(app.http, s.studentToken, started, 20)).data?.saveAnswer.accepted).toBe(true);
  });

  it('should submit from the saved answers as PROCTOR (grading follows), and refuse when already submitted', async () => {
    const attempt = await startAs(app.http, s.studentToken, s.exam.id);
    await saveSingle(app.http, s.studentToken, attempt, 30);
    await report(attempt.id);
    await report(attempt.id);
    expect((await attemptRow(orm(), attempt.id)).state).toBe(AttemptState.LOCKED);
    const submitted = await call(PROCTOR_SUBMIT, { id: attempt.id, reason: '多次离开考试页面，收卷' });
    expect(submitted).toMatchObject({ state: 'SUBMITTED', submitSource: 'PROCTOR', answeredCount: 1 });
    const row = await attemptRow(orm(), attempt.id);
    expect(row).toMatchObject({ state: AttemptState.SUBMITTED, gradingState: 'UNGRADED' });
    expect((await saveSingle(app.http, s.studentToken, attempt, 31)).errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect((await refusal(PROCTOR_SUBMIT, { id: attempt.id, reason: 'again' }))?.message).toContain('SUBMITTED');
    expect((await refusal(TERMINATE, { id: attempt.id, reason: 'late' }))?.message).toContain('SUBMITTED');
    expect((await actionRows(orm(), attempt.id)).filter((action) => action.action === 'SUBMIT')).toHaveLength(1);
  });

  it('should terminate (VOIDED), then refuse every other action; list, filter and history show it all', async () => {
    const other = await buildProctorScenario(orm(), app.http);
    const otherStudentToken = other.studentToken;
    const attempt = await startAs(app.http, otherStudentToken, other.exam.id);
    const proctor = (document: string, variables: Record<string, unknown>) =>
      proctorCall(app.http, other.proctor.token, document, variables);
    await proctor(PAUSE, { id: attempt.id, reason: '暂停' });
    expect(await proctor(TERMINATE, { id: attempt.id, reason: '替考，终止考试' })).toMatchObject({ state: 'VOIDED', pausedAt: null });
    expect((await saveSingle(app.http, otherStudentToken, attempt, 1)).errors?.[0]?.extensions.code).toBe('CONFLICT');
    // A terminated attempt counts against the attempts (unlike a cancellation's): no fresh start at will.
    const again = await graphql(app.http, START, { examinationId: other.exam.id }, { token: otherStudentToken, language: 'en' });
    expect(again.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(/attempt/i);
    for (const document of [PAUSE, RESUME, UNLOCK, PROCTOR_SUBMIT, TERMINATE]) {
      expect(
        (await graphql(app.http, document, { id: attempt.id, reason: 'x' }, { token: other.proctor.token, language: 'en' })).errors?.[0]
          ?.message,
      ).toContain('VOIDED');
    }
    const list = await graphql<{ proctorAttempts: { total: number; records: Row[] } }>(
      app.http,
      PROCTOR_ATTEMPTS,
      { examinationId: other.exam.id },
      { token: other.proctor.token },
    );
    expect(list.data?.proctorAttempts.total).toBe(1);
    expect(list.data?.proctorAttempts.records[0]).toMatchObject({ id: attempt.id, state: 'VOIDED', account: other.student.account });
    const byState = async (state: string) =>
      (
        await graphql<{ proctorAttempts: { total: number } }>(
          app.http,
          PROCTOR_ATTEMPTS,
          { examinationId: other.exam.id, filter: { state } },
          { token: other.proctor.token },
        )
      ).data?.proctorAttempts.total;
    expect(await byState('VOIDED')).toBe(1);
    expect(await byState('IN_PROGRESS')).toBe(0);
    const byKeyword = async (keyword: string) =>
      (
        await graphql<{ proctorAttempts: { total: number } }>(
          app.http,
          PROCTOR_ATTEMPTS,
          { examinationId: other.exam.id, filter: { keyword } },
          { token: other.proctor.token },
        )
      ).data?.proctorAttempts.total;
    expect(await byKeyword(other.student.account.slice(2))).toBe(1);
    expect(await byKeyword('nobody-like-this')).toBe(0);
    const history = await graphql<{ proctorActions: Array<{ action: string; byName: string; candidateName: string }> }>(
      app.http,
      ACTIONS,
      { examinationId: other.exam.id },
      { token: other.proctor.token },
    );
    expect(history.data?.proctorActions.map((action) => action.action)).toEqual(['TERMINATE', 'PAUSE']);
    expect(history.data?.proctorActions[0]?.byName).toBeTruthy();
    expect(history.data?.proctorActions[0]?.candidateName).toBeTruthy();
  });
});
