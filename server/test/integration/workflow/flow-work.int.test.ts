import { TENANT_FILTER } from '../../../src/core/db/filters';
import { LEAVE_MODEL_XML } from '../../../src/modules/workflow/leave/leave-model';
import { WfProcessDefinition } from '../../../src/modules/workflow/repository/wf-process-definition.entity';
import { DEMO_TENANT_ID, DEMO_USER_IDS } from '../../../src/seeders/demo/demo-ids';
import { DEMO_WORKFLOW_USER_IDS } from '../../../src/seeders/demo/demo-workflow.seed';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { codeOf, TASK_FIELDS, workList, workTokens, type TaskRow, type WorkTokens } from './flow-work-fixture';

jest.setTimeout(180_000);

const START_LIST = `query ($category: String, $mode: Int) {
  startableProcesses(category: $category, mode: $mode) {
    records { id key name version suspended isLatest category categoryName deploymentId }
    total
  }
}`;
const START_LEAVE = `mutation ($input: LeaveRequestInput!) {
  startLeaveProcess(input: $input) {
    id processDefinitionId processInstanceId days reason approverId approverName createUser createUserName instanceStatus
  }
}`;
const LEAVE = `query ($businessId: ID!) { leaveRequest(businessId: $businessId) { id days instanceStatus approverName createUserName } }`;
const CLAIM = `mutation ($taskId: ID!) { claimTask(taskId: $taskId) { ${TASK_FIELDS} } }`;
const UNCLAIM = `mutation ($taskId: ID!) { unclaimTask(taskId: $taskId) { ${TASK_FIELDS} } }`;
const COMPLETE = `mutation ($taskId: ID!, $pass: Boolean!, $comment: String, $variables: String) {
  completeTask(taskId: $taskId, pass: $pass, comment: $comment, variables: $variables) { ${TASK_FIELDS} }
}`;
const DETAIL = `query ($taskId: ID!) { taskDetail(taskId: $taskId) { ${TASK_FIELDS} } }`;
const DIAGRAM = `query ($processInstanceId: ID, $processDefinitionId: ID) {
  processDiagram(processInstanceId: $processInstanceId, processDefinitionId: $processDefinitionId) {
    xml currentActivityIds
    history { activityId activityName activityType assigneeId assigneeName createdAt endedAt durationMs comment pass }
  }
}`;
const HISTORY = `query ($processInstanceId: ID!, $startActivityId: String, $endActivityId: String) {
  historyFlow(processInstanceId: $processInstanceId, startActivityId: $startActivityId, endActivityId: $endActivityId) {
    activityId activityType assigneeName comment endedAt
  }
}`;

interface HistoryRow {
  activityId: string;
  activityName: string | null;
  activityType: string;
  assigneeId: string | null;
  assigneeName: string | null;
  endedAt: string | null;
  durationMs: number | null;
  comment: string | null;
  pass: boolean | null;
}
interface Diagram {
  processDiagram: { xml: string; currentActivityIds: string[]; history: HistoryRow[] };
}

