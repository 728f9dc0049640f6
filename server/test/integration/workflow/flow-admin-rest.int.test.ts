import type { MikroORM } from '@mikro-orm/core';
import { LEAVE_MODEL_XML } from '../../../src/modules/workflow/leave/leave-model';
import type { WorkflowServices } from '../../../src/modules/workflow/workflow-services';
import { FLOW_ADMIN_MENU_CODES } from '../../../src/seeders/base/menu.seed-data';
import { buildRole, buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { contextOf, type WorkflowUser } from './workflow-fixture';

jest.setTimeout(180_000);

type Headers = { 'Blade-Auth': string };
type Body = { code: number; success: boolean; msg: string; data: Record<string, unknown> };

/** The legacy paths of the workflow administration with data: shapes of contract §3.16, legacy messages, refusals. */
describe('legacy REST: blade-flow model, manager, follow', () => {
  let app: TestApp;
  let orm: MikroORM;
  let workflow: WorkflowServices;
  let tenant: BuiltTenant;
  let admin: Headers;
  let clerk: Headers;
  let applicant: WorkflowUser;

  beforeAll(async () => {
    app = await startTestApp();
    orm = app.application.orm;
    workflow = app.application.services.workflow;
    tenant = await buildTenant(orm, { permissions: FLOW_ADMIN_MENU_CODES });
    const role = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'clerk', permissions: ['notice'] });
    const clerkUser = await buildUser(orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [role.id] });
    applicant = { ...(await buildUser(orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [role.id] })), roleAliases: [] };
    admin = await legacyAuth(app.http, tenant.tenantId, 'admin', 'admin-pass');
    clerk = await legacyAuth(app.http, tenant.tenantId, clerkUser.account, clerkUser.password);
  });

  afterAll(async () => {
    await app.close();
  });

  const get = async (path: string, query: Record<string, string>, headers: Headers = admin) => {
    const response = await app.http.get(`/api/blade-flow/${path}`).query(query).set(headers);
    return { status: response.status, body: response.body as Body, text: response.text, type: response.type };
  };
  const post = async (path: string, query: Record<string, string>, headers: Headers = admin) => {
    const response = await app.http.post(`/api/blade-flow/${path}`).query(query).set(headers);
    return { status: response.status, body: response.body as Body };
  };

  it('models: submit (JSON) with version +1, list, detail (FlowModel shape), deploy, remove; forbidden without the codes', async () => {
    const submitted = await app.http
      .post('/api/blade-flow/model/submit')
      .set(admin)
      .send({ name: '请假', modelKey: 'leave', description: 'd', version: 0, modelEditorXml: LEAVE_MODEL_XML });
    expect(submitted.status).toBe(200);
    const model = (submitted.body as Body).data;
    expect(model).toMatchObject({
      name: '请假',
      modelKey: 'leave',
      version: 1,
      modelType: 0,
      createdBy: `taskUser_${tenant.admin.id}`,
      lastUpdatedBy: `taskUser_${tenant.admin.id}`,
      tenantId: tenant.tenantId,
      modelEditorXml: LEAVE_MODEL_XML,
    });
    expect(model['created']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // A partial submit keeps the stored XML and bumps the version.
    const renamed = await app.http.post('/api/blade-flow/model/submit').set(admin).send({ id: model['id'], name: '请假 2' });
    expect((renamed.body as Body).data).toMatchObject({ name: '请假 2', version: 2, modelEditorXml: LEAVE_MODEL_XML });
    const duplicate = await app.http.post('/api/blade-flow/model/submit').set(admin).send({ name: 'x', modelKey: 'leave' });
    expect(duplicate.status).toBe(400);
    expect((duplicate.body as Body).msg).toBe('模型标识已存在: leave');

    const list = await get('model/list', { current: '1', size: '10', modelKey: 'lea' });
    expect(list.body.data).toMatchObject({ total: 1, records: [{ id: model['id'], modelKey: 'leave', name: '请假 2', version: 2 }] });
    expect(Object.keys((list.body.data['records'] as object[])[0] ?? {}).sort()).toEqual(
      ['created', 'description', 'id', 'lastUpdated', 'modelKey', 'name', 'version'].sort(),
    );
    const detail = await get('model/detail', { id: String(model['id']) });
    expect(detail.body.data['modelEditorXml']).toBe(LEAVE_MODEL_XML);
    expect((await get('model/list', {}, clerk)).status).toBe(403);

    const deployed = await post('model/deploy', { modelId: String(model['id']), category: 'flow_1' });
    expect(deployed.body).toMatchObject({ code: 200, success: true });
    const otherTenant = await post('model/deploy', { modelId: String(model['id']), tenantIds: '000000' });
    expect(otherTenant.status).toBe(403);
    expect((await post('model/deploy', { modelId: String(model['id']) }, clerk)).status).toBe(403);

    const scratch = await app.http.post('/api/blade-flow/model/submit').set(admin).send({ name: 's', modelKey: 'scratch' });
    expect((await post('model/remove', { ids: String((scratch.body as Body).data['id']) })).body.success).toBe(true);
    expect((await get('model/list', { modelKey: 'scratch' })).body.data['total']).toBe(0);
  });

  it('manager: list in the FlowProcess shape, change-state with the legacy messages, resource-view XML, deploy-upload', async () => {
    const upload = await app.http
      .post('/api/blade-flow/manager/deploy-upload')
      .set(admin)
      .field('category', 'flow_1')
      .attach('files', Buffer.from(LEAVE_MODEL_XML, 'utf8'), '请假.bpmn20.xml');
    expect(upload.status).toBe(200);
    const badName = await app.http
      .post('/api/blade-flow/manager/deploy-upload')
      .set(admin)
      .attach('files', Buffer.from(LEAVE_MODEL_XML, 'utf8'), 'leave.xml');
    expect(badName.status).toBe(400);
    expect((badName.body as Body).msg).toBe('文件名必须以 .bpmn 或 .bpmn20.xml 结尾: leave.xml');
    const badXml = await app.http
      .post('/api/blade-flow/manager/deploy-upload')
      .set(admin)
      .attach(
        'files',
        Buffer.from(LEAVE_MODEL_XML.replace('<userTask id="hrApprove"', '<scriptTask id="s1"/><userTask id="hrApprove"')),
        'x.bpmn',
      );
    expect(badXml.status).toBe(400);
    const forbidden = await app.http
      .post('/api/blade-flow/manager/deploy-upload')
      .set(clerk)
      .attach('files', Buffer.from(LEAVE_MODEL_XML, 'utf8'), 'leave.bpmn');
    expect(forbidden.status).toBe(403);
    const check = await app.http.post('/api/blade-flow/manager/check-upload').attach('file', Buffer.from('x'), 'a.bpmn20.xml');
    expect((check.body as Body).data).toEqual({ name: 'a.bpmn20.xml', success: true });

    const list = await get('manager/list', { current: '1', size: '10', mode: '2', category: 'flow_1' });
    const records = list.body.data['records'] as Array<Record<string, unknown>>;
    expect(records.map((row) => row['version'])).toEqual([2, 1]);
    expect(records[0]).toMatchObject({
      tenantId: tenant.tenantId,
      key: 'Leave',
      name: '请假流程',
      category: 'flow_1',
      categoryName: '请假流程',
      resourceName: '请假.bpmn20.xml',
      suspensionState: 1,
    });
    expect(records[0]?.['deploymentTime']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const id = String(records[0]?.['id']);

    const suspended = await post('manager/change-state', { state: 'suspend', processId: id });
    expect(suspended.body).toMatchObject({ code: 200, success: true, msg: `挂起ID为 [${id}] 的流程成功` });
    const same = await post('manager/change-state', { state: 'suspend', processId: id });
    expect(same.body.msg).toBe(`ID为 [${id}] 的流程已是此状态，无需操作`);
    const activated = await post('manager/change-state', { state: 'active', processId: id });
    expect(activated.body.msg).toBe(`激活ID为 [${id}] 的流程成功`);
    expect((await post('manager/change-state', { state: 'active', processId: id }, clerk)).status).toBe(403);

    const xml = await get('process/resource-view', { processDefinitionId: id, resourceType: 'xml' });
    expect(xml.status).toBe(200);
    expect(xml.type).toBe('application/xml');
    expect(xml.text).toBe(LEAVE_MODEL_XML);
    const image = await get('process/resource-view', { processDefinitionId: id });
    expect(image.status).toBe(400);
    expect(image.body).toMatchObject({ code: 400, success: false });
  });

  it('follow: running instances in the FlowExecution shape, delete with a reason; delete-deployment', async () => {
    const list = await get('manager/list', { current: '1', size: '10' });
    const latest = (list.body.data['records'] as Array<Record<string, unknown>>).find((row) => row['isLatest'] === true);
    const instance = await workflow.runtime.start(contextOf(orm, applicant), {
      definitionId: String(latest?.['id']),
      variables: { taskUser: tenant.admin.id, days: 1, createUser: applicant.id, applyUser: applicant.id },
    });
    const follow = await get('follow/list', { current: '1', size: '10', processDefinitionKey: 'Leave' });
    expect(follow.body.data['records']).toEqual([
      expect.objectContaining({
        id: instance.id,
        processInstanceId: instance.id,
        processDefinitionKey: 'Leave',
        startUserId: `taskUser_${applicant.id}`,
        startUser: applicant.account,
        activityId: 'managerApprove',
        taskDefinitionKey: 'managerApprove',
        suspensionState: 1,
        categoryName: '请假流程',
      }),
    ]);
    expect((await get('follow/list', {}, clerk)).status).toBe(403);
    const missingReason = await post('follow/delete-process-instance', { processInstanceId: instance.id });
    expect(missingReason.status).toBe(400);
    const deleted = await post('follow/delete-process-instance', { processInstanceId: instance.id, deleteReason: '填错了' });
    expect(deleted.body).toMatchObject({ code: 200, success: true });
    expect((await get('follow/list', { processInstanceId: instance.id })).body.data['total']).toBe(0);

    expect((await post('manager/delete-deployment', { deploymentIds: String(latest?.['deploymentId']) }, clerk)).status).toBe(403);
    const removed = await post('manager/delete-deployment', { deploymentIds: String(latest?.['deploymentId']) });
    expect(removed.body.success).toBe(true);
    const after = await get('manager/list', { current: '1', size: '10' });
    expect((after.body.data['records'] as Array<Record<string, unknown>>).map((row) => row['id'])).not.toContain(latest?.['id']);
  });
});
