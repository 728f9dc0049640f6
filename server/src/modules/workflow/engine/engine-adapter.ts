/** A user/manual task waiting for a signal after a command, with its assignment resolved over the variables. */
export interface WaitingTask {
  activityId: string;
  executionId: string;
  name: string;
  /** `flowable:assignee` resolved (`${taskUser}` -> the variable), or null. */
  assignee: string | null;
  candidateUsers: string[];
  candidateGroups: string[];
  formKey: string | null;
  priority: number | null;
}

/** An engine event the history is written from (`activity.start`/`activity.end`, `flow.take`). */
export interface EngineHistoryEvent {
  kind: 'start' | 'end' | 'flow';
  activityId: string;
  activityName: string | null;
  /** Legacy `historyActivityType`: `userTask`, `exclusiveGateway`, `sequenceFlow`, `startEvent`, ... */
  activityType: string;
  /** The activity's execution id, or the flow's sequence id for taken flows. */
  executionId: string;
  at: Date;
}

/** A timer of an instance: its timer event's activity and the timer's own execution. */
export interface TimerKey {
  activityId: string;
  executionId: string;
}

/** An armed engine timer (a `wf_job` row to be). */
export interface ArmedTimer extends TimerKey {
  dueAt: Date;
}

/** The outcome of one engine command: what to persist in the command's transaction. */
export interface EngineRun {
  /** Engine state JSON without `definitions[].source`. */
  state: string;
  engineVersion: string;
  waiting: WaitingTask[];
  history: EngineHistoryEvent[];
  /** The timers still armed when the run stopped (each a `wf_job` row; a recovered engine arms its timers again). */
  timers: ArmedTimer[];
  /** The timers that fired during the run (a recovered engine fires an expired timer at once, reference §2.6). */
  firedTimers: TimerKey[];
  ended: boolean;
  endActivityId: string | null;
}

/** The definition version an engine is built from. */
export interface EngineDefinition {
  id: string;
  serializedContext: string;
}

/** The waiting execution a command signals (validated against our own task row first). */
export interface SignalTarget {
  activityId: string;
  executionId: string;
}

/** Thrown when the engine fails (no flow taken, expression error, unknown execution); nothing is persisted. */
export class EngineFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'EngineFailure';
  }
}

/**
 * The only door to the BPMN engine (reference §5.1): every command builds a fresh engine, runs to the next waits
 * and returns what changed; no engine outlives a command. bpmn-engine 26 or a Flowable sidecar could replace it.
 */
export interface EngineAdapter {
  readonly engineVersion: string;
  /** Runs a new instance with its variables to its first waits. */
  start(definition: EngineDefinition, instanceId: string, variables: Record<string, unknown>): Promise<EngineRun>;
  /** Recovers the stored state, writes the variables into the process, signals the waiting execution. */
  signal(
    definition: EngineDefinition,
    instanceId: string,
    state: string,
    variables: Record<string, unknown>,
    target: SignalTarget,
  ): Promise<EngineRun>;
  /** Recovers the stored state and runs on without a signal: the timers due by now fire (the timer poller). */
  resume(definition: EngineDefinition, instanceId: string, state: string): Promise<EngineRun>;
}
