import type { MikroORM } from '@mikro-orm/core';
import { AppError } from '../../../src/core/errors/app-error';
import { WfActivityHistory } from '../../../src/modules/workflow/history/wf-activity-history.entity';
import { LEAVE_BUSINESS_TABLE } from '../../../src/modules/workflow/leave/leave-model';
import { WfProcessDefinition } from '../../../src/modules/workflow/repository/wf-process-definition.entity';
import { WfInstanceState } from '../../../src/modules/workflow/runtime/wf-instance-state.entity';
import { WfProcessInstance } from '../../../src/modules/workflow/runtime/wf-process-instance.entity';
import { WfComment } from '../../../src/modules/workflow/task/wf-comment.entity';
import { WfTaskCandidate } from '../../../src/modules/workflow/task/wf-task-candidate.entity';
import { WfTask } from '../../../src/modules/workflow/task/wf-task.entity';
import type { WorkflowServices } from '../../../src/modules/workflow/workflow-services';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { buildLeaveScenario, contextOf, rejectionCode as codeOf, type LeaveScenario } from './workflow-fixture';

jest.setTimeout(120_000);

async function openTask(orm: MikroORM, tenantId: string, instanceId: string): Promise<WfTask> {
  const task = await orm.em.fork().findOne(WfTask, { instanceId, taskStatus: 'ACTIVE' }, { filters: { tenant: { tenantId } } });
  if (!task) {
    throw new Error('no open task');
  }
  return task;
}

