import { BpmnEngineAdapter } from '../engine/bpmn-engine-adapter';
import { parseBpmn, serializeContext } from '../engine/bpmn-source';
import type { EngineDefinition, EngineRun } from '../engine/engine-adapter';
import { ExpressionEvaluator } from '../expression/expression-evaluator';
import { LEAVE_MODEL_XML } from './leave-model';

const adapter = new BpmnEngineAdapter(new ExpressionEvaluator());
let definition: EngineDefinition;

beforeAll(async () => {
  definition = { id: 'leave-1', serializedContext: serializeContext(await parseBpmn(LEAVE_MODEL_XML)) };
});

/** Completes the only waiting task of `run` with `variables` (fresh engine, recovered from the stored state). */
async function complete(run: EngineRun, variables: Record<string, unknown>): Promise<EngineRun> {
  expect(run.waiting).toHaveLength(1);
  const [task] = run.waiting;
  if (!task) {
    throw new Error('no waiting task');
  }
  return adapter.signal(definition, 'i1', run.state, variables, { activityId: task.activityId, executionId: task.executionId });
}

/** The engine-level path table of the leave model (reference §5.11 #1): each path ends after the last approval. */
describe('leave model path table', () => {
  it('sends the request to the chosen approver first', async () => {
    const run = await adapter.start(definition, 'i1', { taskUser: '1001', days: 2, createUser: '7' });
    expect(run.ended).toBe(false);
    expect(run.waiting).toEqual([
      expect.objectContaining({ activityId: 'managerApprove', assignee: '1001', candidateUsers: [], candidateGroups: [] }),
    ]);
    expect(run.state).not.toContain('"source"');
  });

  it.each([
    { days: 3, pass: true, next: 'hrApprove', group: 'hr', end: 'endApproved' },
    { days: 1, pass: true, next: 'hrApprove', group: 'hr', end: 'endApproved' },
    { days: 4, pass: true, next: 'bossApprove', group: 'boss', end: 'endApproved' },
    { days: 10, pass: true, next: 'bossApprove', group: 'boss', end: 'endApproved' },
  ])('days $days approved -> $next candidates, then COMPLETED at $end', async ({ days, pass, next, group, end }) => {
    const started = await adapter.start(definition, 'i1', { taskUser: '1001', days });
    const approved = await complete(started, { pass });
    expect(approved.ended).toBe(false);
    expect(approved.waiting).toEqual([expect.objectContaining({ activityId: next, assignee: null, candidateGroups: [group] })]);
    const finished = await complete(approved, { pass: true });
    expect(finished.ended).toBe(true);
    expect(finished.endActivityId).toBe(end);
    expect(finished.waiting).toEqual([]);
  });

  it.each([2, 5])('days %d rejected -> ends at endRejected', async (days) => {
    const started = await adapter.start(definition, 'i1', { taskUser: '1001', days });
    const rejected = await complete(started, { pass: false });
    expect(rejected.ended).toBe(true);
    expect(rejected.endActivityId).toBe('endRejected');
  });

  it('records history events: taken flows with sequence ids, gateways and the end', async () => {
    const started = await adapter.start(definition, 'i1', { taskUser: '1001', days: 2 });
    expect(started.history.map((event) => `${event.kind}:${event.activityId}`)).toEqual([
      'start:start',
      'end:start',
      'flow:toManager',
      'start:managerApprove',
    ]);
    const approved = await complete(started, { pass: true });
    const kinds = approved.history.map((event) => `${event.kind}:${event.activityId}:${event.activityType}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'end:managerApprove:userTask',
        'flow:passed:sequenceFlow',
        'start:daysGateway:exclusiveGateway',
        'flow:toHr:sequenceFlow',
        'start:hrApprove:userTask',
      ]),
    );
    expect(kinds).not.toContain('flow:rejected:sequenceFlow');
  });

  it('fails instead of guessing when a condition variable is missing', async () => {
    const started = await adapter.start(definition, 'i1', { taskUser: '1001', days: 2 });
    await expect(complete(started, {})).rejects.toThrow(/pass/);
  });

  it('refuses to signal an execution that is not waiting', async () => {
    const started = await adapter.start(definition, 'i1', { taskUser: '1001', days: 2 });
    await expect(
      adapter.signal(definition, 'i1', started.state, { pass: true }, { activityId: 'managerApprove', executionId: 'other' }),
    ).rejects.toThrow('not waiting');
  });
});
