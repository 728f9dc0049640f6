import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { AttemptGradingState, AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { IntegrityAction } from '../../../src/modules/exam/shared/examination-enums';
import { buildExamScenario, FULL_REVIEW_AFTER, type ExamScenario } from '../../factories/exam-attempt.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { ATTEMPT, FLAG, INTEGRITY, MY_ATTEMPT, REVIEW, SAVE, STAFF, START, SUBMIT } from './attempt-operations';

interface Item {
  id: string;
  slot: number;
  questionId: string;
  questionType: QuestionType;
  options: Array<{ id: string; label: string }>;
}
interface Started {
  id: string;
  state: string;
  deadlineAt: string;
  serverNow: string;
  items: Item[];
}

/** Fields that must never reach a candidate before the review policy allows them. */
const SECRET_KEYS =
  /"(isCorrect|weightPct|acceptedBlanks|blanks"\s*:\s*\[\s*\[|explanation|referenceAnswer|finalScore|autoScore|totalScore)"/;

jest.setTimeout(60_000);

describe('taking an examination over GraphQL', () => {
  let app: TestApp;
  let scenario: ExamScenario;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    scenario = await buildExamScenario(app.application.orm, { reviewPolicy: FULL_REVIEW_AFTER });
    for (const [name, user] of Object.entries({
      student: scenario.student,
      other: scenario.otherStudent,
      grader: scenario.grader,
      outsider: scenario.outsider,
    })) {
      tokens[name] = (await graphqlToken(app.http, scenario.tenant.tenantId, user.account, user.password)).accessToken;
    }
  });

  afterAll(async () => {
    await app.close();
  });

  const start = async (token: string) =>
    graphql<{ startAttempt: Started }>(app.http, START, { examinationId: scenario.exam.id }, { token });
  const itemOf = (started: Started, type: QuestionType) => started.items.find((item) => item.questionType === type) as Item;

  it('should start once, resume on the next call, and never send answer keys', async () => {
    const [first, second] = await Promise.all([start(tokens['student'] as string), start(tokens['student'] as string)]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data?.startAttempt.id).toBe(first.data?.startAttempt.id);
    const started = first.data?.startAttempt as Started;
    expect(started.state).toBe(AttemptState.IN_PROGRESS);
    expect(started.items).toHaveLength(6);
    const deadline = new Date(started.deadlineAt).getTime() - new Date(started.serverNow).getTime();
    expect(deadline).toBeGreaterThan(29 * 60_000);
    expect(deadline).toBeLessThanOrEqual(30 * 60_000);
    expect(
      await app.application.orm.em
        .fork()
        .count(Attempt, { examinationId: scenario.exam.id, userId: scenario.student.id }, { filters: false }),
    ).toBe(1);
    expect(await app.application.orm.em.fork().count(AttemptItem, { attemptId: started.id }, { filters: false })).toBe(6);
    const resumed = await graphql(app.http, ATTEMPT, { id: started.id }, { token: tokens['student'] });
    expect(JSON.stringify(resumed.data)).not.toMatch(SECRET_KEYS);
    expect(JSON.stringify(first.data)).not.toMatch(SECRET_KEYS);
    // The candidate type has no key fields at all: asking for one is a schema error.
    const probe = await graphql(
      app.http,
      'query ($id: ID!) { attempt(id: $id) { items { options { isCorrect } } } }',
      { id: started.id },
      { token: tokens['student'] },
    );
    expect(probe.errors?.[0]?.message).toMatch(/isCorrect/);
  });

  it('should refuse anonymous callers, users without exam_take, other students and other tenants', async () => {
    const started = (await start(tokens['student'] as string)).data?.startAttempt as Started;
    expect((await graphql(app.http, ATTEMPT, { id: started.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(
      (await graphql(app.http, START, { examinationId: scenario.exam.id }, { token: tokens['outsider'] })).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
    expect((await graphql(app.http, ATTEMPT, { id: started.id }, { token: tokens['other'] })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    const stranger = await buildExamScenario(app.application.orm);
    const strangerToken = (await graphqlToken(app.http, stranger.tenant.tenantId, stranger.student.account, stranger.student.password))
      .accessToken;
    expect((await graphql(app.http, ATTEMPT, { id: started.id }, { token: strangerToken })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(
      (await graphql(app.http, START, { examinationId: scenario.exam.id }, { token: strangerToken })).errors?.[0]?.extensions.code,
    ).toBe('NOT_FOUND');
    const save = await graphql(
      app.http,
      SAVE,
      { attemptId: started.id, input: { slot: 1, response: { optionIds: [] }, clientSeq: 99 } },
      { token: strangerToken },
    );
    expect(save.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await graphql(app.http, STAFF, { id: started.id }, { token: tokens['student'] })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    const strangerGrader = (await graphqlToken(app.http, stranger.tenant.tenantId, stranger.grader.account, stranger.grader.password))
      .accessToken;
    expect((await graphql(app.http, STAFF, { id: started.id }, { token: strangerGrader })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('should save answers idempotently, ignore stale saves and refuse bad answers without writing', async () => {
    const started = (await start(tokens['student'] as string)).data?.startAttempt as Started;
    const single = itemOf(started, QuestionType.SINGLE_CHOICE);
    const save = (slot: number, response: Record<string, unknown>, clientSeq?: number) =>
      graphql<{ saveAnswer: { accepted: boolean; ignored: boolean; clientSeq: number } }>(
        app.http,
        SAVE,
        { attemptId: started.id, input: { slot, response, clientSeq } },
        { token: tokens['student'], language: 'en' },
      );
    const [a, b] = single.options;
    expect((await save(single.slot, { optionIds: [a?.id] }, 5)).data?.saveAnswer).toMatchObject({
      accepted: true,
      ignored: false,
      clientSeq: 5,
    });
    expect((await save(single.slot, { optionIds: [b?.id] }, 4)).data?.saveAnswer).toMatchObject({
      accepted: false,
      ignored: true,
      clientSeq: 5,
    });
    expect((await save(single.slot, { optionIds: [b?.id] }, 5)).data?.saveAnswer).toMatchObject({ ignored: true });
    const row = await app.application.orm.em
      .fork()
      .findOneOrFail(AttemptItem, { attemptId: started.id, slot: single.slot }, { filters: false });
    expect(row.response).toEqual({ optionIds: [a?.id] });
    const other = itemOf(started, QuestionType.MULTIPLE_CHOICE).options[0]?.id;
    const badOption = await save(single.slot, { optionIds: [other] }, 6);
    expect(badOption.errors?.[0]).toMatchObject({
      message: 'An option does not belong to this question',
      extensions: { code: 'VALIDATION' },
    });
    expect((await save(single.slot, { optionIds: [a?.id, b?.id] }, 7)).errors?.[0]?.message).toBe(
      'Choose only one option for this question',
    );
    expect((await save(single.slot, { text: 'x' }, 8)).errors?.[0]?.message).toBe('The answer does not fit this question type');
    const blank = itemOf(started, QuestionType.FILL_BLANK);
    expect((await save(blank.slot, { blanks: ['a', 'b', 'c'] }, 9)).errors?.[0]?.message).toBe('This question has 2 blanks');
    expect((await save(99, { optionIds: [] }, 10)).errors?.[0]?.message).toBe('No such question number in this attempt: 99');
    expect(
      (await save(itemOf(started, QuestionType.SHORT_ANSWER).slot, { text: 'x'.repeat(20_001) }, 11)).errors?.[0]?.extensions.code,
    ).toBe('VALIDATION');
    const file = itemOf(started, QuestionType.FILE_UPLOAD);
    expect((await save(file.slot, { fileIds: ['123'] }, 12)).errors?.[0]?.message).toBe(
      'A file does not belong to this question or does not exist',
    );
    const after = await app.application.orm.em
      .fork()
      .findOneOrFail(AttemptItem, { attemptId: started.id, slot: single.slot }, { filters: false });
    expect(after).toMatchObject({ clientSeq: 5, response: { optionIds: [a?.id] } });
    expect(
      (await graphql(app.http, FLAG, { attemptId: started.id, slot: single.slot, flagged: true }, { token: tokens['student'] })).data,
    ).toEqual({ flagForReview: true });
  });

  it('should apply a policy to integrity events on the server', async () => {
    const strict = await buildExamScenario(app.application.orm, { maxFocusLoss: 1, integrityAction: IntegrityAction.LOCK_UNTIL_PROCTOR });
    const token = (await graphqlToken(app.http, strict.tenant.tenantId, strict.student.account, strict.student.password)).accessToken;
    const started = (await graphql<{ startAttempt: Started }>(app.http, START, { examinationId: strict.exam.id }, { token })).data
      ?.startAttempt as Started;
    const report = (type: string) =>
      graphql<{ reportIntegrityEvent: Record<string, unknown> }>(app.http, INTEGRITY, { attemptId: started.id, type }, { token });
    expect((await report('COPY')).data?.reportIntegrityEvent).toEqual({
      counted: false,
      count: 0,
      limit: 1,
      action: null,
      state: 'IN_PROGRESS',
    });
    expect((await report('FOCUS_LOST')).data?.reportIntegrityEvent).toMatchObject({
      counted: true,
      count: 1,
      action: null,
      state: 'IN_PROGRESS',
    });
    expect((await report('FOCUS_LOST')).data?.reportIntegrityEvent).toMatchObject({
      count: 2,
      action: 'LOCK_UNTIL_PROCTOR',
      state: 'LOCKED',
    });
    const locked = await graphql(
      app.http,
      SAVE,
      { attemptId: started.id, input: { slot: 1, response: { optionIds: [] }, clientSeq: 1 } },
      { token },
    );
    expect(locked.errors?.[0]?.message).toBe('答卷已被锁定，请联系监考老师');
    expect((await report('NOPE')).errors?.[0]).toBeDefined();
  });

  /** One attempt from submission to review; the `it`s work in order on the attempt started in beforeAll. */
  describe('submitting, grading and reviewing an attempt', () => {
    let started: Started;

    beforeAll(async () => {
      started = (await start(tokens['other'] as string)).data?.startAttempt as Started;
    });

    it('should show no key and no score in the review while the attempt runs', async () => {
      const before = await graphql(app.http, REVIEW, { attemptId: started.id }, { token: tokens['other'] });
      expect(before.data).toMatchObject({ myAttemptReview: { state: 'IN_PROGRESS', allowed: [], totalScore: null } });
      expect(JSON.stringify(before.data)).not.toMatch(/"isCorrect":(true|false)|"explanation":"|"acceptedBlanks":\[/);
    });

    it('should submit with the final answers, idempotently under the same key', async () => {
      const correct = (type: QuestionType, count = 1) => {
        const item = itemOf(started, type);
        const keyed = scenario.options.get(item.questionId) ?? [];
        return {
          slot: item.slot,
          response: {
            optionIds: keyed
              .filter((option) => option.isCorrect)
              .slice(0, count)
              .map((option) => option.id),
          },
        };
      };
      const final = [
        { ...correct(QuestionType.SINGLE_CHOICE), clientSeq: 1 },
        { ...correct(QuestionType.MULTIPLE_CHOICE, 1), clientSeq: 2 },
        { ...correct(QuestionType.TRUE_FALSE), clientSeq: 3 },
        { slot: itemOf(started, QuestionType.FILL_BLANK).slot, response: { blanks: [' beijing ', '41'] }, clientSeq: 4 },
        { slot: itemOf(started, QuestionType.SHORT_ANSWER).slot, response: { text: '我的答案' }, clientSeq: 5 },
      ];
      const submitted = await graphql<{ submitAttempt: { state: string; submitSource: string; saves: unknown[] } }>(
        app.http,
        SUBMIT,
        { attemptId: started.id, key: 'k-1', final },
        { token: tokens['other'] },
      );
      expect(submitted.data?.submitAttempt).toMatchObject({ state: 'SUBMITTED', submitSource: 'CANDIDATE' });
      expect(submitted.data?.submitAttempt.saves).toHaveLength(5);
      const again = await graphql<{ submitAttempt: { state: string } }>(
        app.http,
        SUBMIT,
        { attemptId: started.id, key: 'k-1' },
        { token: tokens['other'] },
      );
      expect(again.data?.submitAttempt.state).toBe('SUBMITTED');
    });

    it('should refuse a save after the submission and a malformed submit key', async () => {
      const late = await graphql(
        app.http,
        SAVE,
        { attemptId: started.id, input: { slot: 1, response: { optionIds: [] }, clientSeq: 50 } },
        { token: tokens['other'] },
      );
      expect(late.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(
        (await graphql(app.http, SUBMIT, { attemptId: started.id, key: 'bad key!' }, { token: tokens['other'] })).errors?.[0]?.extensions
          .code,
      ).toBe('VALIDATION');
    });

    it('should auto-grade the submitted attempt in the sweep, leaving the manual items waiting', async () => {
      const steps = app.application.services.examAttempts.sweepSteps;
      const em = app.application.orm.em.fork();
      for (const step of steps) {
        await step.run(em.fork(), new Date());
      }
      const graded = await app.application.orm.em.fork().findOneOrFail(Attempt, { id: started.id }, { filters: false });
      // single 2 + multiple half 1 + true/false 2 + one blank of two 1 = 6; short answer and file wait for a person.
      expect(graded).toMatchObject({
        gradingState: AttemptGradingState.NEEDS_MANUAL_GRADING,
        autoScore: 600,
        totalScore: 600,
        passed: null,
      });
    });

    it('should show the review the policy allows, without a total until grading is complete', async () => {
      const review = await graphql<{
        myAttemptReview: {
          allowed: string[];
          totalScore: number | null;
          questions: Array<{ isCorrect: string | null; explanation: string | null }>;
        };
      }>(app.http, REVIEW, { examinationId: scenario.exam.id }, { token: tokens['other'] });
      expect(review.data?.myAttemptReview.allowed).toContain('CORRECT_ANSWER');
      expect(review.data?.myAttemptReview.totalScore).toBeNull();
      expect(review.data?.myAttemptReview.questions.map((question) => question.isCorrect).filter(Boolean)).toHaveLength(4);
    });

    it('should show the attempt to staff with its score and to the student as submitted', async () => {
      const staff = await graphql<{ staffAttempt: { userId: string; totalScore: number } }>(
        app.http,
        STAFF,
        { id: started.id },
        { token: tokens['grader'] },
      );
      expect(staff.data?.staffAttempt).toMatchObject({ userId: scenario.otherStudent.id, totalScore: 6 });
      expect((await graphql(app.http, MY_ATTEMPT, { examinationId: scenario.exam.id }, { token: tokens['other'] })).data).toEqual({
        myAttempt: { id: started.id, state: 'SUBMITTED' },
      });
    });

    it('should refuse a second start when one attempt is allowed', async () => {
      expect((await start(tokens['other'] as string)).errors?.[0]?.message).toBe('考试次数已用完（最多 1 次）');
    });
  });
});
