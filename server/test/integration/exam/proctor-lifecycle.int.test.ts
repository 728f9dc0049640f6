import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { AttemptTimeoutSweep } from '../../../src/modules/exam/attempt/attempt-sweep';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { GradingStatusSweep } from '../../../src/modules/exam/grading/grading-sweeps';
import { AttemptState, SubmitSource } from '../../../src/modules/exam/shared/attempt-enums';
import { ExamStatus, IntegrityAction, OverdueHandling } from '../../../src/modules/exam/shared/examination-enums';
import { signedInUser } from '../../factories/exam-delivery.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { INTEGRITY } from './attempt-operations';
import {
  actionRows,
  attemptRow,
  buildProctorScenario,
  PAUSE,
  proctorCall,
  RESUME,
  saveSingle,
  startAs,
  type ProctorScenario,
} from './proctor-operations';

jest.setTimeout(120_000);

const MINUTE_MS = 60_000;

/** Paused and locked attempts against the deadline sweep and the examination's CLOSING -> GRADING step; racing proctors. */
describe('proctoring and the sweeps', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const orm = () => app.application.orm;
  const sweepAttempts = (now = new Date()) => new AttemptTimeoutSweep().run(orm().em.fork({ useContext: false }), now);
  const sweepGrading = (now = new Date()) => new GradingStatusSweep().run(orm().em.fork({ useContext: false }), now);
  const setAttempt = (id: string, changes: Partial<Pick<Attempt, 'deadlineAt' | 'pausedAt'>>) =>
    orm().em.fork().nativeUpdate(Attempt, { id }, changes, { filters: false });
  const lock = async (s: ProctorScenario, attemptId: string) => {
    for (let i = 0; i < 2; i += 1) {
      await graphql(app.http, INTEGRITY, { attemptId, type: 'FULLSCREEN_EXIT' }, { token: s.studentToken });
    }
    expect((await attemptRow(orm(), attemptId)).state).toBe(AttemptState.LOCKED);
  };
  const savedSlots = async (attemptId: string) =>
    (
      await orm()
        .em.fork()
        .find(AttemptItem, { attemptId, response: { $ne: null } }, { filters: false })
    ).length;

  it('should leave a paused attempt alone past its deadline and hold the examination in CLOSING until a proctor acts', async () => {
    const s = await buildProctorScenario(orm(), app.http);
    const attempt = await startAs(app.http, s.studentToken, s.exam.id);
    await saveSingle(app.http, s.studentToken, attempt, 1);
    await proctorCall(app.http, s.proctor.token, PAUSE, { id: attempt.id, reason: '停电' });
    const past = new Date(Date.now() - 5 * MINUTE_MS);
    await setAttempt(attempt.id, { deadlineAt: past, pausedAt: new Date(Date.now() - MINUTE_MS) });
    await orm()
      .em.fork()
      .nativeUpdate(Examination, { id: s.exam.id }, { examStatus: ExamStatus.CLOSING, closeAt: past }, { filters: false });

    await sweepAttempts();
    await sweepGrading();
    expect((await attemptRow(orm(), attempt.id)).state).toBe(AttemptState.PAUSED);
    expect((await orm().em.fork().findOneOrFail(Examination, { id: s.exam.id }, { filters: false })).examStatus).toBe(ExamStatus.CLOSING);

    // Resumed: the deadline moves by the minute it was paused, still past, so the next sweep submits the saved answers.
    const resumed = await proctorCall(app.http, s.proctor.token, RESUME, { id: attempt.id, reason: '来电' });
    expect(new Date(resumed.deadlineAt).getTime() - past.getTime()).toBeGreaterThanOrEqual(MINUTE_MS);
    await sweepAttempts(new Date(Date.now() + 2 * MINUTE_MS));
    expect(await attemptRow(orm(), attempt.id)).toMatchObject({ state: AttemptState.SUBMITTED, submitSource: SubmitSource.TIMEOUT_SWEEP });
    await sweepGrading(new Date(Date.now() + 2 * MINUTE_MS));
    expect((await orm().em.fork().findOneOrFail(Examination, { id: s.exam.id }, { filters: false })).examStatus).toBe(ExamStatus.GRADING);
  });

  it('should submit a locked attempt from its saved answers once deadline + grace has passed (AUTO_SUBMIT and GRACE_PERIOD)', async () => {
    const s = await buildProctorScenario(orm(), app.http, {
      maxFocusLoss: 1,
      integrityAction: IntegrityAction.LOCK_UNTIL_PROCTOR,
      overdueHandling: OverdueHandling.GRACE_PERIOD,
      graceSec: 300,
    });
    const attempt = await startAs(app.http, s.studentToken, s.exam.id);
    await saveSingle(app.http, s.studentToken, attempt, 1);
    await lock(s, attempt.id);
    await setAttempt(attempt.id, { deadlineAt: new Date(Date.now() - MINUTE_MS) });
    await sweepAttempts();
    expect((await attemptRow(orm(), attempt.id)).state).toBe(AttemptState.LOCKED);
    await sweepAttempts(new Date(Date.now() + 5 * MINUTE_MS));
    expect(await attemptRow(orm(), attempt.id)).toMatchObject({
      state: AttemptState.SUBMITTED,
      submitSource: SubmitSource.TIMEOUT_SWEEP,
      gradingState: 'UNGRADED',
    });
    expect(await savedSlots(attempt.id)).toBe(1);

    const auto = await buildProctorScenario(orm(), app.http, { maxFocusLoss: 1, integrityAction: IntegrityAction.LOCK_UNTIL_PROCTOR });
    const second = await startAs(app.http, auto.studentToken, auto.exam.id);
    await saveSingle(app.http, auto.studentToken, second, 1);
    await lock(auto, second.id);
    await setAttempt(second.id, { deadlineAt: new Date(Date.now() - 1000) });
    await sweepAttempts();
    expect(await attemptRow(orm(), second.id)).toMatchObject({ state: AttemptState.SUBMITTED, submitSource: SubmitSource.TIMEOUT_SWEEP });
    expect(await savedSlots(second.id)).toBe(1);
  });

  it('should abandon a locked attempt at its deadline under ABANDON handling', async () => {
    const s = await buildProctorScenario(orm(), app.http, {
      maxFocusLoss: 1,
      integrityAction: IntegrityAction.LOCK_UNTIL_PROCTOR,
      overdueHandling: OverdueHandling.ABANDON,
    });
    const attempt = await startAs(app.http, s.studentToken, s.exam.id);
    await lock(s, attempt.id);
    await setAttempt(attempt.id, { deadlineAt: new Date(Date.now() - 1000) });
    await sweepAttempts();
    expect((await attemptRow(orm(), attempt.id)).state).toBe(AttemptState.ABANDONED);
  });

  it(
    'should let exactly one of two proctors resuming at once win; the other gets a CONFLICT naming the state the winner ' + 'left',
    async () => {
      const s = await buildProctorScenario(orm(), app.http);
      const second = await signedInUser(orm(), app.http, {
        tenantId: s.tenant.tenantId,
        deptId: s.tenant.deptId,
        permissions: ['exam', 'exam_examination_proctor'],
      });
      const attempt = await startAs(app.http, s.studentToken, s.exam.id);
      // Several rounds: the loser's answer depends on timing (it may read PAUSED before the winner commits).
      for (let round = 0; round < 6; round += 1) {
        await proctorCall(app.http, s.proctor.token, PAUSE, { id: attempt.id, reason: '暂停' });
        const before = await attemptRow(orm(), attempt.id);
        const results = await Promise.all(
          [s.proctor.token, second.token].map((token) =>
            graphql<{ resumeAttempt: { deadlineAt: string } }>(
              app.http,
              RESUME,
              { id: attempt.id, reason: '恢复' },
              { token, language: 'en' },
            ),
          ),
        );
        const winners = results.filter((result) => result.data?.resumeAttempt);
        const losers = results.filter((result) => result.errors);
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(1);
        expect(losers[0]?.errors?.[0]?.extensions.code).toBe('CONFLICT');
        expect(losers[0]?.errors?.[0]?.message).toContain('IN_PROGRESS');
        const after = await attemptRow(orm(), attempt.id);
        expect(after).toMatchObject({ state: AttemptState.IN_PROGRESS, rowVersion: before.rowVersion + 1 });
      }
      expect((await actionRows(orm(), attempt.id)).map((row) => row.action)).toEqual(
        Array.from({ length: 6 }, () => ['PAUSE', 'RESUME']).flat(),
      );
    },
  );

  it('should let a concurrent candidate submit and a proctor pause race cleanly: the attempt ends in one state', async () => {
    const s = await buildProctorScenario(orm(), app.http);
    const attempt = await startAs(app.http, s.studentToken, s.exam.id);
    const SUBMIT = 'mutation ($attemptId: ID!, $key: String!) { submitAttempt(attemptId: $attemptId, idempotencyKey: $key) { state } }';
    const [submitted, paused] = await Promise.all([
      graphql<{ submitAttempt: { state: string } }>(
        app.http,
        SUBMIT,
        { attemptId: attempt.id, key: 'race-1' },
        { token: s.studentToken, language: 'en' },
      ),
      graphql<{ pauseAttempt: { state: string } }>(
        app.http,
        PAUSE,
        { id: attempt.id, reason: 'race' },
        { token: s.proctor.token, language: 'en' },
      ),
    ]);
    const row = await attemptRow(orm(), attempt.id);
    const audit = await actionRows(orm(), attempt.id);
    if (row.state === AttemptState.SUBMITTED) {
      expect(submitted.data?.submitAttempt.state).toBe('SUBMITTED');
      expect(paused.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(audit).toHaveLength(0);
    } else {
      expect(row.state).toBe(AttemptState.PAUSED);
      expect(paused.data?.pauseAttempt.state).toBe('PAUSED');
      expect(submitted.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(audit.map((action) => action.action)).toEqual(['PAUSE']);
    }
  });
});
