import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { buildExamScenario } from '../../factories/exam-attempt.factory';
import { START } from '../exam/attempt-operations';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Loading entities and flushing without changing them writes nothing. Dates were once always "changed" on
 * the embedded database (the loaded snapshot held Date objects, the comparison milliseconds), so every flush
 * rewrote them and could undo a concurrent conditional update.
 */
describe('an unchanged entity is not written back', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should compute no change set for loaded entities with date properties', async () => {
    const scenario = await buildExamScenario(app.application.orm);
    const { accessToken } = await graphqlToken(app.http, scenario.tenant.tenantId, scenario.student.account, scenario.student.password);
    const started = await graphql<{ startAttempt: { id: string } }>(
      app.http,
      START,
      { examinationId: scenario.exam.id },
      { token: accessToken },
    );
    const em = app.application.orm.em.fork();
    await em.findOneOrFail(Attempt, { id: started.data?.startAttempt.id }, { filters: false });
    await em.findOneOrFail(User, { id: scenario.student.id }, { filters: false });
    const unitOfWork = em.getUnitOfWork();
    unitOfWork.computeChangeSets();
    expect(unitOfWork.getChangeSets().map((changeSet) => [changeSet.name, changeSet.payload])).toEqual([]);
  });
});
