import type { MikroORM } from '@mikro-orm/core';
import { PageInput } from '../../../src/core/graphql/page.types';
import type { WorkflowServices } from '../../../src/modules/workflow/workflow-services';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { selectsDuring } from '../../helpers/query-count';
import { buildLeaveScenario, contextOf, type LeaveScenario } from './workflow-fixture';

jest.setTimeout(300_000);

const page = (size: number): PageInput => Object.assign(new PageInput(), { current: 1, size });

/**
 * The work lists read with a fixed number of queries (as test/integration/platform/list-query-count does for the admin
 * lists): a page of 50 rows costs the same statements as a page of 10; names, definitions, instances and comments
 * come in one batched read each.
 */
describe('work lists read with a fixed number of queries', () => {
  let app: TestApp;
  let orm: MikroORM;
  let workflow: WorkflowServices;
  let scenario: LeaveScenario;

  beforeAll(async () => {
    app = await startTestApp();
    orm = app.application.orm;
    workflow = app.application.services.workflow;
    scenario = await buildLeaveScenario(orm, workflow);
    for (let index = 0; index < 60; index += 1) {
      await workflow.leave.start(contextOf(orm, scenario.applicant), {
        processDefinitionId: scenario.definition.id,
        approverId: scenario.approver.id,
        startTime: new Date(Date.UTC(2026, 11, 1 + (index % 20))),
        endTime: new Date(Date.UTC(2026, 11, 2 + (index % 20))),
        reason: `leave ${index}`,
      });
    }
    const todo = await workflow.worklist.todo(contextOf(orm, scenario.approver), null, page(100));
    for (const task of todo.records.slice(0, 55)) {
      await workflow.taskCommands.complete(contextOf(orm, scenario.approver), String(task.taskId), { pass: true });
    }
  });

  afterAll(async () => {
    await app.close();
  });

  const lists: Array<[string, (size: number) => Promise<{ total: number; records: unknown[] }>]> = [
    ['claim (hr)', (size) => workflow.worklist.claim(contextOf(orm, scenario.hr), null, page(size))],
    ['sent', (size) => workflow.worklist.sent(contextOf(orm, scenario.applicant), null, page(size))],
    ['done', (size) => workflow.worklist.done(contextOf(orm, scenario.approver), null, page(size))],
    ['todo (5 left)', (size) => workflow.worklist.todo(contextOf(orm, scenario.approver), null, page(size))],
  ];

  it.each(lists)('%s: a page of 50 costs the statements of a page of 10', async (_name, list) => {
    await list(10);
    let small = { total: 0, records: [] as unknown[] };
    let large = { total: 0, records: [] as unknown[] };
    const smallSelects = await selectsDuring(orm, async () => {
      small = await list(10);
    });
    const largeSelects = await selectsDuring(orm, async () => {
      large = await list(50);
    });
    expect(small.total).toBeGreaterThanOrEqual(5);
    expect(large.records.length).toBe(Math.min(50, large.total));
    expect(largeSelects).toBe(smallSelects);
    expect(smallSelects).toBeLessThanOrEqual(8);
  });
});
