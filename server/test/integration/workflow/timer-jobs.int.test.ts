import { createApplication, type Application } from '../../../src/app/application';
import { createLogger } from '../../../src/core/logging/logger';
import { WfActivityHistory } from '../../../src/modules/workflow/history/wf-activity-history.entity';
import { WfJob } from '../../../src/modules/workflow/job/wf-job.entity';
import type { WfProcessDefinition } from '../../../src/modules/workflow/repository/wf-process-definition.entity';
import { WfProcessInstance } from '../../../src/modules/workflow/runtime/wf-process-instance.entity';
import { WfTask } from '../../../src/modules/workflow/task/wf-task.entity';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { buildLeaveScenario, contextOf, type LeaveScenario } from './workflow-fixture';

jest.setTimeout(180_000);

/** A review task with a one-second boundary timer that moves the instance on to an escalation task. */
const TIMER_MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  id="timerDefinitions" targetNamespace="http://example.com/timer">
  <process id="TimedReview" name="Timed review" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="toReview" sourceRef="start" targetRef="review" />
    <userTask id="review" name="Review" flowable:assignee="\${taskUser}" />
    <boundaryEvent id="late" name="Late" attachedToRef="review" cancelActivity="true">
      <timerEventDefinition><timeDuration>PT1S</timeDuration></timerEventDefinition>
    </boundaryEvent>
    <sequenceFlow id="reviewed" sourceRef="review" targetRef="end" />
    <sequenceFlow id="toEscalate" sourceRef="late" targetRef="escalate" />
    <userTask id="escalate" name="Escalated review" flowable:assignee="\${taskUser}" />
    <sequenceFlow id="escalated" sourceRef="escalate" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

const DUE_MS = 1_000;

/**
 * Reference §5.7 and §5.11 #10: timers are `wf_job` rows that the background sweep's poller claims (FOR UPDATE SKIP
 * LOCKED on MySQL/MariaDB, a conditional update on libSQL) and fires through the instance command runner: each once
 * however many pollers run, a RUNNING job whose lease expired is taken over, a suspended instance's job waits, a job
 * whose task finished first is cancelled.
 */
