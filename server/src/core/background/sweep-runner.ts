import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';

/**
 * One step of the background sweep (examination status transitions, attempt timeouts, grading, workflow timers). A step
 * works across tenants of one database (tenant filter lifted) and must be safe when several nodes run it
 * at once: claim or change rows with conditional updates (UPDATE ... WHERE state = old), never by
 * reading, deciding in memory and writing blindly; a step that reads a batch of due rows first reads it through
 * `claimDue` (claim-due.ts), so that nodes take disjoint batches. Returns how many rows it changed.
 */
export interface SweepStep {
  readonly name: string;
  run(em: EntityManager, now: Date): Promise<number>;
}

/** Every database the sweep covers: the main one and those of tenants bound to their own datasource. */
export type SweepDatabases = () => Promise<EntityManager[]>;

/**
 * Runs the sweep steps on an interval (one run at a time on this node, a tick during a run skipped) and on demand (`runOnce`, used by
 * tests). A failing step is logged and does not stop the others or later runs.
 */
export class SweepRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private inRun = false;

  constructor(
    private readonly steps: readonly SweepStep[],
    private readonly databases: SweepDatabases,
    private readonly logger: Logger,
  ) {}

  /** Starts the interval; `intervalSeconds` 0 leaves the sweep off (tests call runOnce). */
  start(intervalSeconds: number): void {
    if (intervalSeconds <= 0 || this.timer) {
      return;
    }
    this.timer = setInterval(() => {
      // A tick that finds the last run still going is skipped: runs never queue up behind a long one (a grading backlog).
      if (this.inRun) {
        return;
      }
      this.inRun = true;
      this.running = this.runOnce().finally(() => {
        this.inRun = false;
      });
    }, intervalSeconds * 1000);
    this.timer.unref();
  }

  /** One pass of every step over every database; returns the rows changed per step name. */
  async runOnce(now: Date = new Date()): Promise<Record<string, number>> {
    const changed: Record<string, number> = {};
    let ems: EntityManager[];
    try {
      ems = await this.databases();
    } catch (error) {
      this.logger.error({ err: error }, 'background sweep could not list its databases');
      return changed;
    }
    for (const em of ems) {
      for (const step of this.steps) {
        try {
          changed[step.name] = (changed[step.name] ?? 0) + (await step.run(em, now));
        } catch (error) {
          this.logger.error({ err: error, step: step.name }, 'background sweep step failed');
        }
      }
    }
    return changed;
  }

  /** Stops the interval and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    await this.running;
  }
}
