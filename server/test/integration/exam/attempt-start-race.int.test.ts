import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { buildExamScenario } from '../../factories/exam-attempt.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { START } from './attempt-operations';

jest.setTimeout(120_000);

/**
 * Concurrent starts of one candidate (double clicks, two tabs): whichever commits first wins and every other call
 * returns that attempt - never "no attempts left" nor a second attempt, however the calls interleave.
 */
describe('concurrent startAttempt of one candidate', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should return the one attempt to every call of several rounds of four at once', async () => {
    for (let round = 0; round < 8; round += 1) {
      const scenario = await buildExamScenario(app.application.orm);
      const token = (await graphqlToken(app.http, scenario.tenant.tenantId, scenario.student.account, scenario.student.password))
        .accessToken;
      const results = await Promise.all(
        [0, 1, 2, 3].map(() => graphql<{ startAttempt: { id: string } }>(app.http, START, { examinationId: scenario.exam.id }, { token })),
      );
      expect(results.map((result) => result.errors)).toEqual([undefined, undefined, undefined, undefined]);
      expect(new Set(results.map((result) => result.data?.startAttempt.id)).size).toBe(1);
      expect(await app.application.orm.em.fork().count(Attempt, { examinationId: scenario.exam.id }, { filters: false })).toBe(1);
    }
  });
});
