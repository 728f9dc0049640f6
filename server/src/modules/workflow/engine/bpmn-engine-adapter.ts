import { EventEmitter } from 'node:events';
import type { IScripts, Script } from 'bpmn-elements';
import { Engine, type BpmnEngineExecutionState, type Execution } from 'bpmn-engine';
import type { ExpressionEvaluator } from '../expression/expression-evaluator';
import { deserializeContext } from './bpmn-source';
import { engineExpressions, type EngineExpressions } from './engine-expressions';
import {
  EngineFailure,
  type ArmedTimer,
  type EngineAdapter,
  type EngineDefinition,
  type EngineHistoryEvent,
  type EngineRun,
  type SignalTarget,
  type TimerKey,
  type WaitingTask,
} from './engine-adapter';

/** bpmn-engine version the states are written with (stored per state; upgrades need the fixture test). */
export const BPMN_ENGINE_VERSION = '25.0.1';

const WAITING_TYPES: ReadonlySet<string> = new Set(['bpmn:UserTask', 'bpmn:ManualTask']);

/**
 * No script is ever registered or found (reference §2.7): the engine asks for a script for every condition and
 * takes "none" as "evaluate the expression"; a script task or a scripted condition then fails with "unsupported
 * or was not registered" (with `disableDummyScript`). bpmn-elements declares `getScript` as always returning a
 * Script, but its callers test for undefined.
 */
const NO_SCRIPTS: IScripts = {
  register: (): undefined => undefined,
  getScript: (): Script => undefined as unknown as Script,
};

/** What the listener reads from an event api of bpmn-elements. */
interface EventApi {
  id: string;
  type: string;
  executionId?: string;
  name?: string;
  content: { executionId?: string; sequenceId?: string; expireAt?: Date | string; isRecovered?: boolean };
  owner?: { name?: string; behaviour?: Record<string, unknown> };
  resolveExpression(expression: string): unknown;
}

function legacyType(type: string): string {
  const local = type.startsWith('bpmn:') ? type.slice(5) : type;
  return local.charAt(0).toLowerCase() + local.slice(1);
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(listOf);
  }
  const text = textOf(value);
  return text
    ? text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0)
    : [];
}

/** Collects what one command changed from the engine's events. */
class RunRecorder {
  readonly listener = new EventEmitter();
  readonly history: EngineHistoryEvent[] = [];
  readonly timers: ArmedTimer[] = [];
  readonly fired: TimerKey[] = [];
  readonly errors: Error[] = [];
  ended = false;
  endActivityId: string | null = null;

  constructor() {
    this.listener.on('activity.start', (api: EventApi) => this.activity('start', api));
    this.listener.on('activity.end', (api: EventApi) => {
      this.activity('end', api);
      if (api.type === 'bpmn:EndEvent') {
        this.endActivityId = api.id;
      }
    });
    this.listener.on('flow.take', (api: EventApi) => {
      this.history.push({
        kind: 'flow',
        activityId: api.id,
        activityName: textOf(api.owner?.name),
        activityType: 'sequenceFlow',
        executionId: api.content.sequenceId ?? `${api.id}_take`,
        at: new Date(),
      });
    });
    this.listener.on('activity.timer', (api: EventApi) => {
      const expireAt = api.content.expireAt ? new Date(api.content.expireAt) : null;
      if (expireAt && !Number.isNaN(expireAt.getTime())) {
        this.timers.push({ activityId: api.id, executionId: this.executionIdOf(api), dueAt: expireAt });
      }
    });
    this.listener.on('activity.timeout', (api: EventApi) => {
      this.fired.push({ activityId: api.id, executionId: this.executionIdOf(api) });
    });
    this.listener.on('process.end', () => {
      this.ended = true;
    });
  }

  private executionIdOf(api: EventApi): string {
    return api.executionId ?? api.content.executionId ?? api.id;
  }

  private activity(kind: 'start' | 'end', api: EventApi): void {
    this.history.push({
      kind,
      activityId: api.id,
      activityName: textOf(api.owner?.name ?? api.name),
      activityType: legacyType(api.type),
      executionId: this.executionIdOf(api),
      at: new Date(),
    });
  }
}

/**
 * bpmn-engine 25 behind the EngineAdapter: a fresh `Engine` per command built from the definition's serialized
 * context (no XML parse), our whitelisted expressions, no scripts; the signal is synchronous for user tasks and
 * gateways, so the run has reached its next waits when `signal` returns (reference §2.4).
 */
export class BpmnEngineAdapter implements EngineAdapter {
  readonly engineVersion = BPMN_ENGINE_VERSION;
  private readonly expressions: EngineExpressions;

  constructor(evaluator: ExpressionEvaluator) {
    this.expressions = engineExpressions(evaluator);
  }

  async start(definition: EngineDefinition, instanceId: string, variables: Record<string, unknown>): Promise<EngineRun> {
    const recorder = new RunRecorder();
    const engine = this.engine(definition, instanceId, recorder);
    try {
      const execution = await engine.execute({ listener: recorder.listener, variables: { ...variables } });
      return await this.finish(engine, execution, recorder);
    } catch (error) {
      await this.stop(engine);
      throw this.failure(error, recorder);
    }
  }

