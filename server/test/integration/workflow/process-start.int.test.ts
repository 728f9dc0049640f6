import { DEMO_TENANT_ID, DEMO_USER_IDS } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { codeOf, workList, workTokens, type WorkTokens } from './flow-work-fixture';

jest.setTimeout(180_000);

const SAVE_MODEL = `mutation ($input: WorkflowModelInput!) { saveWorkflowModel(input: $input) { id } }`;
const DEPLOY = `mutation ($id: ID!) { deployWorkflowModel(modelId: $id, category: "flow_2") { id key version } }`;
const START = `mutation ($id: ID!) { startProcess(processDefinitionId: $id) { processInstanceId processDefinitionId name } }`;
const COMPLETE = `mutation ($taskId: ID!) { completeTask(taskId: $taskId, pass: true) { taskId status } }`;
const START_LIST = `query { startableProcesses(page: { current: 1, size: 50 }) { records { id key } } }`;
const SUSPEND = `mutation ($id: ID!) { changeDefinitionState(definitionId: $id, state: SUSPENDED) { changed } }`;

/** A model as the designer draws it: start -> a user task of the demo teacher -> end. */
const MODEL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  id="Definitions_1" targetNamespace="http://www.flowable.org/processdef">
  <process id="review" name="Review" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="check" />
    <userTask id="check" name="Check" flowable:assignee="${DEMO_USER_IDS.teacher}" />
    <sequenceFlow id="f2" sourceRef="check" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

/** startProcess: a process without a start form started from the start list, then worked on the work lists. */
describe('starting a process without a start form (GraphQL)', () => {
  let app: TestApp;
  let tokens: WorkTokens;
  let definitionId: string;

  beforeAll(async () => {
    app = await startTestApp();
    tokens = await workTokens(app);
    const saved = await graphql<{ saveWorkflowModel: { id: string } }>(
      app.http,
      SAVE_MODEL,
      { input: { name: 'Review', modelKey: 'review', xml: MODEL_XML } },
      { token: tokens.admin },
    );
    const deployed = await graphql<{ deployWorkflowModel: { id: string }[] }>(
      app.http,
      DEPLOY,
      { id: saved.data?.saveWorkflowModel.id },
      { token: tokens.admin },
    );
    definitionId = deployed.data?.deployWorkflowModel[0]?.id ?? '';
    expect(definitionId).not.toBe('');
  });

  afterAll(async () => {
    await app.close();
  });

  it('starts the latest version with no variables; the task reaches its assignee, completing it ends the process', async () => {
    const started = await graphql<{ startProcess: { processInstanceId: string; processDefinitionId: string; name: string } }>(
      app.http,
      START,
      { id: definitionId },
      { token: tokens.teacher },
    );
    expect(started.errors).toBeUndefined();
    expect(started.data?.startProcess).toMatchObject({ processDefinitionId: definitionId, name: 'Review' });
    const instanceId = started.data?.startProcess.processInstanceId;
    const todo = (await workList(app, tokens.teacher, 'todoTasks')).find((row) => row.processInstanceId === instanceId);
    expect(todo?.taskName).toBe('Check');
    const completed = await graphql(app.http, COMPLETE, { taskId: todo?.taskId }, { token: tokens.teacher });
    expect(completed.errors).toBeUndefined();
    const done = (await workList(app, tokens.teacher, 'doneTasks')).find((row) => row.processInstanceId === instanceId);
    expect(done?.processIsFinished).toBe(true);
  });

  it('refuses the leave process, which starts from its form, changing nothing', async () => {
    const list = await graphql<{ startableProcesses: { records: { id: string; key: string }[] } }>(
      app.http,
      START_LIST,
      {},
      { token: tokens.teacher },
    );
    const leave = list.data?.startableProcesses.records.find((row) => row.key === 'Leave');
    expect(leave).toBeDefined();
    const before = await workList(app, tokens.teacher, 'sentProcesses');
    expect(codeOf(await graphql(app.http, START, { id: leave?.id }, { token: tokens.teacher }))).toBe('VALIDATION');
    expect(await workList(app, tokens.teacher, 'sentProcesses')).toHaveLength(before.length);
  });

  it('answers NOT_FOUND for an unknown id and for another tenant’s definition', async () => {
    expect(codeOf(await graphql(app.http, START, { id: '1' }, { token: tokens.teacher }))).toBe('NOT_FOUND');
    expect(codeOf(await graphql(app.http, START, { id: 'not-an-id' }, { token: tokens.teacher }))).toBe('NOT_FOUND');
    expect(codeOf(await graphql(app.http, START, { id: definitionId }, { token: tokens.platform }))).toBe('NOT_FOUND');
  });

  it('refuses anonymous callers and callers without work_start', async () => {
    expect(codeOf(await graphql(app.http, START, { id: definitionId }))).toBe('UNAUTHENTICATED');
    const tenant = await buildTenant(app.application.orm);
    const role = await buildRole(app.application.orm, { tenantId: tenant.tenantId, alias: 'clerk' });
    const user = await buildUser(app.application.orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [role.id] });
    const token = (await graphqlToken(app.http, tenant.tenantId, user.account, user.password)).accessToken;
    expect(codeOf(await graphql(app.http, START, { id: definitionId }, { token }))).toBe('FORBIDDEN');
    expect(DEMO_TENANT_ID).not.toBe(tenant.tenantId);
  });

  it('refuses a suspended definition', async () => {
    const suspended = await graphql(app.http, SUSPEND, { id: definitionId }, { token: tokens.admin });
    expect(suspended.errors).toBeUndefined();
    expect(codeOf(await graphql(app.http, START, { id: definitionId }, { token: tokens.teacher }))).toBe('SUSPENDED');
  });
});
