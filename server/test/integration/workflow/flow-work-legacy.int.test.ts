import { DEMO_PASSWORDS, DEMO_TENANT_ID, DEMO_USER_IDS } from '../../../src/seeders/demo/demo-ids';
import { DEMO_WORKFLOW_PASSWORDS, DEMO_WORKFLOW_USER_IDS } from '../../../src/seeders/demo/demo-workflow.seed';
import { legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

jest.setTimeout(180_000);

type Headers = { 'Blade-Auth': string };
type Body = { code: number; success: boolean; msg: string; data: Record<string, unknown> & { records?: Array<Record<string, unknown>> } };

/** Reference §5.11 #6 through the legacy paths (Saber's calls): a long leave goes to the boss role. */
describe('work lists, tasks, history and the leave process (legacy REST)', () => {
  let app: TestApp;
  const auth: Record<'teacher' | 'admin' | 'boss' | 'hr', Headers> = {} as never;

  beforeAll(async () => {
    app = await startTestApp();
    auth.teacher = await legacyAuth(app.http, DEMO_TENANT_ID, 'teacher', DEMO_PASSWORDS.teacher);
    auth.admin = await legacyAuth(app.http, DEMO_TENANT_ID, 'admin', DEMO_PASSWORDS.admin);
    auth.boss = await legacyAuth(app.http, DEMO_TENANT_ID, 'boss', DEMO_WORKFLOW_PASSWORDS.boss);
    auth.hr = await legacyAuth(app.http, DEMO_TENANT_ID, 'hr', DEMO_WORKFLOW_PASSWORDS.hr);
  });

  afterAll(async () => {
    await app.close();
  });

  const get = async (path: string, headers: Headers, query: Record<string, string> = {}): Promise<{ status: number; body: Body }> => {
    const response = await app.http.get(`/api${path}`).query(query).set(headers);
    return { status: response.status, body: response.body as Body };
  };
  const post = async (
    path: string,
    headers: Headers,
    body: Record<string, unknown>,
    form = false,
  ): Promise<{ status: number; body: Body }> => {
    const request = app.http.post(`/api${path}`).set(headers);
    const response = form ? await request.type('form').send(body) : await request.send(body);
    return { status: response.status, body: response.body as Body };
  };
  const records = async (path: string, headers: Headers, query: Record<string, string> = {}) => {
    const { status, body } = await get(path, headers, query);
    expect(status).toBe(200);
    return body.data.records ?? [];
  };

  it('walks a teacher’s eight-day leave through the approver and the boss, in the legacy shapes', async () => {
    const startList = await records('/blade-flow/work/start-list', auth.teacher);
    const leave = startList.find((row) => row['key'] === 'Leave');
    expect(leave).toMatchObject({
      suspensionState: 1,
      version: 1,
      categoryName: '请假流程',
      deploymentTime: expect.stringMatching(/^\d{4}-/),
    });

    const bad = await post('/blade-desk/process/leave/start-process', auth.teacher, {
      processDefinitionId: leave?.['id'],
      taskUser: DEMO_USER_IDS.admin,
      startTime: '2026-12-08 09:00:00',
      endTime: '2026-12-01 18:00:00',
      reason: '探亲',
    });
    expect(bad).toMatchObject({ status: 400, body: { success: false } });

    const started = await post('/blade-desk/process/leave/start-process', auth.teacher, {
      processDefinitionId: leave?.['id'],
      taskUser: `taskUser_${DEMO_USER_IDS.admin}`,
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-08 18:00:00',
      reason: '探亲',
    });
    expect(started.body).toMatchObject({ code: 200, success: true });

    const [sent] = await records('/blade-flow/work/send-list', auth.teacher);
    expect(sent).toMatchObject({
      taskName: '审批人审批',
      processIsFinished: 'unfinished',
      businessTable: 'blade_process_leave',
      endTime: '',
    });
    const businessId = String(sent?.['businessId']);
    const processInstanceId = String(sent?.['processInstanceId']);
    const detail = await get('/blade-desk/process/leave/detail', auth.teacher, { businessId });
    expect(detail.body.data).toMatchObject({
      id: businessId,
      processInstanceId,
      startTime: '2026-12-01 09:00:00',
      endTime: '2026-12-08 18:00:00',
      reason: '探亲',
      taskUser: DEMO_USER_IDS.admin,
      createUser: DEMO_USER_IDS.teacher,
      createDept: expect.stringMatching(/^\d+$/),
      updateUser: DEMO_USER_IDS.teacher,
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      flow: { assigneeName: '李明' },
    });

    const todo = await get('/blade-flow/work/todo-list', auth.admin);
    expect(todo.body.data).toMatchObject({ total: 1, size: 1, current: 1 });
    const [task] = todo.body.data.records ?? [];
    expect(task).toMatchObject({
      taskName: '审批人审批',
      assignee: `taskUser_${DEMO_USER_IDS.admin}`,
      status: 'todo',
      processIsFinished: 'unfinished',
      businessId,
      claimTime: '',
    });
    const refusedDelete = await post('/blade-flow/work/delete-task', auth.admin, { taskId: task?.['taskId'] }, true);
    expect(refusedDelete).toMatchObject({ status: 403, body: { success: false } });
    const completed = await post('/blade-flow/work/complete-task', auth.admin, {
      taskId: task?.['taskId'],
      processInstanceId,
      flag: 'ok',
      comment: '',
    });
    expect(completed.body).toMatchObject({ code: 200, success: true });

    expect(await records('/blade-flow/work/claim-list', auth.hr)).toEqual([]);
    const [claimable] = await records('/blade-flow/work/claim-list', auth.boss, { category: 'flow_1' });
    expect(claimable).toMatchObject({ taskName: '老板审批', status: 'claim', assignee: '' });
    const claimed = await post('/blade-flow/work/claim-task', auth.boss, { taskId: claimable?.['taskId'] }, true);
    expect(claimed.body).toMatchObject({ code: 200, success: true, msg: '签收事务成功' });
    const [bossTask] = await records('/blade-flow/work/todo-list', auth.boss);
    expect(bossTask).toMatchObject({ taskId: claimable?.['taskId'], claimTime: expect.stringMatching(/^\d{4}-/) });
    const again = await post('/blade-flow/work/claim-task', auth.hr, { taskId: claimable?.['taskId'] }, true);
    expect(again.status).toBe(403);
    expect(
      (await post('/blade-flow/work/complete-task', auth.boss, { taskId: claimable?.['taskId'], comment: '同意', variables: { note: 1 } }))
        .body,
    ).toMatchObject({ success: true });

    const [finished] = await records('/blade-flow/work/send-list', auth.teacher);
    expect(finished).toMatchObject({ processIsFinished: 'finished', taskName: '', endTime: expect.stringMatching(/^\d{4}-/) });
    expect(await records('/blade-flow/work/done-list', auth.admin)).toEqual([
      expect.objectContaining({ taskName: '审批人审批', comment: '同意', pass: true, status: 'finish', processIsFinished: 'finished' }),
    ]);
    expect(await records('/blade-flow/work/done-list', auth.boss)).toEqual([
      expect.objectContaining({ taskName: '老板审批', assignee: `taskUser_${DEMO_WORKFLOW_USER_IDS.boss}`, assigneeName: '周校长' }),
    ]);

    const history = await get('/blade-flow/process/history-flow-list', auth.teacher, { processInstanceId });
    expect(history.status).toBe(200);
    const rows = history.body.data as unknown as Array<Record<string, unknown>>;
    expect(rows.map((row) => row['historyActivityId'])).toEqual(['start', 'managerApprove', 'bossApprove', 'endApproved']);
    for (const row of rows) {
      expect(row).toMatchObject({ processInstanceId, historyProcessInstanceId: processInstanceId });
    }
    expect(rows[1]).toMatchObject({
      taskId: expect.stringMatching(/^\d+$/),
      assigneeName: '王校长',
      comment: '同意',
      historyActivityType: 'userTask',
      endTime: expect.stringMatching(/^\d{4}-/),
    });
    expect(rows[2]).toMatchObject({ assigneeName: '周校长', comment: '同意' });
    expect(typeof rows[1]?.['historyActivityDurationTime']).toBe('string');

    const view = await get('/blade-flow/process/model-view', auth.boss, { processInstanceId });
    expect(view.body.data['xml']).toEqual(expect.stringContaining('bossApprove'));
    const flow = view.body.data['flow'] as Array<Record<string, unknown>>;
    expect(flow.some((row) => row['historyActivityType'] === 'sequenceFlow' && row['historyActivityId'] === 'toBoss')).toBe(true);
    const byDefinition = await get('/blade-flow/process/model-view', auth.hr, { processDefinitionId: String(leave?.['id']) });
    expect(byDefinition.body.data).toMatchObject({ flow: [], xml: expect.stringContaining('Leave') });
    expect((await get('/blade-flow/process/history-flow-list', auth.hr, { processInstanceId })).status).toBe(403);
  });

  it('rejects when neither flag ok nor 同意 is sent, with the legacy default comment 驳回', async () => {
    const [leave] = await records('/blade-flow/work/start-list', auth.teacher, { mode: '2' });
    await post('/blade-desk/process/leave/start-process', auth.teacher, {
      processDefinitionId: leave?.['id'],
      taskUser: DEMO_USER_IDS.admin,
      startTime: '2026-12-10 09:00:00',
      endTime: '2026-12-10 18:00:00',
      reason: '看病',
    });
    const [task] = await records('/blade-flow/work/todo-list', auth.admin);
    expect((await post('/blade-flow/work/complete-task', auth.admin, { taskId: task?.['taskId'], flag: 'no' })).body.success).toBe(true);
    const [done] = await records('/blade-flow/work/done-list', auth.admin);
    expect(done).toMatchObject({ taskId: task?.['taskId'], comment: '驳回', pass: false, processIsFinished: 'finished' });
    expect(await records('/blade-flow/work/claim-list', auth.hr)).toEqual([]);
  });
});
