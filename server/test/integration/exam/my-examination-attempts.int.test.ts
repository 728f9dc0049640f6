import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { START, SUBMIT } from './attempt-operations';

const MINE = `
    {
      myExaminations(page: {current: 1, size: 10}) {
        records {
          id
          maxAttempts
          openNow
          attemptsUsed
          canStart
          latestAttempt {
            id
            attemptNo
            state
            gradingState
            deadlineAt
            submittedAt
          }
        }
      }
    }
  `;

interface MineRow {
  id: string;
  attemptsUsed: number;
  canStart: boolean;
  latestAttempt: { id: string; attemptNo: number; state: string; deadlineAt: string; submittedAt: string | null } | null;
}

jest.setTimeout(60_000);

describe("my examinations with the caller's attempts", () => {
  let app: TestApp;
  let scenario: ExamScenario;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    scenario = await buildExamScenario(app.application.orm);
    for (const [name, user] of Object.entries({ student: scenario.student, other: scenario.otherStudent })) {
      tokens[name] = (await graphqlToken(app.http, scenario.tenant.tenantId, user.account, user.password)).accessToken;
    }
  });

  afterAll(async () => {
    await app.close();
  });

  const mine = async (token: string): Promise<MineRow | undefined> => {
    const answer = await graphql<{ myExaminations: { records: MineRow[] } }>(app.http, MINE, {}, { token });
    expect(answer.errors).toBeUndefined();
    return answer.data?.myExaminations.records.find((row) => row.id === scenario.exam.id);
  };

  it(
    'should show no attempt before the start, the attempt in progress after it, and no start once the only attempt is ' + 'submitted',
    async () => {
      expect(await mine(tokens['student'] as string)).toMatchObject({ attemptsUsed: 0, canStart: true, latestAttempt: null });

      const started = await graphql<{ startAttempt: { id: string; deadlineAt: string } }>(
        app.http,
        START,
        { examinationId: scenario.exam.id },
        { token: tokens['student'] },
      );
      const attemptId = started.data?.startAttempt.id as string;
      expect(await mine(tokens['student'] as string)).toMatchObject({
        attemptsUsed: 1,
        canStart: true,
        latestAttempt: {
          id: attemptId,
          attemptNo: 1,
          state: 'IN_PROGRESS',
          deadlineAt: started.data?.startAttempt.deadlineAt,
          submittedAt: null,
        },
      });
      // Another candidate's row is their own.
      expect(await mine(tokens['other'] as string)).toMatchObject({ attemptsUsed: 0, latestAttempt: null });

      await graphql(app.http, SUBMIT, { attemptId, key: 'mine-1' }, { token: tokens['student'] });
      const after = await mine(tokens['student'] as string);
      expect(after).toMatchObject({ attemptsUsed: 1, canStart: false, latestAttempt: { id: attemptId, state: 'SUBMITTED' } });
      expect(after?.latestAttempt?.submittedAt).not.toBeNull();
      // No score on the summary: scores follow the review policy.
      const probe = await graphql(
        app.http,
        'query { myExaminations { records { latestAttempt { totalScore } } } }',
        {},
        { token: tokens['student'] },
      );
      expect(probe.errors?.[0]?.extensions.code).toBe('VALIDATION');
    },
  );
});
