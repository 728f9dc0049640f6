import type { MikroORM } from '@mikro-orm/core';
import { FLOW_ADMIN_MENU_CODES } from '../../../src/seeders/base/menu.seed-data';
import { LEAVE_MODEL_XML } from '../../../src/modules/workflow/leave/leave-model';
import { WfProcessInstance } from '../../../src/modules/workflow/runtime/wf-process-instance.entity';
import { WfComment } from '../../../src/modules/workflow/task/wf-comment.entity';
import { WfTask } from '../../../src/modules/workflow/task/wf-task.entity';
import type { WorkflowServices } from '../../../src/modules/workflow/workflow-services';
import { buildRole, buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql, graphqlToken, type GraphqlResult } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { contextOf, rejectionCode, type WorkflowUser } from './workflow-fixture';

jest.setTimeout(180_000);

const SCRIPT_XML = LEAVE_MODEL_XML.replace(
  '<userTask id="hrApprove" name="人事审批"',
  '<scriptTask id="badScript" name="script" scriptFormat="javascript"><script>1</script></scriptTask><userTask id="hrApprove" name="人事审批"',
);

const MODEL_FIELDS = 'id modelKey name description version xml createdBy updatedBy createdAt updatedAt tenantId';
const DEFINITION_FIELDS =
  'id tenantId name key category categoryName version deploymentId resourceName suspended isLatest deployedAt description';

const SAVE_MODEL = `mutation ($input: WorkflowModelInput!) { saveWorkflowModel(input: $input) { ${MODEL_FIELDS} } }`;
const MODELS = `query ($filter: WorkflowModelFilter, $page: PageInput) {
  workflowModels(filter: $filter, page: $page) { total records { ${MODEL_FIELDS} } }
}`;
const MODEL = `query ($id: ID!) { workflowModel(id: $id) { ${MODEL_FIELDS} } }`;
const LINT = 'query ($xml: String!) { lintWorkflowModel(xml: $xml) { elementId messageKey message } }';
const DEPLOY_MODEL = `mutation ($id: ID!, $category: String, $tenantIds: [String!]) {
  deployWorkflowModel(modelId: $id, category: $category, tenantIds: $tenantIds) { ${DEFINITION_FIELDS} }
}`;
const REMOVE_MODELS = 'mutation ($ids: [ID!]!) { removeWorkflowModels(ids: $ids) }';
const DEFINITIONS = `query ($filter: ProcessDefinitionFilter) {
  processDefinitions(filter: $filter, page: { current: 1, size: 50 }) { total records { ${DEFINITION_FIELDS} } }
}`;
const DEFINITION_XML = 'query ($id: ID!) { processDefinitionXml(definitionId: $id) }';
const CHANGE_STATE = `mutation ($id: ID!, $state: DefinitionState!) {
  changeDefinitionState(definitionId: $id, state: $state) { changed message definition { id suspended } }
}`;
const DEPLOY_BPMN = `mutation ($files: [BpmnFileInput!]!, $category: String, $tenantIds: [String!]) {
  deployBpmn(files: $files, category: $category, tenantIds: $tenantIds) { ${DEFINITION_FIELDS} }
}`;
const DELETE_DEPLOYMENTS = 'mutation ($ids: [ID!]!) { deleteDeployments(ids: $ids) }';
const RUNNING = `query ($filter: RunningInstanceFilter) {
  runningInstances(filter: $filter, page: { current: 1, size: 50 }) {
    total
    records { id name startUserId startUserName definitionId definitionKey definitionName definitionVersion category categoryName
      currentActivityIds currentTaskNames suspended businessTable businessId }
  }
}`;
const DELETE_INSTANCE = 'mutation ($id: ID!, $reason: String!) { deleteProcessInstance(id: $id, reason: $reason) }';

interface Definition {
  id: string;
  tenantId: string;
  key: string;
  category: string | null;
  categoryName: string | null;
  version: number;
  deploymentId: string;
  resourceName: string | null;
  suspended: boolean;
  isLatest: boolean;
}

function codeOf(result: GraphqlResult<unknown>): string {
  return result.errors?.[0]?.extensions.code ?? 'OK';
}