describe('workflow command runner: the leave process', () => {
  let app: TestApp;
  let orm: MikroORM;
  let workflow: WorkflowServices;
  let scenario: LeaveScenario;

  beforeAll(async () => {
    app = await startTestApp();
    orm = app.application.orm;
    workflow = app.application.services.workflow;
    scenario = await buildLeaveScenario(orm, workflow);
  });

  afterAll(async () => {
    await app.close();
  });

  const startLeave = (days: number, businessId: string): Promise<WfProcessInstance> =>
    workflow.runtime.start(contextOf(orm, scenario.applicant), {
      definitionId: scenario.definition.id,
      businessTable: LEAVE_BUSINESS_TABLE,
      businessId,
      variables: { taskUser: scenario.approver.id, days, createUser: scenario.applicant.id, applyUser: scenario.applicant.id },
    });

  it('deploys version 1 with a serialized context, and a redeploy becomes version 2 and the latest', async () => {
    expect(scenario.definition.version).toBe(1);
    expect(scenario.definition.serializedContext.length).toBeGreaterThan(1000);
    const em = contextOf(orm, scenario.applicant).em;
    const again = await workflow.repository.deploy(em, scenario.tenant.tenantId, { xml: scenario.definition.xml, category: 'leave' });
    expect(again.definition.version).toBe(2);
    const rows = await orm.em
      .fork()
      .find(
        WfProcessDefinition,
        { definitionKey: 'Leave' },
        { filters: { tenant: { tenantId: scenario.tenant.tenantId } }, orderBy: { version: 'asc' } },
      );
    expect(rows.map((row) => [row.version, row.isLatest])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('refuses to deploy a model outside the subset with INVALID_MODEL and the element ids', async () => {
    const em = contextOf(orm, scenario.applicant).em;
    const xml = scenario.definition.xml.replace(
      '<userTask id="hrApprove" name="人事审批" flowable:candidateGroups="hr" />',
      '<scriptTask id="hrApprove" scriptFormat="js" />',
    );
    const error = await workflow.repository.deploy(em, scenario.tenant.tenantId, { xml }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INVALID_MODEL');
    expect((error as AppError).fields.map((field) => [field.field, field.messageKey])).toEqual([
      ['hrApprove', 'workflow.lint.scriptNotAllowed'],
    ]);
  });

  it('runs manager approval -> HR claim -> complete to COMPLETED with tasks, candidates, comments and history', async () => {
    const instance = await startLeave(2, 'leave-a');
    expect(instance.instanceStatus).toBe('RUNNING');
    expect(instance.businessKey).toBe(`${LEAVE_BUSINESS_TABLE}:leave-a`);
    const managerTask = await openTask(orm, scenario.tenant.tenantId, instance.id);
    expect([managerTask.activityId, managerTask.assigneeId]).toEqual(['managerApprove', scenario.approver.id]);

    // Only the assignee completes it.
    expect(await codeOf(workflow.tasks.complete(contextOf(orm, scenario.bystander), managerTask.id, { pass: true }))).toBe('FORBIDDEN');
    await workflow.tasks.complete(contextOf(orm, scenario.approver), managerTask.id, { pass: true, comment: 'ok by me' });

    const hrTask = await openTask(orm, scenario.tenant.tenantId, instance.id);
    expect([hrTask.activityId, hrTask.assigneeId]).toEqual(['hrApprove', null]);
    const candidates = await orm.em.fork().find(WfTaskCandidate, { taskId: hrTask.id }, { filters: false });
    expect(candidates.map((row) => [row.kind, row.ref, row.open])).toEqual([['GROUP', 'hr', true]]);

    // Candidates claim first; non-candidates cannot claim; the boss is no candidate of an HR task.
    expect(await codeOf(workflow.tasks.complete(contextOf(orm, scenario.hr), hrTask.id, { pass: true }))).toBe('FORBIDDEN');
    expect(await codeOf(workflow.tasks.claim(contextOf(orm, scenario.boss), hrTask.id))).toBe('FORBIDDEN');
    const claimed = await workflow.tasks.claim(contextOf(orm, scenario.hr), hrTask.id);
    expect(claimed.assigneeId).toBe(scenario.hr.id);
    expect(await codeOf(workflow.tasks.claim(contextOf(orm, scenario.hr), hrTask.id))).toBe('CONFLICT');
    const done = await workflow.tasks.complete(contextOf(orm, scenario.hr), hrTask.id, { pass: true });
    expect(done.taskStatus).toBe('COMPLETED');

    const em = orm.em.fork();
    const tenantFilter = { filters: { tenant: { tenantId: scenario.tenant.tenantId } } };
    const finished = await em.findOneOrFail(WfProcessInstance, { id: instance.id }, tenantFilter);
    expect([finished.instanceStatus, finished.endActivityId]).toEqual(['COMPLETED', 'endApproved']);
    expect(finished.endedAt).toBeInstanceOf(Date);
    const comments = await em.find(WfComment, { instanceId: instance.id }, { ...tenantFilter, orderBy: { createTime: 'asc' } });
    expect(comments.map((row) => [row.userId, row.commentType, row.message])).toEqual([
      [scenario.approver.id, 'PASS', 'ok by me'],
      [scenario.hr.id, 'PASS', '同意'],
    ]);
    const history = await em.find(WfActivityHistory, { instanceId: instance.id }, { ...tenantFilter, orderBy: { seq: 'asc' } });
    expect(history.map((row) => `${row.activityType}:${row.activityId}`)).toEqual([
      'startEvent:start',
      'sequenceFlow:toManager',
      'userTask:managerApprove',
      'sequenceFlow:toPassGateway',
      'exclusiveGateway:passGateway',
      'sequenceFlow:passed',
      'exclusiveGateway:daysGateway',
      'sequenceFlow:toHr',
      'userTask:hrApprove',
      'sequenceFlow:hrToEnd',
      'endEvent:endApproved',
    ]);
    expect(history.every((row) => row.endedAt instanceof Date)).toBe(true);
    const userTasks = history.filter((row) => row.activityType === 'userTask');
    expect(userTasks.map((row) => row.assigneeId)).toEqual([scenario.approver.id, scenario.hr.id]);
    const state = await em.findOneOrFail(WfInstanceState, { id: instance.id }, tenantFilter);
    expect(state.state).not.toContain('"source"');
  });

  it('ends a rejected request at endRejected with the default reject comment', async () => {
    const instance = await startLeave(5, 'leave-b');
    const task = await openTask(orm, scenario.tenant.tenantId, instance.id);
    await workflow.tasks.complete(contextOf(orm, scenario.approver), task.id, { pass: false });
    const em = orm.em.fork();
    const tenantFilter = { filters: { tenant: { tenantId: scenario.tenant.tenantId } } };
    const finished = await em.findOneOrFail(WfProcessInstance, { id: instance.id }, tenantFilter);
    expect([finished.instanceStatus, finished.endActivityId]).toEqual(['COMPLETED', 'endRejected']);
    const comment = await em.findOneOrFail(WfComment, { taskId: task.id }, tenantFilter);
    expect([comment.commentType, comment.message]).toEqual(['REJECT', '驳回']);
  });

  it('sends a long request to the boss role, not HR', async () => {
    const instance = await startLeave(4, 'leave-c');
    const task = await openTask(orm, scenario.tenant.tenantId, instance.id);
    await workflow.tasks.complete(contextOf(orm, scenario.approver), task.id, { pass: true });
    const bossTask = await openTask(orm, scenario.tenant.tenantId, instance.id);
    expect(bossTask.activityId).toBe('bossApprove');
    expect(await codeOf(workflow.tasks.claim(contextOf(orm, scenario.hr), bossTask.id))).toBe('FORBIDDEN');
    await workflow.tasks.claim(contextOf(orm, scenario.boss), bossTask.id);
    // Unclaim gives it back to the role; claim again and complete.
    await workflow.tasks.unclaim(contextOf(orm, scenario.boss), bossTask.id);
    await workflow.tasks.claim(contextOf(orm, scenario.boss), bossTask.id);
    await workflow.tasks.complete(contextOf(orm, scenario.boss), bossTask.id, { pass: true });
    const finished = await orm.em
      .fork()
      .findOneOrFail(WfProcessInstance, { id: instance.id }, { filters: { tenant: { tenantId: scenario.tenant.tenantId } } });
    expect(finished.instanceStatus).toBe('COMPLETED');
  });

  it('refuses a second instance for the same business object, also when both start at once', async () => {
    await startLeave(1, 'leave-d');
    expect(await codeOf(startLeave(1, 'leave-d'))).toBe('CONFLICT');
    const outcomes = await Promise.all([codeOf(startLeave(1, 'leave-g')), codeOf(startLeave(1, 'leave-g'))]);
    expect(outcomes.sort()).toEqual(['CONFLICT', 'OK']);
  });

  it("answers NOT_FOUND for another tenant's task and definition", async () => {
    const instance = await startLeave(2, 'leave-e');
    const task = await openTask(orm, scenario.tenant.tenantId, instance.id);
    const other = await buildLeaveScenario(orm, workflow);
    // The other tenant's approver has the same role and even the task's id: the tenant filter hides it.
    expect(await codeOf(workflow.tasks.complete(contextOf(orm, other.approver), task.id, { pass: true }))).toBe('NOT_FOUND');
    expect(await codeOf(workflow.tasks.claim(contextOf(orm, other.hr), task.id))).toBe('NOT_FOUND');
    expect(
      await codeOf(workflow.runtime.start(contextOf(orm, other.applicant), { definitionId: scenario.definition.id, variables: {} })),
    ).toBe('NOT_FOUND');
  });

  it('refuses start on a suspended definition and claim/complete on a suspended instance', async () => {
    const instance = await startLeave(2, 'leave-f');
    const task = await openTask(orm, scenario.tenant.tenantId, instance.id);
    const em = orm.em.fork();
    await em.nativeUpdate(WfProcessInstance, { id: instance.id }, { suspended: true }, { filters: false });
    expect(await codeOf(workflow.tasks.complete(contextOf(orm, scenario.approver), task.id, { pass: true }))).toBe('SUSPENDED');
    expect(await codeOf(workflow.tasks.claim(contextOf(orm, scenario.approver), task.id))).toBe('SUSPENDED');
    await em.nativeUpdate(WfProcessInstance, { id: instance.id }, { suspended: false }, { filters: false });

    const suspended = await workflow.repository.deploy(contextOf(orm, scenario.applicant).em, scenario.tenant.tenantId, {
      xml: scenario.definition.xml,
    });
    await em.nativeUpdate(WfProcessDefinition, { id: suspended.definition.id }, { suspended: true }, { filters: false });
    expect(
      await codeOf(workflow.runtime.start(contextOf(orm, scenario.applicant), { definitionId: suspended.definition.id, variables: {} })),
    ).toBe('SUSPENDED');
  });

  it('fails a command whose condition lacks a variable and leaves the instance as it was', async () => {
    const instance = await workflow.runtime.start(contextOf(orm, scenario.applicant), {
      definitionId: scenario.definition.id,
      variables: { taskUser: scenario.approver.id },
    });
    const task = await openTask(orm, scenario.tenant.tenantId, instance.id);
    // `days` is missing: the evaluator refuses instead of routing on undefined.
    expect(await codeOf(workflow.tasks.complete(contextOf(orm, scenario.approver), task.id, { pass: true }))).toBe('VALIDATION');
    const again = await openTask(orm, scenario.tenant.tenantId, instance.id);
    expect([again.id, again.taskStatus]).toEqual([task.id, 'ACTIVE']);
    await workflow.tasks.complete(contextOf(orm, scenario.approver), task.id, { pass: true, variables: { days: 1 } });
    expect((await openTask(orm, scenario.tenant.tenantId, instance.id)).activityId).toBe('hrApprove');
  });

  it('refuses reserved variable names', async () => {
    expect(
      await codeOf(
        workflow.runtime.start(contextOf(orm, scenario.applicant), { definitionId: scenario.definition.id, variables: { content: 1 } }),
      ),
    ).toBe('VALIDATION');
  });
});
