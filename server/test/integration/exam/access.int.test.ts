import assert from 'node:assert/strict';
import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import { EXAMINATION_STAFF_CODES } from '../../factories/exam-delivery.factory';
import { graphqlToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { graphqlFrom, MY_EXAMS, setAccess, START_WITH, STUDENT_REST, type StartedAttempt } from './access-operations';
import { FLAG, SAVE, START, SUBMIT } from './attempt-operations';
import { signedInUser } from '../../factories/exam-delivery.factory';

interface StartResult {
  startAttempt: StartedAttempt;
}

describe('exam access rules: access password and IP allow-list on startAttempt', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Trust X-Forwarded-For so the tests can choose the client address (the production default is off).
    app = await startTestApp({ TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    await app.close();
  });

  const tokenOf = async (scenario: ExamScenario, user: { account: string; password: string }) =>
    (await graphqlToken(app.http, scenario.tenant.tenantId, user.account, user.password)).accessToken;
  /** The legacy `Blade-Auth` header of a user of the scenario's tenant (the student unless named). */
  const legacyAuthOf = async (scenario: ExamScenario, user: { account: string; password: string }) =>
    legacyAuth(app.http, scenario.tenant.tenantId, user.account, user.password);
  const studentLegacyAuth = async (scenario: ExamScenario) => legacyAuthOf(scenario, scenario.student);
  const attempts = async (scenario: ExamScenario) =>
    app.application.orm.em.fork().count(Attempt, { examinationId: scenario.exam.id }, { filters: false });

  it('should refuse a missing or wrong password on the field, translated, start nothing, and start with the right one', async () => {
    const scenario = await buildExamScenario(app.application.orm);
    await setAccess(app.application.orm, scenario.exam.id, { accessPassword: 'Secret-42' });
    const token = await tokenOf(scenario, scenario.student);

    const missing = await graphqlFrom(app.http, START_WITH, { examinationId: scenario.exam.id }, token);
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: [{ field: 'accessPassword' }] });
    expect(missing.errors?.[0]?.message).toBe('请输入考试密码');
    const wrong = await graphqlFrom(app.http, START_WITH, { examinationId: scenario.exam.id, password: 'secret-42' }, token);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: [{ field: 'accessPassword' }] });
    expect(wrong.errors?.[0]?.message).toBe('考试密码不正确');
    expect(await attempts(scenario)).toBe(0);

    const right = await graphqlFrom<StartResult>(app.http, START_WITH, { examinationId: scenario.exam.id, password: ' Secret-42 ' }, token);
    expect(right.errors).toBeUndefined();
    expect(right.data?.startAttempt.state).toBe('IN_PROGRESS');
    // Resuming does not ask for the password again.
    const resumed = await graphqlFrom<StartResult>(app.http, START_WITH, { examinationId: scenario.exam.id }, token);
    expect(resumed.data?.startAttempt.id).toBe(right.data?.startAttempt.id);
  });

  it('should throttle wrong guesses per user and examination, even the right password, while other users still start', async () => {
    const scenario = await buildExamScenario(app.application.orm);
    await setAccess(app.application.orm, scenario.exam.id, { accessPassword: 'open-sesame' });
    const token = await tokenOf(scenario, scenario.student);
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await graphqlFrom(app.http, START_WITH, { examinationId: scenario.exam.id, password: `guess-${guess}` }, token);
      expect(wrong.errors?.[0]?.extensions?.['code']).toBe('VALIDATION');
    }
    const throttled = await graphqlFrom(app.http, START_WITH, { examinationId: scenario.exam.id, password: 'open-sesame' }, token);
    expect(throttled.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
    expect(throttled.errors?.[0]?.message).toMatch(/^考试密码错误次数过多，请 \d+ 分钟后再试$/);
    expect(await attempts(scenario)).toBe(0);

    const other = await graphqlFrom<StartResult>(
      app.http,
      START_WITH,
      { examinationId: scenario.exam.id, password: 'open-sesame' },
      await tokenOf(scenario, scenario.otherStudent),
    );
    expect(other.errors).toBeUndefined();
  });

  it('should take the password as `password` on the legacy getTestIndex path', async () => {
    const scenario = await buildExamScenario(app.application.orm);
    await setAccess(app.application.orm, scenario.exam.id, { accessPassword: 'legacy-pw' });
    const auth = await studentLegacyAuth(scenario);
    const wrong = await app.http.get(`${STUDENT_REST}/getTestIndex`).query({ examId: scenario.exam.id, password: 'nope' }).set(auth);
    expect(wrong.body).toMatchObject({ success: false, msg: '考试密码不正确' });
    const right = await app.http.get(`${STUDENT_REST}/getTestIndex`).query({ examId: scenario.exam.id, password: 'legacy-pw' }).set(auth);
    expect(right.body).toMatchObject({ success: true, data: { state: 'IN_PROGRESS' } });
  });

  it.each([
    ['an IPv4 address', ['192.0.2.10'], '192.0.2.10', '192.0.2.11'],
    ['an IPv4 CIDR range', ['10.0.0.0/8', '192.0.2.1'], '10.20.30.40', '11.0.0.1'],
    ['an IPv6 address', ['2001:db8::7'], '2001:db8::7', '2001:db8::8'],
    ['an IPv6 CIDR range', ['2001:db8:abcd::/48'], '2001:db8:abcd:12::1', '2001:db8:abce::1'],
  ])('should start from inside %s and refuse from outside with FORBIDDEN naming only the caller', async (_name, list, inside, outside) => {
    const scenario = await buildExamScenario(app.application.orm);
    await setAccess(app.application.orm, scenario.exam.id, { ipAllowList: list });
    const token = await tokenOf(scenario, scenario.student);
    const refused = await graphqlFrom(app.http, START_WITH, { examinationId: scenario.exam.id }, token, outside);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(`当前网络地址（${outside}）不允许参加本场考试`);
    expect(JSON.stringify(refused)).not.toContain(list[0]);
    expect(await attempts(scenario)).toBe(0);
    const started = await graphqlFrom<StartResult>(app.http, START_WITH, { examinationId: scenario.exam.id }, token, inside);
    expect(started.errors).toBeUndefined();
  });

  it('should still apply the IP rule to resuming an attempt in progress', async () => {
    const scenario = await buildExamScenario(app.application.orm);
    await setAccess(app.application.orm, scenario.exam.id, { ipAllowList: ['198.51.100.0/24'] });
    const token = await tokenOf(scenario, scenario.student);
    const started = await graphqlFrom<StartResult>(app.http, START_WITH, { examinationId: scenario.exam.id }, token, '198.51.100.5');
    expect(started.errors).toBeUndefined();
    const resumedElsewhere = await graphqlFrom(app.http, START_WITH, { examinationId: scenario.exam.id }, token, '203.0.113.9');
    expect(resumedElsewhere.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const resumed = await graphqlFrom<StartResult>(app.http, START_WITH, { examinationId: scenario.exam.id }, token, '198.51.100.77');
    expect(resumed.data?.startAttempt.id).toBe(started.data?.startAttempt.id);
  });

  it(
    'should refuse saves, flags and submit from outside the allow-list mid-attempt, change nothing, and accept them ' + 'back inside',
    async () => {
      const scenario = await buildExamScenario(app.application.orm);
      await setAccess(app.application.orm, scenario.exam.id, { ipAllowList: ['198.51.100.0/24'] });
      const token = await tokenOf(scenario, scenario.student);
      const inside = '198.51.100.5';
      const outside = '203.0.113.9';
      const started = await graphqlFrom<{
        startAttempt: { id: string; items: Array<{ slot: number; questionType: string; options: Array<{ id: string }> }> };
      }>(app.http, START, { examinationId: scenario.exam.id }, token, inside);
      const attempt = started.data?.startAttempt;
      const single = attempt?.items.find((item) => item.questionType === 'SINGLE_CHOICE');
      assert(attempt && single);
      const save = (optionIndex: number, clientSeq: number, address: string) =>
        graphqlFrom<{ saveAnswer: { accepted: boolean } }>(
          app.http,
          SAVE,
          { attemptId: attempt.id, input: { slot: single.slot, response: { optionIds: [single.options[optionIndex]?.id] }, clientSeq } },
          token,
          address,
        );
      expect((await save(0, 1, inside)).data?.saveAnswer.accepted).toBe(true);

      const refusals = [
        await save(1, 2, outside),
        await graphqlFrom(app.http, FLAG, { attemptId: attempt.id, slot: single.slot, flagged: true }, token, outside),
        await graphqlFrom(app.http, SUBMIT, { attemptId: attempt.id, key: 'moved-1', final: [] }, token, outside),
        await graphqlFrom(
          app.http,
          SUBMIT,
          {
            attemptId: attempt.id,
            key: 'moved-2',
            final: [{ slot: single.slot, response: { optionIds: [single.options[1]?.id] }, clientSeq: 3 }],
          },
          token,
          outside,
        ),
      ];
      for (const refused of refusals) {
        expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
        expect(refused.errors?.[0]?.message).toBe(`当前网络地址（${outside}）不允许参加本场考试`);
      }
      const items = await app.application.orm.em.fork().find(AttemptItem, { attemptId: attempt.id, slot: single.slot }, { filters: false });
      expect(items[0]?.response?.optionIds).toEqual([single.options[0]?.id]);
      expect(items[0]?.flagged).toBe(false);
      const stored = await app.application.orm.em.fork().findOneOrFail(Attempt, { id: attempt.id }, { filters: false });
      expect(stored.state).toBe(AttemptState.IN_PROGRESS);

      // Back on an allowed network the same save (its clientSeq was never stored) and the submit go through.
      expect((await save(1, 2, '198.51.100.200')).data?.saveAnswer.accepted).toBe(true);
      const submitted = await graphqlFrom<{ submitAttempt: { state: string } }>(
        app.http,
        SUBMIT,
        { attemptId: attempt.id, key: 'back-1', final: [] },
        token,
        inside,
      );
      expect(submitted.data?.submitAttempt.state).toBe(AttemptState.SUBMITTED);
    },
  );

  it(
    'should never show the password to candidates (GraphQL and legacy REST), only requiresPassword, and show it to ' + 'staff on both',
    async () => {
      const scenario = await buildExamScenario(app.application.orm);
      await setAccess(app.application.orm, scenario.exam.id, { accessPassword: 'top-secret-pw', ipAllowList: ['192.0.2.0/24'] });
      const token = await tokenOf(scenario, scenario.student);
      const mine = await graphqlFrom<{ myExaminations: { records: Array<{ id: string; requiresPassword: boolean }> } }>(
        app.http,
        MY_EXAMS,
        {},
        token,
      );
      expect(mine.data?.myExaminations.records.find((row) => row.id === scenario.exam.id)?.requiresPassword).toBe(true);
      expect(JSON.stringify(mine)).not.toContain('top-secret-pw');
      const sneaky = await graphqlFrom(
        app.http,
        'query ($id: ID!) { examination(id: $id) { accessPassword } }',
        { id: scenario.exam.id },
        token,
      );
      expect(sneaky.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      const legacyAuth = await studentLegacyAuth(scenario);
      const list = await app.http.get(`${STUDENT_REST}/selectTrainList`).set(legacyAuth);
      expect(list.body.success).toBe(true);
      expect(JSON.stringify(list.body)).toContain('"requiresPassword":true');
      expect(JSON.stringify(list.body)).not.toContain('top-secret-pw');

      const staff = await signedInUser(app.application.orm, app.http, {
        tenantId: scenario.tenant.tenantId,
        deptId: scenario.tenant.deptId,
        permissions: EXAMINATION_STAFF_CODES,
      });
      const detail = await graphqlFrom<{ examination: { accessPassword: string; ipAllowList: string[]; requiresPassword: boolean } }>(
        app.http,
        'query ($id: ID!) { examination(id: $id) { accessPassword ipAllowList requiresPassword } }',
        { id: scenario.exam.id },
        staff.token,
      );
      expect(detail.data?.examination).toEqual({ accessPassword: 'top-secret-pw', ipAllowList: ['192.0.2.0/24'], requiresPassword: true });
      const staffAuth = await legacyAuthOf(scenario, staff);
      const legacyDetail = await app.http
        .get('/api/blade-exam/examination/examExamination/detail')
        .query({ id: scenario.exam.id })
        .set(staffAuth);
      expect(legacyDetail.body.data).toMatchObject({ accessPassword: 'top-secret-pw', ipAllowList: ['192.0.2.0/24'] });
    },
  );
});