/** Reference §5.11 #6 and #11 through GraphQL: the demo tenant's leave approval, start to finish, and its refusals. */
describe('work lists, tasks, history and the leave process (GraphQL)', () => {
  let app: TestApp;
  let tokens: WorkTokens;
  let definitionId: string;
  let leaveId: string;
  let instanceId: string;

  beforeAll(async () => {
    app = await startTestApp();
    tokens = await workTokens(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const leaveInput = (overrides: Record<string, unknown> = {}) => ({
    processDefinitionId: definitionId,
    approverId: DEMO_USER_IDS.admin,
    startTime: '2026-12-01T00:00:00.000Z',
    endTime: '2026-12-03T00:00:00.000Z',
    reason: '参加培训',
    ...overrides,
  });

  it('lists the leave process as startable for the teacher, latest active version, with its category label', async () => {
    const result = await graphql<{ startableProcesses: { records: Array<Record<string, unknown>>; total: number } }>(
      app.http,
      START_LIST,
      { mode: 2 },
      { token: tokens.teacher },
    );
    expect(result.errors).toBeUndefined();
    const leave = result.data?.startableProcesses.records.find((row) => row['key'] === 'Leave');
    expect(leave).toMatchObject({ version: 1, suspended: false, isLatest: true, category: 'flow_1', categoryName: '请假流程' });
    definitionId = String(leave?.['id']);
    const none = await graphql<{ startableProcesses: { total: number } }>(
      app.http,
      START_LIST,
      { category: 'flow_2' },
      { token: tokens.teacher },
    );
    expect(none.data?.startableProcesses.total).toBe(0);
  });

  it('refuses bad leave input with every problem and writes nothing', async () => {
    const endBefore = await graphql(
      app.http,
      START_LEAVE,
      { input: leaveInput({ endTime: '2026-11-30T00:00:00.000Z' }) },
      { token: tokens.teacher },
    );
    expect(codeOf(endBefore)).toBe('VALIDATION');
    expect(endBefore.errors?.[0]?.extensions.fields?.map((field) => field.field)).toEqual(['endTime']);
    const noApprover = await graphql(app.http, START_LEAVE, { input: leaveInput({ approverId: null }) }, { token: tokens.teacher });
    expect(codeOf(noApprover)).toBe('VALIDATION');
    expect(noApprover.errors?.[0]?.extensions.fields?.map((field) => field.field)).toEqual(['approverId']);
    const selfApprover = await graphql(
      app.http,
      START_LEAVE,
      { input: leaveInput({ approverId: DEMO_USER_IDS.teacher }) },
      { token: tokens.teacher },
    );
    expect(selfApprover.errors?.[0]?.extensions.fields?.map((field) => [field.field, field.message])).toEqual([
      ['approverId', '不能选择自己作为审批人'],
    ]);
    const strangerApprover = await graphql(app.http, START_LEAVE, { input: leaveInput({ approverId: '1' }) }, { token: tokens.teacher });
    expect(codeOf(strangerApprover)).toBe('VALIDATION');
    const unknown = await graphql(
      app.http,
      START_LEAVE,
      { input: leaveInput({ processDefinitionId: '123456789' }) },
      { token: tokens.teacher },
    );
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    const tooLong = await graphql(
      app.http,
      START_LEAVE,
      { input: leaveInput({ endTime: '2028-12-03T00:00:00.000Z' }) },
      { token: tokens.teacher },
    );
    expect(codeOf(tooLong)).toBe('VALIDATION');
    expect(await workList(app, tokens.teacher, 'sentProcesses')).toEqual([]);
  });

  it('offers a student the tenant’s people as approvers (ids and names only, never the caller), searchable by name', async () => {
    const APPROVERS = `query ($search: String) { leaveApproverOptions(search: $search) { id name } }`;
    type People = { leaveApproverOptions: Array<{ id: string; name: string }> };
    const all = await graphql<People>(app.http, APPROVERS, {}, { token: tokens.student });
    const people = all.data?.leaveApproverOptions ?? [];
    expect(people.map((person) => person.id)).toEqual(expect.arrayContaining([DEMO_USER_IDS.teacher, DEMO_WORKFLOW_USER_IDS.boss]));
    expect(people.map((person) => person.id)).not.toContain(DEMO_USER_IDS.student);
    expect(Object.keys(people[0] ?? {}).sort()).toEqual(['id', 'name']);
    const boss = people.find((person) => person.id === DEMO_WORKFLOW_USER_IDS.boss);
    const found = await graphql<People>(app.http, APPROVERS, { search: boss?.name }, { token: tokens.student });
    expect(found.data?.leaveApproverOptions.map((person) => person.id)).toEqual([DEMO_WORKFLOW_USER_IDS.boss]);
    expect(codeOf(await graphql(app.http, APPROVERS, {}, {}))).toBe('UNAUTHENTICATED');
  });

  it('starts the approval: the leave row, days computed by the server, the approver’s todo and the candidate rows', async () => {
    const started = await graphql<{ startLeaveProcess: Record<string, unknown> }>(
      app.http,
      START_LEAVE,
      { input: leaveInput({ days: undefined }) },
      { token: tokens.teacher },
    );
    expect(started.errors).toBeUndefined();
    const leave = started.data?.startLeaveProcess ?? {};
    expect(leave).toMatchObject({
      days: 2,
      approverId: DEMO_USER_IDS.admin,
      approverName: '王校长',
      createUser: DEMO_USER_IDS.teacher,
      createUserName: '李明',
      instanceStatus: 'RUNNING',
    });
    leaveId = String(leave['id']);
    instanceId = String(leave['processInstanceId']);

    const todo = await workList(app, tokens.admin, 'todoTasks');
    expect(todo).toEqual([
      expect.objectContaining({
        taskDefinitionKey: 'managerApprove',
        processInstanceId: instanceId,
        businessTable: 'blade_process_leave',
        businessId: leaveId,
        status: 'todo',
        startUserName: '李明',
        categoryName: '请假流程',
        processIsFinished: false,
      }),
    ]);
    const diagram = await graphql<Diagram>(app.http, DIAGRAM, { processInstanceId: instanceId }, { token: tokens.teacher });
    expect(diagram.data?.processDiagram.currentActivityIds).toEqual(['managerApprove']);
    const candidates = diagram.data?.processDiagram.history.filter((row) => row.activityType === 'candidate');
    expect(candidates?.map((row) => [row.activityId, row.assigneeName])).toEqual([
      ['hrApprove', '赵敏'],
      ['bossApprove', '周校长'],
    ]);
    expect(await workList(app, tokens.teacher, 'sentProcesses')).toEqual([
      expect.objectContaining({ processInstanceId: instanceId, taskName: '审批人审批', processIsFinished: false }),
    ]);
  });

  it('lets only the assignee complete, and then only users with the hr role see and claim the next task', async () => {
    const [todo] = await workList(app, tokens.admin, 'todoTasks');
    const taskId = String(todo?.taskId);
    expect(codeOf(await graphql(app.http, COMPLETE, { taskId, pass: true }, { token: tokens.hr }))).toBe('FORBIDDEN');
    expect(codeOf(await graphql(app.http, COMPLETE, { taskId, pass: true, variables: '[1]' }, { token: tokens.admin }))).toBe('VALIDATION');
    const done = await graphql<{ completeTask: TaskRow }>(app.http, COMPLETE, { taskId, pass: true }, { token: tokens.admin });
    expect(done.errors).toBeUndefined();
    expect(done.data?.completeTask).toMatchObject({ status: 'finish', outcome: 'PASS', comment: '同意' });

    expect(await workList(app, tokens.student, 'claimTasks')).toEqual([]);
    expect(await workList(app, tokens.boss, 'claimTasks')).toEqual([]);
    const claimable = await workList(app, tokens.hr, 'claimTasks');
    expect(claimable).toEqual([expect.objectContaining({ taskDefinitionKey: 'hrApprove', status: 'claim', assigneeId: null })]);
    const hrTaskId = String(claimable[0]?.taskId);
    expect(codeOf(await graphql(app.http, CLAIM, { taskId: hrTaskId }, { token: tokens.boss }))).toBe('FORBIDDEN');
    expect(codeOf(await graphql(app.http, COMPLETE, { taskId: hrTaskId, pass: true }, { token: tokens.hr }))).toBe('FORBIDDEN');

    const claimed = await graphql<{ claimTask: TaskRow }>(app.http, CLAIM, { taskId: hrTaskId }, { token: tokens.hr });
    expect(claimed.data?.claimTask).toMatchObject({ status: 'todo', assigneeId: DEMO_WORKFLOW_USER_IDS.hr, assigneeName: '赵敏' });
    expect(await workList(app, tokens.hr, 'claimTasks')).toEqual([]);
    const released = await graphql<{ unclaimTask: TaskRow }>(app.http, UNCLAIM, { taskId: hrTaskId }, { token: tokens.hr });
    expect(released.data?.unclaimTask).toMatchObject({ status: 'claim', assigneeId: null });
    await graphql(app.http, CLAIM, { taskId: hrTaskId }, { token: tokens.hr });
    expect(await workList(app, tokens.hr, 'todoTasks')).toEqual([expect.objectContaining({ taskId: hrTaskId, status: 'todo' })]);
    expect(codeOf(await graphql(app.http, COMPLETE, { taskId: hrTaskId, pass: true }, { token: tokens.admin }))).toBe('FORBIDDEN');

    const finished = await graphql<{ completeTask: TaskRow }>(
      app.http,
      COMPLETE,
      { taskId: hrTaskId, pass: true, comment: 'HR approved' },
      { token: tokens.hr },
    );
    expect(finished.data?.completeTask).toMatchObject({ status: 'finish', comment: 'HR approved', processIsFinished: true });
    const leave = await graphql<{ leaveRequest: Record<string, unknown> }>(
      app.http,
      LEAVE,
      { businessId: leaveId },
      { token: tokens.teacher },
    );
    expect(leave.data?.leaveRequest).toMatchObject({ instanceStatus: 'COMPLETED', days: 2 });
  });

  it('shows the finished process in the sent and done lists', async () => {
    expect(await workList(app, tokens.teacher, 'sentProcesses')).toEqual([
      expect.objectContaining({ processInstanceId: instanceId, taskName: null, processIsFinished: true, status: 'finish' }),
    ]);
    expect(await workList(app, tokens.admin, 'doneTasks')).toEqual([
      expect.objectContaining({ taskDefinitionKey: 'managerApprove', comment: '同意', outcome: 'PASS', processIsFinished: true }),
    ]);
    expect(await workList(app, tokens.hr, 'doneTasks')).toEqual([
      expect.objectContaining({ taskDefinitionKey: 'hrApprove', comment: 'HR approved', assigneeName: '赵敏' }),
    ]);
    expect(await workList(app, tokens.hr, 'doneTasks', { processDefinitionName: '报销' })).toEqual([]);
    expect(await workList(app, tokens.hr, 'doneTasks', { category: 'flow_1', beginDate: '2020-01-01T00:00:00.000Z' })).toHaveLength(1);
    expect(await workList(app, tokens.hr, 'doneTasks', { endDate: '2020-01-01T00:00:00.000Z' })).toEqual([]);
  });

  it('draws the history: start, both tasks with assignees and comments, the taken flows and the end with its time', async () => {
    const diagram = await graphql<Diagram>(app.http, DIAGRAM, { processInstanceId: instanceId }, { token: tokens.teacher });
    expect(diagram.errors).toBeUndefined();
    const payload = diagram.data?.processDiagram;
    expect(payload?.xml).toContain('id="Leave"');
    expect(payload?.currentActivityIds).toEqual([]);
    const history = payload?.history ?? [];
    expect(history.filter((row) => row.activityType !== 'sequenceFlow').map((row) => [row.activityId, row.activityType])).toEqual([
      ['start', 'startEvent'],
      ['managerApprove', 'userTask'],
      ['passGateway', 'exclusiveGateway'],
      ['daysGateway', 'exclusiveGateway'],
      ['hrApprove', 'userTask'],
      ['endApproved', 'endEvent'],
    ]);
    expect(history.filter((row) => row.activityType === 'sequenceFlow').map((row) => row.activityId)).toEqual(
      expect.arrayContaining(['toManager', 'toPassGateway', 'passed', 'toHr', 'hrToEnd']),
    );
    expect(history.find((row) => row.activityId === 'managerApprove')).toMatchObject({
      assigneeId: DEMO_USER_IDS.admin,
      assigneeName: '王校长',
      comment: '同意',
      pass: true,
    });
    expect(history.find((row) => row.activityId === 'hrApprove')).toMatchObject({
      assigneeName: '赵敏',
      comment: 'HR approved',
      pass: true,
    });
    expect(history.find((row) => row.activityId === 'endApproved')?.endedAt).toEqual(expect.any(String));
    const flow = await graphql<{ historyFlow: HistoryRow[] }>(app.http, HISTORY, { processInstanceId: instanceId }, { token: tokens.hr });
    expect(flow.data?.historyFlow.map((row) => row.activityId)).toEqual(['start', 'managerApprove', 'hrApprove', 'endApproved']);
    const part = await graphql<{ historyFlow: HistoryRow[] }>(
      app.http,
      HISTORY,
      { processInstanceId: instanceId, startActivityId: 'managerApprove', endActivityId: 'hrApprove' },
      { token: tokens.hr },
    );
    expect(part.data?.historyFlow.map((row) => row.activityId)).toEqual(['managerApprove', 'hrApprove']);
    const byDefinition = await graphql<Diagram>(app.http, DIAGRAM, { processDefinitionId: definitionId }, { token: tokens.student });
    expect(byDefinition.data?.processDiagram).toMatchObject({ history: [], currentActivityIds: [] });
  });

  it('shows a process only to its people: others of the tenant FORBIDDEN, other tenants NOT_FOUND, anonymous refused', async () => {
    expect(codeOf(await graphql(app.http, DIAGRAM, { processInstanceId: instanceId }, { token: tokens.student }))).toBe('FORBIDDEN');
    expect(codeOf(await graphql(app.http, LEAVE, { businessId: leaveId }, { token: tokens.boss }))).toBe('FORBIDDEN');
    expect(codeOf(await graphql(app.http, DIAGRAM, { processInstanceId: instanceId }, { token: tokens.platform }))).toBe('NOT_FOUND');
    expect(codeOf(await graphql(app.http, LEAVE, { businessId: leaveId }, { token: tokens.platform }))).toBe('NOT_FOUND');
    const [done] = await workList(app, tokens.hr, 'doneTasks');
    expect(codeOf(await graphql(app.http, DETAIL, { taskId: done?.taskId }, { token: tokens.platform }))).toBe('NOT_FOUND');
    expect(codeOf(await graphql(app.http, CLAIM, { taskId: done?.taskId }, { token: tokens.platform }))).toBe('NOT_FOUND');
    expect(codeOf(await graphql(app.http, DETAIL, { taskId: done?.taskId }, { token: tokens.student }))).toBe('FORBIDDEN');
    expect(
      (await graphql<{ taskDetail: TaskRow }>(app.http, DETAIL, { taskId: done?.taskId }, { token: tokens.teacher })).data?.taskDetail,
    ).toMatchObject({
      status: 'finish',
    });
    expect(codeOf(await graphql(app.http, DIAGRAM, { processInstanceId: instanceId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await graphql(app.http, CLAIM, { taskId: done?.taskId }))).toBe('UNAUTHENTICATED');
  });

  it('refuses to start a suspended definition, or a version that is no longer the latest', async () => {
    const orm = app.application.orm;
    const demo = { filters: { tenant: { tenantId: DEMO_TENANT_ID } } };
    await orm.em.fork().nativeUpdate(WfProcessDefinition, { id: definitionId }, { suspended: true }, demo);
    expect(codeOf(await graphql(app.http, START_LEAVE, { input: leaveInput() }, { token: tokens.teacher }))).toBe('SUSPENDED');
    await orm.em.fork().nativeUpdate(WfProcessDefinition, { id: definitionId }, { suspended: false }, demo);
    const em = orm.em.fork();
    em.setFilterParams(TENANT_FILTER, { tenantId: DEMO_TENANT_ID });
    const { definition } = await app.application.services.workflow.repository.deploy(em, DEMO_TENANT_ID, {
      xml: LEAVE_MODEL_XML,
      category: 'leave',
    });
    expect(codeOf(await graphql(app.http, START_LEAVE, { input: leaveInput() }, { token: tokens.teacher }))).toBe('CONFLICT');
    const latest = await graphql<{ startLeaveProcess: { days: number } }>(
      app.http,
      START_LEAVE,
      { input: leaveInput({ processDefinitionId: definition.id }) },
      { token: tokens.teacher },
    );
    expect(latest.data?.startLeaveProcess.days).toBe(2);
  });

  it('refuses callers without the work permissions', async () => {
    const tenant = await buildTenant(app.application.orm);
    const role = await buildRole(app.application.orm, { tenantId: tenant.tenantId, alias: 'clerk' });
    const user = await buildUser(app.application.orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [role.id] });
    const token = (await graphqlToken(app.http, tenant.tenantId, user.account, user.password)).accessToken;
    expect(codeOf(await graphql(app.http, START_LIST, {}, { token }))).toBe('FORBIDDEN');
    expect(codeOf(await graphql(app.http, START_LEAVE, { input: leaveInput() }, { token }))).toBe('FORBIDDEN');
    expect(await workList(app, token, 'todoTasks').catch((error: Error) => error.message)).toContain('FORBIDDEN');
    expect(DEMO_TENANT_ID).not.toBe(tenant.tenantId);
  });
});
