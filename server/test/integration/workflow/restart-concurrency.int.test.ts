import type { MikroORM } from '@mikro-orm/core';
import { createApplication, type Application } from '../../../src/app/application';
import { AppError } from '../../../src/core/errors/app-error';
import { createLogger } from '../../../src/core/logging/logger';
import { BpmnEngineAdapter } from '../../../src/modules/workflow/engine/bpmn-engine-adapter';
import type { EngineAdapter } from '../../../src/modules/workflow/engine/engine-adapter';
import { ExpressionEvaluator } from '../../../src/modules/workflow/expression/expression-evaluator';
import { WfActivityHistory } from '../../../src/modules/workflow/history/wf-activity-history.entity';
import { InstanceCommandRunner } from '../../../src/modules/workflow/runtime/instance-command-runner';
import { WfInstanceState } from '../../../src/modules/workflow/runtime/wf-instance-state.entity';
import { WfProcessInstance } from '../../../src/modules/workflow/runtime/wf-process-instance.entity';
import { WfTask } from '../../../src/modules/workflow/task/wf-task.entity';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { buildLeaveScenario, contextOf, type LeaveScenario } from './workflow-fixture';

jest.setTimeout(180_000);

/**
 * Reference §5.11 #7 and #8: no engine lives between requests, so a brand-new application (new ORM, new services,
 * empty caches) on the same database carries on an instance another one started; and two nodes completing the same
 * task at once give exactly one success and one CONFLICT.
 *
 * The racing "nodes": on MySQL/MariaDB two applications with their own connection pools (the FOR UPDATE path); on
 * the embedded libSQL file two request contexts of one application. The embedded database is one process by design
 * (DESIGN §10): two processes on one SQLite file would need a busy timeout (libSQL's default is 0, so a COMMIT that
 * meets a reader fails with SQLITE_BUSY and knex then loses the still-open transaction), which the core connection
 * options do not set.
 */