describe('workflow administration over GraphQL: models, manager, follow', () => {
  let app: TestApp;
  let orm: MikroORM;
  let workflow: WorkflowServices;
  let tenant: BuiltTenant;
  let other: BuiltTenant;
  let admin: string;
  let otherAdmin: string;
  let clerk: string;
  let platform: string;
  let applicant: WorkflowUser;
  let approver: WorkflowUser;
  let hr: WorkflowUser;

  const as = <T>(token: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(app.http, query, variables, { token, language: 'en' });

  beforeAll(async () => {
    app = await startTestApp();
    orm = app.application.orm;
    workflow = app.application.services.workflow;
    tenant = await buildTenant(orm, { permissions: FLOW_ADMIN_MENU_CODES });
    other = await buildTenant(orm, { permissions: FLOW_ADMIN_MENU_CODES });
    const clerkRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'clerk', permissions: ['notice'] });
    const clerkUser = await buildUser(orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [clerkRole.id] });
    const plain = async (): Promise<WorkflowUser> => ({
      ...(await buildUser(orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [clerkRole.id] })),
      roleAliases: ['clerk'],
    });
    applicant = await plain();
    approver = await plain();
    const hrRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'hr', permissions: ['notice'] });
    hr = { ...(await buildUser(orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: [hrRole.id] })), roleAliases: ['hr'] };
    admin = (await graphqlToken(app.http, tenant.tenantId, 'admin', 'admin-pass')).accessToken;
    otherAdmin = (await graphqlToken(app.http, other.tenantId, 'admin', 'admin-pass')).accessToken;
    clerk = (await graphqlToken(app.http, tenant.tenantId, clerkUser.account, clerkUser.password)).accessToken;
    platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const startLeave = (definitionId: string) =>
    workflow.runtime.start(contextOf(orm, applicant), {
      definitionId,
      variables: { taskUser: approver.id, days: 2, createUser: applicant.id, applyUser: applicant.id },
    });

  const definitions = async (token: string, filter: Record<string, unknown> = {}): Promise<Definition[]> => {
    const result = await as<{ processDefinitions: { records: Definition[] } }>(token, DEFINITIONS, { filter });
    expect(result.errors).toBeUndefined();
    return result.data?.processDefinitions.records ?? [];
  };

  describe('models', () => {
    it('saves with version +1 per save, the caller as author, and lists, reads and removes', async () => {
      const created = await as<{ saveWorkflowModel: Record<string, unknown> }>(admin, SAVE_MODEL, {
        input: { name: 'Leave', modelKey: 'leave_model', description: 'd', xml: LEAVE_MODEL_XML },
      });
      expect(created.errors).toBeUndefined();
      const model = created.data?.saveWorkflowModel ?? {};
      expect(model).toMatchObject({ version: 1, createdBy: tenant.admin.id, updatedBy: tenant.admin.id, tenantId: tenant.tenantId });
      const saved = await as<{ saveWorkflowModel: Record<string, unknown> }>(admin, SAVE_MODEL, {
        input: { id: model['id'], name: 'Leave 2', modelKey: 'leave_model', xml: LEAVE_MODEL_XML },
      });
      expect(saved.data?.saveWorkflowModel).toMatchObject({ version: 2, name: 'Leave 2' });
      const list = await as<{ workflowModels: { total: number; records: Array<Record<string, unknown>> } }>(admin, MODELS, {
        filter: { name: 'Leave' },
      });
      expect(list.data?.workflowModels.total).toBe(1);
      expect(list.data?.workflowModels.records[0]).toMatchObject({ id: model['id'], xml: null });
      const detail = await as<{ workflowModel: Record<string, unknown> }>(admin, MODEL, { id: model['id'] });
      expect(detail.data?.workflowModel['xml']).toBe(LEAVE_MODEL_XML);

      const scratch = await as<{ saveWorkflowModel: { id: string } }>(admin, SAVE_MODEL, { input: { name: 'x', modelKey: 'scratch' } });
      const removed = await as<{ removeWorkflowModels: number }>(admin, REMOVE_MODELS, { ids: [scratch.data?.saveWorkflowModel.id] });
      expect(removed.data?.removeWorkflowModels).toBe(1);
    });

    it('refuses a duplicate key with a translated CONFLICT, an empty name, anonymous, no permission and other tenants', async () => {
      const duplicate = await as(admin, SAVE_MODEL, { input: { name: 'Other', modelKey: 'leave_model' } });
      expect(codeOf(duplicate)).toBe('CONFLICT');
      expect(duplicate.errors?.[0]?.message).toBe('A model with the key leave_model already exists');
      expect(codeOf(await as(admin, SAVE_MODEL, { input: { name: '', modelKey: 'k1' } }))).toBe('VALIDATION');
      expect(codeOf(await as(undefined, MODELS))).toBe('UNAUTHENTICATED');
      expect(codeOf(await as(clerk, MODELS))).toBe('FORBIDDEN');
      expect(codeOf(await as(clerk, SAVE_MODEL, { input: { name: 'n', modelKey: 'k2' } }))).toBe('FORBIDDEN');
      const mine = await as<{ workflowModels: { records: Array<{ id: string }> } }>(admin, MODELS);
      const id = mine.data?.workflowModels.records[0]?.id;
      expect(codeOf(await as(otherAdmin, MODEL, { id }))).toBe('NOT_FOUND');
      expect(codeOf(await as(otherAdmin, DEPLOY_MODEL, { id }))).toBe('NOT_FOUND');
      expect(codeOf(await as(otherAdmin, SAVE_MODEL, { input: { id, name: 'n', modelKey: 'k3' } }))).toBe('NOT_FOUND');
      const removed = await as<{ removeWorkflowModels: number }>(otherAdmin, REMOVE_MODELS, { ids: [id] });
      expect(removed.data?.removeWorkflowModels).toBe(0);
    });

    it('lints with element ids and refuses to deploy an invalid model with the report', async () => {
      const lint = await as<{ lintWorkflowModel: Array<{ elementId: string; message: string }> }>(admin, LINT, { xml: SCRIPT_XML });
      expect(lint.data?.lintWorkflowModel.map((item) => item.elementId)).toContain('badScript');
      expect(lint.data?.lintWorkflowModel[0]?.message).not.toMatch(/^workflow\./);
      const clean = await as<{ lintWorkflowModel: unknown[] }>(admin, LINT, { xml: LEAVE_MODEL_XML });
      expect(clean.data?.lintWorkflowModel).toEqual([]);
      const bad = await as<{ saveWorkflowModel: { id: string } }>(admin, SAVE_MODEL, {
        input: { name: 'bad', modelKey: 'bad_model', xml: SCRIPT_XML },
      });
      const refused = await as(admin, DEPLOY_MODEL, { id: bad.data?.saveWorkflowModel.id });
      expect(codeOf(refused)).toBe('INVALID_MODEL');
      expect((refused.errors?.[0]?.extensions.fields ?? []).map((field) => field.field)).toContain('badScript');
    });

    it('deploys a model with its category for the own tenant; other tenants only for the platform administrator', async () => {
      const mine = await as<{ workflowModels: { records: Array<{ id: string; modelKey: string }> } }>(admin, MODELS, {
        // An underscore matches itself (LIKE escapes on the embedded database too), not any character.
        filter: { modelKey: 'leave_model' },
      });
      const id = mine.data?.workflowModels.records[0]?.id;
      const forbidden = await as(admin, DEPLOY_MODEL, { id, category: '1', tenantIds: [other.tenantId] });
      expect(codeOf(forbidden)).toBe('FORBIDDEN');
      const deployed = await as<{ deployWorkflowModel: Definition[] }>(admin, DEPLOY_MODEL, { id, category: '1' });
      expect(deployed.errors).toBeUndefined();
      expect(deployed.data?.deployWorkflowModel).toEqual([
        expect.objectContaining({
          tenantId: tenant.tenantId,
          key: 'Leave',
          category: 'flow_1',
          categoryName: '请假流程',
          version: 1,
          resourceName: 'Leave 2.bpmn20.xml',
          isLatest: true,
        }),
      ]);

      const platformModel = await as<{ saveWorkflowModel: { id: string } }>(platform, SAVE_MODEL, {
        input: { name: 'Shared leave', modelKey: 'shared_leave', xml: LEAVE_MODEL_XML },
      });
      const shared = await as<{ deployWorkflowModel: Definition[] }>(platform, DEPLOY_MODEL, {
        id: platformModel.data?.saveWorkflowModel.id,
        category: 'flow_1',
        tenantIds: [other.tenantId, '000000'],
      });
      expect(shared.errors).toBeUndefined();
      expect(shared.data?.deployWorkflowModel.map((row) => row.tenantId)).toEqual([other.tenantId, '000000']);
      expect((await definitions(otherAdmin)).map((row) => row.key)).toEqual(['Leave']);
      // Mode 1: the common definitions (the platform tenant's), readable by a tenant administrator.
      expect((await definitions(admin, { mode: 1 })).some((row) => row.tenantId === '000000')).toBe(true);
      expect(codeOf(await as(platform, DEPLOY_MODEL, { id: platformModel.data?.saveWorkflowModel.id, tenantIds: ['999999'] }))).toBe(
        'NOT_FOUND',
      );
    });

    it('deploys to several tenants all or nothing: a failure on a later tenant takes back the earlier ones', async () => {
      const before = await definitions(otherAdmin);
      const model = await as<{ saveWorkflowModel: { id: string } }>(platform, SAVE_MODEL, {
        input: { name: 'Half deployed', modelKey: 'half_deployed', xml: LEAVE_MODEL_XML },
      });
      const deploy = workflow.repository.deploy.bind(workflow.repository);
      const spy = jest.spyOn(workflow.repository, 'deploy').mockImplementation(async (em, tenantId, input) => {
        if (tenantId === '000000') {
          throw new Error('the platform tenant database went away');
        }
        return deploy(em, tenantId, input);
      });
      try {
        const failed = await as(platform, DEPLOY_MODEL, {
          id: model.data?.saveWorkflowModel.id,
          category: 'flow_1',
          tenantIds: [other.tenantId, '000000'],
        });
        expect(codeOf(failed)).toBe('INTERNAL');
        expect(spy).toHaveBeenCalledTimes(2);
      } finally {
        spy.mockRestore();
      }
      // The other tenant's deployment was taken back: the same definitions, the same latest version.
      expect(await definitions(otherAdmin)).toEqual(before);
      const again = await as<{ deployWorkflowModel: Definition[] }>(platform, DEPLOY_MODEL, {
        id: model.data?.saveWorkflowModel.id,
        tenantIds: [other.tenantId],
      });
      expect(again.data?.deployWorkflowModel[0]?.version).toBe(Math.max(...before.map((row) => row.version)) + 1);
    });
  });

  describe('manager and follow', () => {
    it('deploys files with a category; bad names and bad XML are refused', async () => {
      const bad = await as(admin, DEPLOY_BPMN, { files: [{ name: 'leave.txt', xml: LEAVE_MODEL_XML }] });
      expect(codeOf(bad)).toBe('VALIDATION');
      const invalid = await as(admin, DEPLOY_BPMN, { files: [{ name: 'leave.bpmn', xml: SCRIPT_XML }] });
      expect(codeOf(invalid)).toBe('INVALID_MODEL');
      expect(codeOf(await as(admin, DEPLOY_BPMN, { files: [{ name: 'x.bpmn', xml: '<not-bpmn' }] }))).toBe('INVALID_MODEL');
      expect(codeOf(await as(clerk, DEPLOY_BPMN, { files: [{ name: 'leave.bpmn', xml: LEAVE_MODEL_XML }] }))).toBe('FORBIDDEN');
      const deployed = await as<{ deployBpmn: Definition[] }>(admin, DEPLOY_BPMN, {
        files: [{ name: 'leave.bpmn20.xml', xml: LEAVE_MODEL_XML }],
        category: '1',
      });
      expect(deployed.data?.deployBpmn).toEqual([
        expect.objectContaining({ key: 'Leave', version: 2, resourceName: 'leave.bpmn20.xml', categoryName: '请假流程' }),
      ]);
    });

    it('keeps an old instance on its version, suspends and activates a definition with its instances and tasks', async () => {
      const all = await definitions(admin, { key: 'Leave' });
      const v1 = all.find((row) => row.version === 1);
      const v2 = all.find((row) => row.version === 2);
      if (!v1 || !v2) {
        throw new Error('versions missing');
      }
      expect([v1.isLatest, v2.isLatest]).toEqual([false, true]);
      expect((await definitions(admin, { latestOnly: true, category: 'flow_1' })).map((row) => row.version)).toEqual([2]);
      const xml = await as<{ processDefinitionXml: string }>(admin, DEFINITION_XML, { id: v1.id });
      expect(xml.data?.processDefinitionXml).toBe(LEAVE_MODEL_XML);
      expect(codeOf(await as(otherAdmin, DEFINITION_XML, { id: v1.id }))).toBe('NOT_FOUND');

      const old = await startLeave(v1.id);
      const running = await as<{ runningInstances: { records: Array<Record<string, unknown>> } }>(admin, RUNNING, {
        filter: { processInstanceId: old.id },
      });
      expect(running.data?.runningInstances.records).toEqual([
        expect.objectContaining({
          id: old.id,
          definitionVersion: 1,
          definitionKey: 'Leave',
          startUserId: applicant.id,
          startUserName: applicant.account,
          currentActivityIds: ['managerApprove'],
          currentTaskNames: ['审批人审批'],
          suspended: false,
        }),
      ]);
      expect(codeOf(await as(clerk, RUNNING))).toBe('FORBIDDEN');
      const otherList = await as<{ runningInstances: { total: number } }>(otherAdmin, RUNNING, { filter: { processInstanceId: old.id } });
      expect(otherList.data?.runningInstances.total).toBe(0);

      expect(codeOf(await as(otherAdmin, CHANGE_STATE, { id: v1.id, state: 'SUSPENDED' }))).toBe('NOT_FOUND');
      expect(codeOf(await as(clerk, CHANGE_STATE, { id: v1.id, state: 'SUSPENDED' }))).toBe('FORBIDDEN');
      const suspended = await as<{ changeDefinitionState: { changed: boolean; message: string } }>(admin, CHANGE_STATE, {
        id: v1.id,
        state: 'SUSPENDED',
      });
      expect(suspended.data?.changeDefinitionState).toEqual({
        changed: true,
        message: `The process with ID [${v1.id}] was suspended`,
        definition: { id: v1.id, suspended: true },
      });
      const again = await as<{ changeDefinitionState: { changed: boolean; message: string } }>(admin, CHANGE_STATE, {
        id: v1.id,
        state: 'SUSPENDED',
      });
      expect(again.data?.changeDefinitionState).toMatchObject({
        changed: false,
        message: `The process with ID [${v1.id}] is already in this state, nothing to do`,
      });
      expect(await rejectionCode(startLeave(v1.id))).toBe('SUSPENDED');
      const task = await orm.em
        .fork()
        .findOneOrFail(WfTask, { instanceId: old.id }, { filters: { tenant: { tenantId: tenant.tenantId } } });
      expect(task.taskStatus).toBe('SUSPENDED');
      expect(await rejectionCode(workflow.tasks.complete(contextOf(orm, approver), task.id, { pass: true }))).toBe('SUSPENDED');
      // The other version is untouched.
      const onV2 = await startLeave(v2.id);
      expect(onV2.definitionVersion).toBe(2);

      const activated = await as<{ changeDefinitionState: { message: string } }>(admin, CHANGE_STATE, { id: v1.id, state: 'ACTIVE' });
      expect(activated.data?.changeDefinitionState.message).toBe(`The process with ID [${v1.id}] was activated`);
      const done = await workflow.tasks.complete(contextOf(orm, approver), task.id, { pass: true });
      expect(done.taskStatus).toBe('COMPLETED');
      // The HR candidate task of the old instance: a suspension refuses its claim too, an activation gives it back.
      const hrTask = await orm.em
        .fork()
        .findOneOrFail(WfTask, { instanceId: old.id, taskStatus: 'ACTIVE' }, { filters: { tenant: { tenantId: tenant.tenantId } } });
      expect(hrTask.activityId).toBe('hrApprove');
      await as(admin, CHANGE_STATE, { id: v1.id, state: 'SUSPENDED' });
      expect(await rejectionCode(workflow.tasks.claim(contextOf(orm, hr), hrTask.id))).toBe('SUSPENDED');
      await as(admin, CHANGE_STATE, { id: v1.id, state: 'ACTIVE' });
      expect((await workflow.tasks.claim(contextOf(orm, hr), hrTask.id)).assigneeId).toBe(hr.id);
      // The old instance moved on within version 1.
      const moved = await orm.em
        .fork()
        .findOneOrFail(WfProcessInstance, { id: old.id }, { filters: { tenant: { tenantId: tenant.tenantId } } });
      expect([moved.definitionId, moved.definitionVersion]).toEqual([v1.id, 1]);
    });

    it('deletes a running instance with a reason: DELETED, tasks CANCELED, a DELETE comment; gone from the list', async () => {
      const [latest] = await definitions(admin, { key: 'Leave', latestOnly: true });
      const instance = await startLeave(latest?.id ?? '');
      expect(codeOf(await as(admin, DELETE_INSTANCE, { id: instance.id, reason: '  ' }))).toBe('VALIDATION');
      expect(codeOf(await as(otherAdmin, DELETE_INSTANCE, { id: instance.id, reason: 'x' }))).toBe('NOT_FOUND');
      expect(codeOf(await as(clerk, DELETE_INSTANCE, { id: instance.id, reason: 'x' }))).toBe('FORBIDDEN');
      const deleted = await as<{ deleteProcessInstance: boolean }>(admin, DELETE_INSTANCE, { id: instance.id, reason: 'wrong dates' });
      expect(deleted.data?.deleteProcessInstance).toBe(true);
      const em = orm.em.fork();
      const filters = { tenant: { tenantId: tenant.tenantId } };
      const row = await em.findOneOrFail(WfProcessInstance, { id: instance.id }, { filters });
      expect([row.instanceStatus, row.deleteReason]).toEqual(['DELETED', 'wrong dates']);
      const tasks = await em.find(WfTask, { instanceId: instance.id }, { filters });
      expect(tasks.map((task) => task.taskStatus)).toEqual(['CANCELED']);
      const comments = await em.find(WfComment, { instanceId: instance.id }, { filters });
      expect(comments.map((comment) => [comment.commentType, comment.message])).toEqual([['DELETE', 'wrong dates']]);
      const list = await as<{ runningInstances: { total: number } }>(admin, RUNNING, { filter: { processInstanceId: instance.id } });
      expect(list.data?.runningInstances.total).toBe(0);
      expect(codeOf(await as(admin, DELETE_INSTANCE, { id: instance.id, reason: 'again' }))).toBe('CONFLICT');
    });

    it('deletes a deployment with cascade: gone from the lists, instances DELETED, tasks CANCELED, latest flag moved back', async () => {
      const [latest] = await definitions(admin, { key: 'Leave', latestOnly: true });
      if (!latest) {
        throw new Error('no latest');
      }
      const instance = await startLeave(latest.id);
      expect(codeOf(await as(clerk, DELETE_DEPLOYMENTS, { ids: [latest.deploymentId] }))).toBe('FORBIDDEN');
      const foreign = await as<{ deleteDeployments: number }>(otherAdmin, DELETE_DEPLOYMENTS, { ids: [latest.deploymentId] });
      expect(foreign.data?.deleteDeployments).toBe(0);
      const removed = await as<{ deleteDeployments: number }>(admin, DELETE_DEPLOYMENTS, { ids: [latest.deploymentId] });
      expect(removed.data?.deleteDeployments).toBe(1);
      const rest = await definitions(admin, { key: 'Leave' });
      expect(rest.map((row) => row.id)).not.toContain(latest.id);
      expect(rest.filter((row) => row.isLatest).map((row) => row.version)).toEqual([latest.version - 1]);
      const filters = { tenant: { tenantId: tenant.tenantId } };
      const row = await orm.em.fork().findOneOrFail(WfProcessInstance, { id: instance.id }, { filters });
      expect(row.instanceStatus).toBe('DELETED');
      expect(row.deleteReason).toBe('The deployment was deleted');
      const tasks = await orm.em.fork().find(WfTask, { instanceId: instance.id }, { filters });
      expect(tasks.map((task) => task.taskStatus)).toEqual(['CANCELED']);
      expect(await rejectionCode(startLeave(latest.id))).toBe('NOT_FOUND');
      // The deleted version's number is not given again.
      const redeployed = await as<{ deployBpmn: Definition[] }>(admin, DEPLOY_BPMN, {
        files: [{ name: 'leave.bpmn', xml: LEAVE_MODEL_XML }],
      });
      expect(redeployed.data?.deployBpmn.map((definition) => [definition.version, definition.isLatest])).toEqual([
        [latest.version + 1, true],
      ]);
    });
  });
});