describe('workflow timer jobs', () => {
  let app: TestApp;
  let second: Application | null = null;
  let scenario: LeaveScenario;
  let definition: WfProcessDefinition;

  const tenantFilter = (): { filters: { tenant: { tenantId: string } } } => ({
    filters: { tenant: { tenantId: scenario.tenant.tenantId } },
  });

  async function start(): Promise<string> {
    const instance = await app.application.services.workflow.runtime.start(contextOf(app.application.orm, scenario.applicant), {
      definitionId: definition.id,
      variables: { taskUser: scenario.approver.id },
    });
    return instance.id;
  }

  async function jobsOf(instanceId: string): Promise<WfJob[]> {
    return app.application.orm.em.fork().find(WfJob, { instanceId }, tenantFilter());
  }

  async function tasksOf(instanceId: string): Promise<Array<[string, string]>> {
    const tasks = await app.application.orm.em
      .fork()
      .find(WfTask, { instanceId }, { ...tenantFilter(), orderBy: { createTime: 'asc', id: 'asc' } });
    return tasks.map((task) => [task.activityId, task.taskStatus]);
  }

  /** Waits until the instance's timer is due by the real clock (the recovered engine fires by it). */
  async function dueNow(instanceId: string): Promise<Date> {
    const [job] = await jobsOf(instanceId);
    const wait = (job?.dueAt.getTime() ?? Date.now()) + 50 - Date.now();
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return new Date();
  }

  beforeAll(async () => {
    app = await startTestApp();
    scenario = await buildLeaveScenario(app.application.orm, app.application.services.workflow);
    const em = contextOf(app.application.orm, scenario.applicant).em;
    ({ definition } = await app.application.services.workflow.repository.deploy(em, scenario.tenant.tenantId, { xml: TIMER_MODEL }));
  });

  afterAll(async () => {
    await second?.close();
    await app.close();
  });

  it('writes a job per armed timer, fires it when due and moves the instance on', async () => {
    const instanceId = await start();
    const [job] = await jobsOf(instanceId);
    expect(job).toMatchObject({ activityId: 'late', jobStatus: 'SCHEDULED', attempts: 0 });
    const startedAt = Date.now();
    expect(Math.abs((job?.dueAt.getTime() ?? 0) - startedAt - DUE_MS)).toBeLessThan(5_000);

    expect((await app.application.sweep.runOnce(new Date(startedAt)))['workflowTimers']).toBe(0);
    expect((await jobsOf(instanceId))[0]?.jobStatus).toBe('SCHEDULED');

    const now = await dueNow(instanceId);
    expect((await app.application.sweep.runOnce(now))['workflowTimers']).toBe(1);
    expect(await tasksOf(instanceId)).toEqual([
      ['review', 'CANCELED'],
      ['escalate', 'ACTIVE'],
    ]);
    expect((await jobsOf(instanceId)).map((row) => [row.jobStatus, row.lockedBy])).toEqual([['DONE', null]]);
    const history = await app.application.orm.em.fork().find(WfActivityHistory, { instanceId }, tenantFilter());
    expect(history.map((row) => row.activityId)).toEqual(expect.arrayContaining(['late', 'toEscalate', 'escalate']));
    expect((await app.application.sweep.runOnce(new Date(now.getTime() + 60_000)))['workflowTimers']).toBe(0);
  });

  it('fires a due timer once when two pollers run at the same moment', async () => {
    const nodes = app.config.dbUrl
      ? [app.application, (second ??= await createApplication(app.config, createLogger('silent')))]
      : [app.application, app.application];
    const instanceId = await start();
    const now = await dueNow(instanceId);
    // The claim lets one poller run the job (the instance lock alone would also keep a second run from firing it again).
    const fires = [...new Set(nodes)].map((node) => jest.spyOn(node.services.workflow.runner, 'fireTimer'));
    const runs = await Promise.all(nodes.map((node) => node.sweep.runOnce(now)));
    expect(fires.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(1);
    fires.forEach((spy) => spy.mockRestore());
    expect(runs.map((run) => run['workflowTimers'] ?? 0).reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await tasksOf(instanceId)).toEqual([
      ['review', 'CANCELED'],
      ['escalate', 'ACTIVE'],
    ]);
    expect((await jobsOf(instanceId)).map((row) => row.jobStatus)).toEqual(['DONE']);
  });

  it('takes over a job whose poller died mid-run once its lease expired', async () => {
    const instanceId = await start();
    const now = await dueNow(instanceId);
    const em = app.application.orm.em.fork();
    await em.nativeUpdate(
      WfJob,
      { instanceId },
      { jobStatus: 'RUNNING', lockedBy: 'dead-node', lockExpiresAt: new Date(now.getTime() + 30_000), attempts: 1 },
      tenantFilter(),
    );
    expect((await app.application.sweep.runOnce(now))['workflowTimers']).toBe(0);
    expect((await app.application.sweep.runOnce(new Date(now.getTime() + 31_000)))['workflowTimers']).toBe(1);
    expect((await jobsOf(instanceId)).map((row) => [row.jobStatus, row.attempts])).toEqual([['DONE', 2]]);
  });

  it("leaves a suspended instance's job waiting, and fires it once the instance is active again", async () => {
    const instanceId = await start();
    const em = app.application.orm.em.fork();
    await em.nativeUpdate(WfProcessInstance, { id: instanceId }, { suspended: true }, tenantFilter());
    const now = await dueNow(instanceId);
    expect((await app.application.sweep.runOnce(now))['workflowTimers']).toBe(0);
    expect((await jobsOf(instanceId)).map((row) => [row.jobStatus, row.attempts])).toEqual([['SCHEDULED', 0]]);
    await em.nativeUpdate(WfProcessInstance, { id: instanceId }, { suspended: false }, tenantFilter());
    expect((await app.application.sweep.runOnce(now))['workflowTimers']).toBe(1);
  });

  it('cancels the job of a timer whose task was completed before it was due', async () => {
    const instanceId = await start();
    const [review] = await app.application.orm.em.fork().find(WfTask, { instanceId }, tenantFilter());
    await app.application.services.workflow.tasks.complete(contextOf(app.application.orm, scenario.approver), review?.id ?? '', {
      pass: true,
    });
    expect((await jobsOf(instanceId)).map((row) => row.jobStatus)).toEqual(['CANCELED']);
    const now = await dueNow(instanceId);
    expect((await app.application.sweep.runOnce(now))['workflowTimers']).toBe(0);
    const instance = await app.application.orm.em.fork().findOneOrFail(WfProcessInstance, { id: instanceId }, tenantFilter());
    expect(instance.instanceStatus).toBe('COMPLETED');
  });
});