describe('workflow across application contexts', () => {
  let app: TestApp;
  let second: Application | null = null;
  let scenario: LeaveScenario;

  /** Another application on the first one's database (its own ORM and connection pool). */
  async function secondApplication(): Promise<Application> {
    second ??= await createApplication(app.config, createLogger('silent'));
    return second;
  }

  const tenantFilter = (): { filters: { tenant: { tenantId: string } } } => ({
    filters: { tenant: { tenantId: scenario.tenant.tenantId } },
  });

  async function tasksOf(orm: MikroORM, instanceId: string): Promise<WfTask[]> {
    return orm.em.fork().find(WfTask, { instanceId }, { ...tenantFilter(), orderBy: { createTime: 'asc', id: 'asc' } });
  }

  async function startLeave(days: number): Promise<{ instanceId: string; taskId: string }> {
    const instance = await app.application.services.workflow.runtime.start(contextOf(app.application.orm, scenario.applicant), {
      definitionId: scenario.definition.id,
      variables: { taskUser: scenario.approver.id, days },
    });
    const [task] = await tasksOf(app.application.orm, instance.id);
    if (!task) {
      throw new Error('no task');
    }
    return { instanceId: instance.id, taskId: task.id };
  }

  beforeAll(async () => {
    app = await startTestApp();
    scenario = await buildLeaveScenario(app.application.orm, app.application.services.workflow);
  });

  afterAll(async () => {
    await second?.close();
    await app.close();
  });

  it('completes on a fresh application the task an instance started on another one reached', async () => {
    const { instanceId, taskId } = await startLeave(2);
    const fresh = await secondApplication();
    await fresh.services.workflow.tasks.complete(contextOf(fresh.orm, scenario.approver), taskId, { pass: true });
    const hrTask = (await tasksOf(fresh.orm, instanceId)).find((task) => task.taskStatus === 'ACTIVE');
    expect(hrTask?.activityId).toBe('hrApprove');
    // And back on the first application.
    const workflow = app.application.services.workflow;
    await workflow.tasks.claim(contextOf(app.application.orm, scenario.hr), hrTask?.id ?? '');
    await workflow.tasks.complete(contextOf(app.application.orm, scenario.hr), hrTask?.id ?? '', { pass: true });
    const instance = await app.application.orm.em.fork().findOneOrFail(WfProcessInstance, { id: instanceId }, tenantFilter());
    expect(instance.instanceStatus).toBe('COMPLETED');
  });

  it('rolls everything back when the command fails after the engine ran, and a retry succeeds', async () => {
    const { instanceId, taskId } = await startLeave(2);
    const orm = app.application.orm;
    const em = orm.em.fork();
    const before = await em.findOneOrFail(WfInstanceState, { id: instanceId }, tenantFilter());
    const real = new BpmnEngineAdapter(new ExpressionEvaluator());
    const failing: EngineAdapter = {
      engineVersion: real.engineVersion,
      start: (...args) => real.start(...args),
      resume: (...args) => real.resume(...args),
      signal: async (...args) => {
        await real.signal(...args);
        throw new Error('crash after getState, before commit');
      },
    };
    const definition = await app.application.services.workflow.repository.definition(
      contextOf(orm, scenario.approver).em,
      scenario.definition.id,
    );
    const command = { taskId, userId: scenario.approver.id, pass: true, variables: {} };
    await expect(new InstanceCommandRunner(failing).complete(contextOf(orm, scenario.approver).em, definition, command)).rejects.toThrow(
      'crash',
    );

    const afterFailure = orm.em.fork();
    expect((await afterFailure.findOneOrFail(WfInstanceState, { id: instanceId }, tenantFilter())).state).toBe(before.state);
    expect((await tasksOf(orm, instanceId)).map((task) => [task.activityId, task.taskStatus])).toEqual([['managerApprove', 'ACTIVE']]);
    expect(await afterFailure.count(WfActivityHistory, { instanceId, activityId: 'passGateway' }, tenantFilter())).toBe(0);

    await app.application.services.workflow.tasks.complete(contextOf(orm, scenario.approver), taskId, { pass: true });
    expect((await tasksOf(orm, instanceId)).map((task) => [task.activityId, task.taskStatus])).toEqual([
      ['managerApprove', 'COMPLETED'],
      ['hrApprove', 'ACTIVE'],
    ]);
  });

  /** The two nodes that race (see the file comment). */
  async function racers(): Promise<Application[]> {
    return app.config.dbUrl ? [app.application, await secondApplication()] : [app.application, app.application];
  }

  it('lets exactly one of two nodes complete the same task at once; the other gets CONFLICT', async () => {
    const nodes = await racers();
    for (let round = 0; round < 3; round += 1) {
      const { instanceId, taskId } = await startLeave(2);
      const outcomes = await Promise.all(
        nodes.map((application) =>
          application.services.workflow.tasks
            .complete(contextOf(application.orm, scenario.approver), taskId, { pass: true })
            .then(() => 'OK')
            .catch((error: unknown) => (error instanceof AppError ? error.code : String(error))),
        ),
      );
      expect(outcomes.sort()).toEqual(['CONFLICT', 'OK']);
      const tasks = await tasksOf(app.application.orm, instanceId);
      expect(tasks.map((task) => [task.activityId, task.taskStatus])).toEqual([
        ['managerApprove', 'COMPLETED'],
        ['hrApprove', 'ACTIVE'],
      ]);
      const history = app.application.orm.em.fork();
      expect(await history.count(WfActivityHistory, { instanceId, activityId: 'managerApprove' }, tenantFilter())).toBe(1);
      expect(await history.count(WfActivityHistory, { instanceId, activityId: 'hrApprove' }, tenantFilter())).toBe(1);
    }
  });

  it('lets exactly one of two candidates on two nodes claim the same task', async () => {
    const nodes = await racers();
    const { instanceId, taskId } = await startLeave(2);
    await app.application.services.workflow.tasks.complete(contextOf(app.application.orm, scenario.approver), taskId, { pass: true });
    const hrTask = (await tasksOf(app.application.orm, instanceId)).find((task) => task.taskStatus === 'ACTIVE');
    const outcomes = await Promise.all(
      nodes.map((application) =>
        application.services.workflow.tasks
          .claim(contextOf(application.orm, scenario.hr), hrTask?.id ?? '')
          .then(() => 'OK')
          .catch((error: unknown) => (error instanceof AppError ? error.code : String(error))),
      ),
    );
    expect(outcomes.sort()).toEqual(['CONFLICT', 'OK']);
  });
});
