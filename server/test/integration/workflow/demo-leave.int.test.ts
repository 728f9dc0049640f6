import { createApplication } from '../../../src/app/application';
import { createLogger } from '../../../src/core/logging/logger';
import { DEMO_PASSWORDS, DEMO_TENANT_ID, DEMO_USER_IDS } from '../../../src/seeders/demo/demo-ids';
import { DEMO_WORKFLOW_PASSWORDS, DEMO_WORKFLOW_USER_IDS } from '../../../src/seeders/demo/demo-workflow.seed';
import { WfProcessDefinition } from '../../../src/modules/workflow/repository/wf-process-definition.entity';
import { WfProcessInstance } from '../../../src/modules/workflow/runtime/wf-process-instance.entity';
import { WfTask } from '../../../src/modules/workflow/task/wf-task.entity';
import { graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { contextOf, type WorkflowUser } from './workflow-fixture';

jest.setTimeout(120_000);

const demoTenant = { filters: { tenant: { tenantId: DEMO_TENANT_ID } } };

/** The demo tenant's workflow seed: the leave model deployed once, and users in the `hr` and `boss` roles. */
describe('demo workflow seed', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const demoUser = (id: string, account: string, password: string, roleAliases: string[]): WorkflowUser => ({
    id,
    tenantId: DEMO_TENANT_ID,
    account,
    password,
    roleAliases,
  });

  it('deploys the leave model once, even when the application starts again', async () => {
    const again = await createApplication(app.config, createLogger('silent'));
    await again.close();
    const definitions = await app.application.orm.em.fork().find(WfProcessDefinition, { definitionKey: 'Leave' }, demoTenant);
    expect(definitions.map((row) => [row.version, row.isLatest, row.suspended])).toEqual([[1, true, false]]);
  });

  it('lets the demo hr and boss users sign in', async () => {
    for (const account of ['hr', 'boss'] as const) {
      const token = await graphqlToken(app.http, DEMO_TENANT_ID, account, DEMO_WORKFLOW_PASSWORDS[account]);
      expect(token.accessToken).toEqual(expect.any(String));
    }
  });

  it('runs a teacher leave request through the admin and the demo hr user', async () => {
    const workflow = app.application.services.workflow;
    const orm = app.application.orm;
    const definition = await orm.em.fork().findOneOrFail(WfProcessDefinition, { definitionKey: 'Leave', isLatest: true }, demoTenant);
    const teacher = demoUser(DEMO_USER_IDS.teacher, 'teacher', DEMO_PASSWORDS.teacher, ['teacher']);
    const admin = demoUser(DEMO_USER_IDS.admin, 'admin', DEMO_PASSWORDS.admin, ['admin']);
    const hr = demoUser(DEMO_WORKFLOW_USER_IDS.hr, 'hr', DEMO_WORKFLOW_PASSWORDS.hr, ['hr']);
    const instance = await workflow.runtime.start(contextOf(orm, teacher), {
      definitionId: definition.id,
      variables: { taskUser: admin.id, days: 2, createUser: teacher.id },
    });
    const open = async (): Promise<WfTask> =>
      orm.em.fork().findOneOrFail(WfTask, { instanceId: instance.id, taskStatus: 'ACTIVE' }, demoTenant);
    await workflow.tasks.complete(contextOf(orm, admin), (await open()).id, { pass: true });
    const hrTask = await open();
    await workflow.tasks.claim(contextOf(orm, hr), hrTask.id);
    await workflow.tasks.complete(contextOf(orm, hr), hrTask.id, { pass: true });
    const finished = await orm.em.fork().findOneOrFail(WfProcessInstance, { id: instance.id }, demoTenant);
    expect(finished.instanceStatus).toBe('COMPLETED');
  });
});
