import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { AttemptGradingState } from '../../../src/modules/exam/shared/attempt-enums';
import { SnapshotCache } from '../../../src/modules/exam/attempt/snapshot-cache';
import { AttemptGradingStep } from '../../../src/modules/exam/grading/attempt-grading';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { START, SUBMIT } from './attempt-operations';

interface Started {
  id: string;
  items: Array<{ slot: number; questionType: QuestionType; questionId: string }>;
}

jest.setTimeout(60_000);

/**
 * The auto-grading job claims waiting attempts a batch at a time and finishes each only while it still holds
 * the claim. Another node's claim is simulated by writing the row as that node would.
 */
describe('auto-grading claims, as several app nodes run the job', () => {
  let app: TestApp;
  let scenario: ExamScenario;

  beforeAll(async () => {
    app = await startTestApp();
    scenario = await buildExamScenario(app.application.orm);
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();
  const gradingStep = () => app.application.services.examAttempts.sweepSteps.find((step) => step.name === 'attemptGrading');
  const row = (id: string) => em().findOneOrFail(Attempt, { id }, { filters: false });

  /** Starts and submits with the single-choice question answered correctly. */
  async function submitted(user: ExamScenario['student'], inScenario: ExamScenario = scenario): Promise<string> {
    const token = (await graphqlToken(app.http, inScenario.tenant.tenantId, user.account, user.password)).accessToken;
    const started = (await graphql<{ startAttempt: Started }>(app.http, START, { examinationId: inScenario.exam.id }, { token })).data
      ?.startAttempt as Started;
    const single = started.items.find((item) => item.questionType === QuestionType.SINGLE_CHOICE) as Started['items'][number];
    const correct = (inScenario.options.get(single.questionId) ?? []).filter((option) => option.isCorrect).map((option) => option.id);
    const final = [{ slot: single.slot, response: { optionIds: correct }, clientSeq: 1 }];
    const result = await graphql<{ submitAttempt: { state: string } }>(
      app.http,
      SUBMIT,
      { attemptId: started.id, key: `claims-${user.account}`, final },
      { token },
    );
    expect(result.data?.submitAttempt.state).toBe('SUBMITTED');
    return started.id;
  }

  it('should leave an attempt another node holds, grade the rest in one run, and take over a stale claim', async () => {
    const held = await submitted(scenario.student);
    const free = await submitted(scenario.otherStudent);
    const now = new Date();
    await em().nativeUpdate(
      Attempt,
      { id: held },
      { gradingState: AttemptGradingState.GRADING, gradingClaimedAt: now },
      { filters: false },
    );

    expect(await gradingStep()?.run(em(), now)).toBe(1);
    expect(await row(held)).toMatchObject({ gradingState: AttemptGradingState.GRADING, autoScore: null });
    // Single choice 2 points; the short-answer and file questions wait for a person.
    expect(await row(free)).toMatchObject({
      gradingState: AttemptGradingState.NEEDS_MANUAL_GRADING,
      autoScore: 200,
      totalScore: 200,
      passed: null,
    });

    // The other node died: after five minutes its claim is taken over.
    const later = new Date(now.getTime() + 6 * 60_000);
    expect(await gradingStep()?.run(em(), later)).toBe(1);
    expect(await row(held)).toMatchObject({ gradingState: AttemptGradingState.NEEDS_MANUAL_GRADING, autoScore: 200 });
    // Nothing is graded twice.
    expect(await gradingStep()?.run(em(), later)).toBe(0);
  });

  it('should hold grading back while the node is busy, take a batch now and then, and grade the rest once it is quiet', async () => {
    const other = await buildExamScenario(app.application.orm);
    let busy = true;
    const step = new AttemptGradingStep(new SnapshotCache(), { busy: () => busy });
    const first = await submitted(other.student, other);
    // Busy, but no batch ran yet: one runs.
    expect(await step.run(em(), new Date())).toBe(1);
    expect(await row(first)).toMatchObject({ gradingState: AttemptGradingState.NEEDS_MANUAL_GRADING, autoScore: 200 });

    const second = await submitted(other.otherStudent, other);
    // Still busy and a batch ran moments ago: the attempt waits.
    expect(await step.run(em(), new Date())).toBe(0);
    expect(await row(second)).toMatchObject({ gradingState: AttemptGradingState.UNGRADED, autoScore: null });
    busy = false;
    expect(await step.run(em(), new Date())).toBe(1);
    expect(await row(second)).toMatchObject({ gradingState: AttemptGradingState.NEEDS_MANUAL_GRADING, autoScore: 200, totalScore: 200 });
  });
});