  async signal(
    definition: EngineDefinition,
    instanceId: string,
    state: string,
    variables: Record<string, unknown>,
    target: SignalTarget,
  ): Promise<EngineRun> {
    const recorder = new RunRecorder();
    const engine = this.engine(definition, instanceId, recorder);
    try {
      engine.recover(JSON.parse(state) as BpmnEngineExecutionState);
      const execution = await engine.resume({ listener: recorder.listener });
      const waiting = execution.getPostponed().find((api) => api.id === target.activityId && api.executionId === target.executionId);
      if (!waiting) {
        throw new EngineFailure(`${target.activityId} is not waiting`);
      }
      // The signal payload is not merged into process variables (reference §2.4): write them into each process first.
      for (const processDefinition of execution.definitions) {
        for (const process of processDefinition.getProcesses()) {
          Object.assign(process.environment.variables, variables);
        }
      }
      execution.signal({ id: target.activityId, executionId: target.executionId });
      return await this.finish(engine, execution, recorder);
    } catch (error) {
      await this.stop(engine);
      throw this.failure(error, recorder);
    }
  }

  async resume(definition: EngineDefinition, instanceId: string, state: string): Promise<EngineRun> {
    const recorder = new RunRecorder();
    const engine = this.engine(definition, instanceId, recorder);
    try {
      engine.recover(JSON.parse(state) as BpmnEngineExecutionState);
      // Expired timers fire during resume (reference §2.6); the run then goes on to its next waits synchronously.
      const execution = await engine.resume({ listener: recorder.listener });
      return await this.finish(engine, execution, recorder);
    } catch (error) {
      await this.stop(engine);
      throw this.failure(error, recorder);
    }
  }

  private engine(definition: EngineDefinition, instanceId: string, recorder: RunRecorder): Engine {
    const engine = new Engine({
      name: instanceId,
      sourceContext: deserializeContext(definition.serializedContext),
      expressions: this.expressions,
      scripts: NO_SCRIPTS,
      disableDummyScript: true,
    });
    engine.on('error', (error: Error) => recorder.errors.push(error));
    return engine;
  }

  private async finish(engine: Engine, execution: Execution, recorder: RunRecorder): Promise<EngineRun> {
    // User tasks and gateways run synchronously; anything still executing after a tick is outside the allowed subset.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (recorder.errors.length > 0) {
      throw recorder.errors[0];
    }
    const status = engine.activityStatus;
    if (status === 'executing') {
      throw new EngineFailure('the process did not reach a wait state');
    }
    const waiting = recorder.ended ? [] : this.waitingTasks(execution);
    const timers = recorder.ended ? [] : this.armedTimers(execution, recorder);
    await this.stop(engine);
    const state = await engine.getState();
    for (const definitionState of state.definitions) {
      delete definitionState.source;
    }
    return {
      state: JSON.stringify(state),
      engineVersion: this.engineVersion,
      waiting,
      history: recorder.history,
      timers,
      firedTimers: recorder.fired,
      ended: recorder.ended,
      endActivityId: recorder.endActivityId,
    };
  }

  /** `stop()` waits for a `stop` event that an ended (idle) execution never emits: stop running ones only. */
  private async stop(engine: Engine): Promise<void> {
    if (engine.execution?.isRunning) {
      await engine.stop();
    }
  }

  /** Timers armed during the run (a recovered engine arms its timers again) whose event still waits and did not fire. */
  private armedTimers(execution: Execution, recorder: RunRecorder): ArmedTimer[] {
    const waitingIds = new Set(execution.getPostponed().map((api) => api.id));
    const key = (timer: TimerKey): string => `${timer.activityId}\u0000${timer.executionId}`;
    const fired = new Set(recorder.fired.map(key));
    const armed = new Map<string, ArmedTimer>();
    for (const timer of recorder.timers) {
      if (waitingIds.has(timer.activityId) && !fired.has(key(timer))) {
        armed.set(key(timer), timer);
      }
    }
    return [...armed.values()];
  }

  private waitingTasks(execution: Execution): WaitingTask[] {
    return execution
      .getPostponed()
      .filter((api) => WAITING_TYPES.has(api.type))
      .map((api) => {
        const eventApi = api as unknown as EventApi;
        const behaviour = eventApi.owner?.behaviour ?? {};
        const resolve = (name: string): unknown => {
          const raw = behaviour[name];
          return typeof raw === 'string' ? eventApi.resolveExpression(raw) : raw;
        };
        const priority = Number(textOf(resolve('priority')));
        return {
          activityId: api.id,
          executionId: api.executionId,
          name: textOf(behaviour['name']) ?? api.id,
          assignee: textOf(resolve('assignee')),
          candidateUsers: listOf(resolve('candidateUsers')),
          candidateGroups: listOf(resolve('candidateGroups')),
          formKey: textOf(behaviour['formKey']),
          priority: Number.isFinite(priority) && textOf(resolve('priority')) !== null ? priority : null,
        };
      });
  }

  private failure(error: unknown, recorder: RunRecorder): EngineFailure {
    if (error instanceof EngineFailure) {
      return error;
    }
    const first = recorder.errors[0] ?? error;
    return new EngineFailure(first instanceof Error ? first.message : String(first));
  }
}
