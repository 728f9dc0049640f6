import supertest from 'supertest';
import { GraphqlPlans } from '../../../src/app/graphql-plans';
import { ApiLog } from '../../../src/modules/log/api-log.entity';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { FLAG, SAVE, START, SUBMIT } from './attempt-operations';

interface Started {
  id: string;
  items: Array<{ id: string; slot: number; questionType: QuestionType; options: Array<{ id: string }> }>;
}

jest.setTimeout(60_000);

/** Headers and body parts that differ between two answers for reasons of time or connection only. */
const VOLATILE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);
const stable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE_HEADERS.has(name)));
const timeless = (text: string) => text.replace(/"serverNow":"[^"]+"/g, '"serverNow":"<now>"');

/**
 * Operations run from compiled plans on POST /graphql (graphql-plans.ts); Express's route still runs them through Apollo. Every
 * answer - success, refusal, bad input, a request that fails before execution - must be the same on both. The candidate's hot
 * mutations are the first cases; the suite as a whole runs every operation from its plan (GRAPHQL_PLAN_AFTER=1 in tests).
 */
describe('planned operations answer exactly as Apollo does', () => {
  let app: TestApp;
  let scenario: ExamScenario;
  let viaApollo: ReturnType<typeof supertest>;
  let student: string;
  let otherStudent: string;
  let outsider: string;
  let started: Started;
  let single: Started['items'][number];
  const planned = jest.spyOn(GraphqlPlans.prototype, 'forBody');

  beforeAll(async () => {
    app = await startTestApp();
    viaApollo = supertest(app.application.app);
    scenario = await buildExamScenario(app.application.orm);
    const tokenOf = async (user: ExamScenario['student']) =>
      (await graphqlToken(app.http, scenario.tenant.tenantId, user.account, user.password)).accessToken;
    student = await tokenOf(scenario.student);
    otherStudent = await tokenOf(scenario.otherStudent);
    outsider = await tokenOf(scenario.outsider);
    started = (await graphql<{ startAttempt: Started }>(app.http, START, { examinationId: scenario.exam.id }, { token: student })).data
      ?.startAttempt as Started;
    single = started.items.find((item) => item.questionType === QuestionType.SINGLE_CHOICE) as Started['items'][number];
  });

  afterAll(async () => {
    planned.mockRestore();
    await app.close();
  });

  const send = (agent: ReturnType<typeof supertest>, body: unknown, token: string | null, language = 'en') => {
    let request = agent.post('/graphql').set('content-type', 'application/json').set('accept-language', language);
    if (token) {
      request = request.set('authorization', `Bearer ${token}`);
    }
    return request.send(JSON.stringify(body));
  };

  /** Sends the same body on both paths and expects the same status, headers and body; answers whether a plan ran. */
  const expectSameAnswer = async (body: unknown, token: string | null, language = 'en') => {
    planned.mockClear();
    const fast = await send(app.http, body, token, language);
    const plan = planned.mock.results[0]?.value as unknown;
    const slow = await send(viaApollo, body, token, language);
    expect([fast.status, timeless(fast.text)]).toEqual([slow.status, timeless(slow.text)]);
    expect(stable(fast.headers)).toEqual(stable(slow.headers));
    return {
      planned: Boolean(plan),
      body: fast.body as { data?: Record<string, unknown>; errors?: Array<{ extensions: { code: string } }> },
    };
  };

  const saveBody = (clientSeq: number, attemptId = started.id, slot = single.slot) => ({
    query: SAVE,
    variables: { attemptId, input: { slot, response: { optionIds: [single.options[0]?.id] }, clientSeq } },
  });

  it('should run a save from its plan and answer a replayed save as the ordinary path does', async () => {
    const first = await send(app.http, saveBody(5), student);
    expect(first.body.data.saveAnswer).toMatchObject({ accepted: true, clientSeq: 5 });
    const replay = await expectSameAnswer(saveBody(5), student);
    expect(replay.planned).toBe(true);
    expect(replay.body.data?.['saveAnswer']).toMatchObject({ accepted: false, ignored: true, clientSeq: 5 });
  });

  it.each([
    ['an unknown slot', () => saveBody(6, started.id, 999), () => student],
    ['another candidate attempt', () => saveBody(6), () => otherStudent],
    ['a caller without exam_take', () => saveBody(6), () => outsider],
    ['no token', () => saveBody(6), () => null],
    ['a malformed id', () => saveBody(6, 'not-an-id'), () => student],
    [
      'an input the validators refuse',
      () => ({ ...saveBody(6), variables: { ...saveBody(6).variables, input: { slot: -1, clientSeq: -3 } } }),
      () => student,
    ],
  ])('should refuse %s with the same answer', async (_name, body, token) => {
    const answer = await expectSameAnswer(body(), token());
    expect(answer.body.errors?.length).toBeGreaterThan(0);
    expect(answer.body.errors?.[0]?.extensions.code).not.toBe('INTERNAL');
  });

  it('should leave requests that fail before execution to Apollo (variables that do not coerce, missing variables)', async () => {
    const wrongType = await expectSameAnswer({ query: SAVE, variables: { attemptId: started.id, input: { slot: 'x' } } }, student);
    expect(wrongType.planned).toBe(true);
    expect(wrongType.body.errors?.[0]?.extensions.code).toBe('VALIDATION');
    await expectSameAnswer({ query: SAVE }, student, 'zh-CN');
  });

  it('should plan aliases, mixed selections and reads, and answer them as Apollo does', async () => {
    // Replays of the stored save (seq 5): the same answer on both paths.
    const mixed = await expectSameAnswer({ ...saveBody(5), query: SAVE.replace('saveAnswer(', '__typename saveAnswer(') }, student);
    expect(mixed.planned).toBe(true);
    expect(mixed.body.data?.['saveAnswer']).toBeDefined();
    const aliased = await expectSameAnswer({ ...saveBody(5), query: SAVE.replace('saveAnswer(', 'a: saveAnswer(') }, student);
    expect(aliased.planned).toBe(true);
    const me = await expectSameAnswer({ query: 'query { me { account realName roleAliases } }' }, student, 'zh-CN');
    expect(me.planned).toBe(true);
    expect(me.body.data?.['me']).toMatchObject({ account: scenario.student.account });
    // A field the caller may not read, and one that fails for everyone (no token): errors with null data, translated.
    const refused = await expectSameAnswer({ query: 'query { users(page: { current: 1, size: 5 }) { total } }' }, student);
    expect(refused.planned).toBe(true);
    expect(refused.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const anonymous = await expectSameAnswer({ query: 'query { me { account } }' }, null, 'zh-CN');
    expect(anonymous.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('should leave to Apollo what it reads differently: unknown body members, introspection where it is off', async () => {
    const member = await expectSameAnswer({ query: 'query { me { account } }', saveAnswer: 1 }, student);
    expect(member.planned).toBe(false);
    const introspection = await expectSameAnswer({ query: '{ __schema { queryType { name } } }' }, student);
    expect(introspection.planned).toBe(app.config.graphqlIntrospection);
  });

  it('should flag and submit from plans (a replayed submit answers the same) and log them by name', async () => {
    const flag = await expectSameAnswer({ query: FLAG, variables: { attemptId: started.id, slot: single.slot, flagged: true } }, student);
    expect(flag.planned).toBe(true);
    expect(flag.body.data).toEqual({ flagForReview: true });
    const submit = {
      query: `mutation PlannedSubmit${SUBMIT.trim().slice('mutation'.length)}`,
      variables: { attemptId: started.id, key: 'k-1' },
    };
    const first = await send(app.http, submit, student);
    expect(first.body.data.submitAttempt).toMatchObject({ state: expect.stringMatching(/SUBMITTED|GRADED/) });
    const replay = await expectSameAnswer(submit, student);
    expect(replay.planned).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    await app.application.services.logs.buffer.flush();
    const rows = await app.application.orm.em.fork().find(ApiLog, { title: 'PlannedSubmit' }, { filters: false });
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
