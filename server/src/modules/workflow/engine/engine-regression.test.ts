import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { ExpressionEvaluator } from '../expression/expression-evaluator';
import { BpmnEngineAdapter, BPMN_ENGINE_VERSION } from './bpmn-engine-adapter';
import { engineExpressions } from './engine-expressions';
import type { WaitingTask } from './engine-adapter';

const evaluator = new ExpressionEvaluator();

function model(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="p" isExecutable="true">${body}</process>
</definitions>`;
}

/** Runs `source` to its first waits, signals the given activity ids one after another, returns the user tasks waiting then. */
async function waitsAfter(source: string, variables: Record<string, unknown>, signals: string[]): Promise<string[]> {
  const engine = new Engine({ source, expressions: engineExpressions(evaluator), disableDummyScript: true });
  const execution = await engine.execute({ listener: new EventEmitter(), variables });
  for (const id of signals) {
    const api = execution.getPostponed().find((waiting) => waiting.id === id);
    execution.signal({ id, executionId: api?.executionId });
  }
  // getPostponed() also lists what waits at a join (the taken incoming flow): keep the user tasks.
  const waits = execution
    .getPostponed()
    .filter((waiting) => waiting.type === 'bpmn:UserTask')
    .map((waiting) => waiting.id)
    .sort();
  if (execution.isRunning) {
    await engine.stop();
  }
  return waits;
}

const CONDITION = (expression: string): string =>
  `<conditionExpression xsi:type="tFormalExpression">\${${expression}}</conditionExpression>`;

/**
 * Regression pins (reference §5.11 #4): behaviours of bpmn-engine 25.0.1 / bpmn-elements 17.3.0 that the deploy-time
 * validator works around. They assert the KNOWN-BAD behaviour, so an upgrade that fixes (or changes) it fails here
 * and is noticed before the allowed subset is widened.
 */
describe(`bpmn-engine ${BPMN_ENGINE_VERSION} regression pins`, () => {
  it('KNOWN BAD: a converging inclusive gateway fires after the first of two active branches (bpmn-elements #46)', async () => {
    const source = model(`
      <startEvent id="start" /><sequenceFlow id="f0" sourceRef="start" targetRef="split" />
      <inclusiveGateway id="split" />
      <sequenceFlow id="fa" sourceRef="split" targetRef="a">${CONDITION('true')}</sequenceFlow>
      <sequenceFlow id="fb" sourceRef="split" targetRef="b">${CONDITION('true')}</sequenceFlow>
      <sequenceFlow id="fc" sourceRef="split" targetRef="c">${CONDITION('false')}</sequenceFlow>
      <userTask id="a" /><userTask id="b" /><userTask id="c" />
      <sequenceFlow id="ja" sourceRef="a" targetRef="join" /><sequenceFlow id="jb" sourceRef="b" targetRef="join" />
      <sequenceFlow id="jc" sourceRef="c" targetRef="join" />
      <inclusiveGateway id="join" /><sequenceFlow id="fj" sourceRef="join" targetRef="after" />
      <userTask id="after" />`);
    expect(await waitsAfter(source, {}, [])).toEqual(['a', 'b']);
    // Correct would be ['b'] (the join waits for b); 25.0.1 moves on.
    expect(await waitsAfter(source, {}, ['a'])).toEqual(['after', 'b']);
  });

  it('a plain parallel split/join waits for both branches (allowed)', async () => {
    const source = model(`
      <startEvent id="start" /><sequenceFlow id="f0" sourceRef="start" targetRef="split" />
      <parallelGateway id="split" />
      <sequenceFlow id="fa" sourceRef="split" targetRef="a" /><sequenceFlow id="fb" sourceRef="split" targetRef="b" />
      <userTask id="a" /><userTask id="b" />
      <sequenceFlow id="ja" sourceRef="a" targetRef="join" /><sequenceFlow id="jb" sourceRef="b" targetRef="join" />
      <parallelGateway id="join" /><sequenceFlow id="fj" sourceRef="join" targetRef="after" /><userTask id="after" />`);
    expect(await waitsAfter(source, {}, ['a'])).toEqual(['b']);
    expect(await waitsAfter(source, {}, ['a', 'b'])).toEqual(['after']);
  });

  it('signalling an unknown id is a silent no-op (the runner checks its own task row first)', async () => {
    const source = model(`<startEvent id="start" /><sequenceFlow id="f0" sourceRef="start" targetRef="a" /><userTask id="a" />`);
    expect(await waitsAfter(source, {}, ['nope'])).toEqual(['a']);
  });
});

interface StateFixture {
  engineVersion: string;
  variables: Record<string, unknown>;
  waiting: WaitingTask;
  serializedContext: unknown;
  state: unknown;
}

/** Reference §5.11 #5: a committed 25.0.1 state (leave model at the approver, 4 days) recovers and completes. */
describe('stored engine state fixture', () => {
  const fixture = JSON.parse(
    readFileSync(path.join(__dirname, 'fixtures', 'leave-manager-wait.engine-25.0.1.json'), 'utf8'),
  ) as StateFixture;
  const adapter = new BpmnEngineAdapter(evaluator);
  const definition = { id: 'fixture', serializedContext: JSON.stringify(fixture.serializedContext) };

  it('was written by the engine version we run', () => {
    expect(fixture.engineVersion).toBe(adapter.engineVersion);
  });

  it('recovers, routes 4 days to the boss and completes', async () => {
    const target = { activityId: fixture.waiting.activityId, executionId: fixture.waiting.executionId };
    const approved = await adapter.signal(
      definition,
      'fixture-instance',
      JSON.stringify(fixture.state),
      { ...fixture.variables, pass: true },
      target,
    );
    expect(approved.waiting.map((task) => [task.activityId, task.candidateGroups])).toEqual([['bossApprove', ['boss']]]);
    const [boss] = approved.waiting;
    const done = await adapter.signal(
      definition,
      'fixture-instance',
      approved.state,
      { ...fixture.variables, pass: true },
      { activityId: boss?.activityId ?? '', executionId: boss?.executionId ?? '' },
    );
    expect([done.ended, done.endActivityId]).toEqual([true, 'endApproved']);
  });
});
