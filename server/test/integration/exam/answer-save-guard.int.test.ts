import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { buildExamScenario, scenarioStudentTokens, type ExamScenario } from '../../factories/exam-attempt.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { SAVE, START, SUBMIT } from './attempt-operations';

interface Started {
  id: string;
  items: Array<{ id: string; slot: number; questionType: QuestionType; options: Array<{ id: string }> }>;
}
interface Submitted {
  submitAttempt: { state: string; submittedAt: string; submitSource: string; saves: Array<{ accepted: boolean }> };
}
interface Saved {
  saveAnswer: { accepted: boolean; ignored: boolean; clientSeq: number };
}

jest.setTimeout(60_000);

/**
 * The autosave keeps an attempt's unchanging facts in memory and checks state and deadline in the database
 * with its one write. These tests change the attempt row behind the server's back, as another app node (its
 * submit, the sweep, a proctor lock, an extension) would, and expect every save to follow the row.
 */
describe('answer saves follow the attempt row, whichever node changed it', () => {
  let app: TestApp;
  let scenario: ExamScenario;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    scenario = await buildExamScenario(app.application.orm);
    ({ student: token, other: otherToken } = await scenarioStudentTokens(app.http, scenario));
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();
  const setRow = async (attemptId: string, changes: Partial<Pick<Attempt, 'state' | 'deadlineAt'>>) => {
    await em().nativeUpdate(Attempt, { id: attemptId }, changes, { filters: false });
  };

  it('should refuse saves once the row says locked, closed or past the deadline, and take them again when it allows', async () => {
    const started = (await graphql<{ startAttempt: Started }>(app.http, START, { examinationId: scenario.exam.id }, { token })).data
      ?.startAttempt as Started;
    const single = started.items.find((item) => item.questionType === QuestionType.SINGLE_CHOICE) as Started['items'][number];
    const save = (clientSeq: number, as = token) =>
      graphql<Saved>(
        app.http,
        SAVE,
        { attemptId: started.id, input: { slot: single.slot, response: { optionIds: [single.options[clientSeq % 2]?.id] }, clientSeq } },
        { token: as, language: 'en' },
      );
    const storedSeq = async () =>
      (await em().findOneOrFail(AttemptItem, { attemptId: started.id, slot: single.slot }, { filters: false })).clientSeq;
    const original = (await em().findOneOrFail(Attempt, { id: started.id }, { filters: false })).deadlineAt;

    expect((await save(1)).data?.saveAnswer).toMatchObject({ accepted: true, clientSeq: 1 });

    await setRow(started.id, { state: AttemptState.LOCKED });
    expect((await save(2)).errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect((await save(2)).errors?.[0]?.message).toMatch(/locked/i);
    expect(await storedSeq()).toBe(1);

    await setRow(started.id, { state: AttemptState.IN_PROGRESS, deadlineAt: new Date(Date.now() - 10 * 60_000) });
    expect((await save(3)).errors?.[0]?.message).toMatch(/deadline|time/i);
    expect(await storedSeq()).toBe(1);

    // An extension on another node: the later deadline applies at once.
    await setRow(started.id, { deadlineAt: original });
    expect((await save(4)).data?.saveAnswer).toMatchObject({ accepted: true, clientSeq: 4 });
    expect((await save(3)).data?.saveAnswer).toMatchObject({ accepted: false, ignored: true, clientSeq: 4 });

    // Another student's token never reaches the cached attempt.
    expect((await save(9, otherToken)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    await setRow(started.id, { state: AttemptState.SUBMITTED });
    expect((await save(5)).errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(await storedSeq()).toBe(4);
  });

  it(
    'should submit only while the row allows it, take a late one as the deadline would, and answer a repeat with the ' + 'stored submit',
    async () => {
      const started = (
        await graphql<{ startAttempt: Started }>(app.http, START, { examinationId: scenario.exam.id }, { token: otherToken })
      ).data?.startAttempt as Started;
      const single = started.items.find((item) => item.questionType === QuestionType.SINGLE_CHOICE) as Started['items'][number];
      const final = [{ slot: single.slot, response: { optionIds: [single.options[0]?.id] }, clientSeq: 7 }];
      const submit = (as = otherToken) =>
        graphql<Submitted>(app.http, SUBMIT, { attemptId: started.id, key: 'guard-1', final }, { token: as, language: 'en' });
      const row = () => em().findOneOrFail(Attempt, { id: started.id }, { filters: false });
      const original = (await row()).deadlineAt;

      const answerRow = () => em().findOneOrFail(AttemptItem, { attemptId: started.id, slot: single.slot }, { filters: false });

      await setRow(started.id, { state: AttemptState.LOCKED });
      expect((await submit()).errors?.[0]?.message).toMatch(/locked/i);
      expect((await row()).state).toBe(AttemptState.LOCKED);
      // Neither the final answer nor the submit was written (one statement on MySQL, two on the embedded database).
      expect((await answerRow()).clientSeq).toBe(0);
      expect((await submit(token)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');

      // Past the deadline (AUTO_SUBMIT): submitted as the sweep would, without the final answers.
      await setRow(started.id, { state: AttemptState.IN_PROGRESS, deadlineAt: new Date(Date.now() - 10 * 60_000) });
      const late = await submit();
      expect(late.data?.submitAttempt).toMatchObject({ state: 'SUBMITTED', submitSource: 'TIMEOUT_SWEEP', saves: [] });

      // On time again (another node extended it before the sweep ran): the one guarded update applies.
      await setRow(started.id, { state: AttemptState.IN_PROGRESS, deadlineAt: original });
      const onTime = await submit();
      expect(onTime.data?.submitAttempt).toMatchObject({ state: 'SUBMITTED', submitSource: 'CANDIDATE', saves: [{ accepted: true }] });
      const stored = await row();
      expect(stored).toMatchObject({ state: AttemptState.SUBMITTED, submitSource: 'CANDIDATE', submitKey: 'guard-1' });
      expect(await answerRow()).toMatchObject({ clientSeq: 7, response: { optionIds: [single.options[0]?.id] } });
      expect(stored.submittedAt?.toISOString()).toBe(onTime.data?.submitAttempt.submittedAt);
      const again = await submit();
      expect(again.data?.submitAttempt).toMatchObject({
        state: 'SUBMITTED',
        submittedAt: onTime.data?.submitAttempt.submittedAt,
        saves: [],
      });
      expect((await row()).rowVersion).toBe(stored.rowVersion);
    },
  );

  it('should submit with a final answer older than the stored one, keeping the stored answer', async () => {
    const fresh = await buildExamScenario(app.application.orm);
    const as = (await graphqlToken(app.http, fresh.tenant.tenantId, fresh.student.account, fresh.student.password)).accessToken;
    const started = (await graphql<{ startAttempt: Started }>(app.http, START, { examinationId: fresh.exam.id }, { token: as })).data
      ?.startAttempt as Started;
    const single = started.items.find((item) => item.questionType === QuestionType.SINGLE_CHOICE) as Started['items'][number];
    const [first, second] = single.options.map((option) => option.id);
    const saved = await graphql<Saved>(
      app.http,
      SAVE,
      { attemptId: started.id, input: { slot: single.slot, response: { optionIds: [first] }, clientSeq: 5 } },
      { token: as },
    );
    expect(saved.data?.saveAnswer).toMatchObject({ accepted: true, clientSeq: 5 });

    const final = [{ slot: single.slot, response: { optionIds: [second] }, clientSeq: 3 }];
    const submitted = await graphql<Submitted & { submitAttempt: { saves: Array<{ ignored: boolean }> } }>(
      app.http,
      SUBMIT,
      { attemptId: started.id, key: 'stale-final', final },
      { token: as },
    );
    expect(submitted.data?.submitAttempt).toMatchObject({
      state: 'SUBMITTED',
      saves: [{ accepted: false, ignored: true }],
    });
    expect(await em().findOneOrFail(AttemptItem, { attemptId: started.id, slot: single.slot }, { filters: false })).toMatchObject({
      clientSeq: 5,
      response: { optionIds: [first] },
    });
  });
});
