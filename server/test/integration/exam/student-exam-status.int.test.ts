import { ExamAccommodation } from '../../../src/modules/exam/accommodation/accommodation.entity';
import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { DEFAULT_REVIEW_POLICY } from '../../../src/modules/exam/examination/examination-write.service';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { AttemptGradingState, ItemGradingState } from '../../../src/modules/exam/shared/attempt-enums';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { REVIEW, START, SUBMIT } from './attempt-operations';

const MINE = 'query { myExaminations(page: { current: 1, size: 50 }) { records { id status phase group canStart attemptsUsed } } }';
const HOUR = 3_600_000;

interface MineRow {
  id: string;
  status: string;
  phase: string;
  group: string;
  canStart: boolean;
}

jest.setTimeout(90_000);

describe('where an examination stands for a student (one status for the list and the badge) and the default review', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const orm = () => app.application.orm;
  const tokenOf = async (scenario: ExamScenario, user: ExamScenario['student']) =>
    (await graphqlToken(app.http, scenario.tenant.tenantId, user.account, user.password)).accessToken;
  const mine = async (token: string, examId: string): Promise<MineRow | undefined> => {
    const answer = await graphql<{ myExaminations: { records: MineRow[] } }>(app.http, MINE, {}, { token });
    expect(answer.errors).toBeUndefined();
    return answer.data?.myExaminations.records.find((row) => row.id === examId);
  };
  const setExam = async (id: string, values: Partial<Examination>) => {
    const em = orm().em.fork();
    const exam = await em.findOneOrFail(Examination, { id }, { filters: false });
    Object.assign(exam, values);
    await em.flush();
  };

  it('should keep an examination open while attempts are left, and end it once they are used up', async () => {
    const scenario = await buildExamScenario(orm(), { maxAttempts: 2 });
    const token = await tokenOf(scenario, scenario.student);
    expect(await mine(token, scenario.exam.id)).toMatchObject({ phase: 'NOT_STARTED', group: 'OPEN' });

    for (const round of [1, 2]) {
      const started = await graphql<{ startAttempt: { id: string } }>(app.http, START, { examinationId: scenario.exam.id }, { token });
      expect(started.errors).toBeUndefined();
      expect(await mine(token, scenario.exam.id)).toMatchObject({ phase: 'RUNNING', group: 'OPEN', canStart: true });
      await graphql(app.http, SUBMIT, { attemptId: started.data?.startAttempt.id, key: `round-${round}` }, { token });
      const after = await mine(token, scenario.exam.id);
      // Just submitted: the grading job has not run yet (or already left the short answers to a teacher).
      expect(['SUBMITTED', 'AWAITING_GRADING']).toContain(after?.phase);
      // Still OPEN after the first of two attempts; ENDED after the second, though the window is open.
      expect(after).toMatchObject(round === 1 ? { group: 'OPEN', status: 'OPEN' } : { group: 'ENDED', status: 'OPEN', canStart: false });
    }

    // The short answer and file questions wait for a teacher.
    const em = orm().em.fork();
    const latest = await em.findOneOrFail(
      Attempt,
      { examinationId: scenario.exam.id, userId: scenario.student.id, attemptNo: 2 },
      { filters: false },
    );
    latest.gradingState = AttemptGradingState.NEEDS_MANUAL_GRADING;
    await em.flush();
    expect(await mine(token, scenario.exam.id)).toMatchObject({ phase: 'AWAITING_GRADING', group: 'ENDED' });

    await setExam(scenario.exam.id, { examStatus: ExamStatus.RESULTS_RELEASED, resultsReleasedAt: new Date() });
    expect(await mine(token, scenario.exam.id)).toMatchObject({ phase: 'RESULTS_RELEASED', group: 'ENDED' });
  });

  it('should show upcoming before the window, missed after it without an attempt, and follow an accommodated window', async () => {
    const now = Date.now();
    const scenario = await buildExamScenario(orm(), {
      openAt: new Date(now + HOUR),
      closeAt: new Date(now + 2 * HOUR),
      status: ExamStatus.SCHEDULED,
    });
    const student = await tokenOf(scenario, scenario.student);
    const other = await tokenOf(scenario, scenario.otherStudent);
    expect(await mine(student, scenario.exam.id)).toMatchObject({ phase: 'NOT_STARTED', group: 'UPCOMING' });

    // The window closed an hour ago; the other student's own window is still open (an accommodation).
    await setExam(scenario.exam.id, { openAt: new Date(now - 2 * HOUR), closeAt: new Date(now - HOUR), examStatus: ExamStatus.OPEN });
    const em = orm().em.fork();
    em.create(ExamAccommodation, {
      tenantId: scenario.tenant.tenantId,
      examinationId: scenario.exam.id,
      userId: scenario.otherStudent.id,
      closeAtOverride: new Date(now + HOUR),
    });
    await em.flush();
    expect(await mine(student, scenario.exam.id)).toMatchObject({ phase: 'MISSED', group: 'ENDED' });
    expect(await mine(other, scenario.exam.id)).toMatchObject({ phase: 'NOT_STARTED', group: 'OPEN', canStart: true });
  });

  it(
    "should show, by default after release, the score, each question's marks and the teacher's comments but no correct " + 'answers',
    async () => {
      const scenario = await buildExamScenario(orm(), { reviewPolicy: DEFAULT_REVIEW_POLICY });
      const token = await tokenOf(scenario, scenario.student);
      const started = await graphql<{ startAttempt: { id: string } }>(app.http, START, { examinationId: scenario.exam.id }, { token });
      const attemptId = started.data?.startAttempt.id as string;
      await graphql(app.http, SUBMIT, { attemptId, key: 'review-default' }, { token });

      // Graded by a teacher (every item 1 point, a comment on the first).
      const em = orm().em.fork();
      const items = await em.find(AttemptItem, { attemptId }, { filters: false, orderBy: { slot: 'asc' } });
      items.forEach((item, index) =>
        Object.assign(item, { finalScore: 100, gradingState: ItemGradingState.MANUALLY_GRADED, feedback: index === 0 ? '思路正确' : null }),
      );
      const attempt = await em.findOneOrFail(Attempt, { id: attemptId }, { filters: false });
      Object.assign(attempt, { gradingState: AttemptGradingState.GRADED, totalScore: 100 * items.length, passed: false });
      await em.flush();

      type Review = {
        allowed: string[];
        totalScore: number | null;
        questions: Array<{
          slot: number;
          score: number | null;
          acceptedBlanks: string[][] | null;
          explanation: string | null;
          options: Array<{ isCorrect: boolean | null }>;
        }>;
      };
      const before = await graphql<{ myAttemptReview: Review }>(app.http, REVIEW, { attemptId }, { token });
      expect(before.data?.myAttemptReview).toMatchObject({ allowed: [], totalScore: null });

      await setExam(scenario.exam.id, { examStatus: ExamStatus.RESULTS_RELEASED, resultsReleasedAt: new Date() });
      const after = await graphql<{ myAttemptReview: Review }>(app.http, REVIEW, { attemptId }, { token });
      expect(after.errors).toBeUndefined();
      const review = after.data?.myAttemptReview as Review;
      expect([...review.allowed].sort()).toEqual(['FEEDBACK', 'MARKS_PER_QUESTION', 'SCORE']);
      expect(review.totalScore).toBe(items.length);
      expect(review.questions.every((question) => question.score === 1)).toBe(true);
      expect(
        review.questions.every(
          (question) =>
            question.acceptedBlanks === null &&
            question.explanation === null &&
            question.options.every((option) => option.isCorrect === null),
        ),
      ).toBe(true);
      const feedback = await graphql<{ myAttemptReview: { questions: Array<{ feedback: string | null }> } }>(
        app.http,
        'query ($attemptId: ID) { myAttemptReview(attemptId: $attemptId) { questions { feedback } } }',
        { attemptId },
        { token },
      );
      expect(feedback.data?.myAttemptReview.questions[0]?.feedback).toBe('思路正确');
    },
  );
});
