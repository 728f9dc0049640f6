import { performance } from 'node:perf_hooks';
import { Recorder, summarize, type Measured } from './latency';

/** One operation of a measurement: resolves when it succeeded, throws on any error. */
/** `index` counts the operations; `worker` is the closed loop's worker running it (0 in open loops). */
export type Operation = (index: number, worker: number) => Promise<void>;

/**
 * Closed loop at a fixed concurrency: `concurrency` workers each send, wait for the answer and send again
 * for `seconds`. Gives the throughput ceiling of a path and its latency at that concurrency.
 */
export async function closedLoop(name: string, concurrency: number, seconds: number, operation: Operation): Promise<Measured> {
  const recorder = new Recorder();
  const start = performance.now();
  const end = start + seconds * 1000;
  let next = 0;
  const worker = async (_: unknown, number: number): Promise<void> => {
    while (performance.now() < end) {
      const index = next++;
      const sent = performance.now();
      try {
        await operation(index, number);
        recorder.add(performance.now() - sent);
      } catch (error) {
        recorder.fail(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarize(name, recorder, (performance.now() - start) / 1000);
}

export interface OpenLoopPlan {
  /** Operations per second, spread evenly. */
  rate: number;
  /** Seconds at the rate whose results are not recorded, then the measured seconds. */
  warmUpSeconds: number;
  seconds: number;
  /** Index of the first operation (so a plan can continue where the warm-up stopped). */
  firstIndex?: number;
}

/**
 * Open loop: operation i is sent at start + i / rate whatever happened to the earlier ones, and its latency
 * is measured from that scheduled time (queueing in the client counts: no coordinated omission).
 */
export async function openLoop(name: string, plan: OpenLoopPlan, operation: Operation): Promise<Measured & { late: number }> {
  const recorder = new Recorder();
  const intervalMs = 1000 / plan.rate;
  const warmUpCount = Math.round(plan.warmUpSeconds * plan.rate);
  const total = warmUpCount + Math.round(plan.seconds * plan.rate);
  const first = plan.firstIndex ?? 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  // The dispatcher wakes every few ms and sends everything that is due; it never waits for answers.
  let late = 0;
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) {
        const scheduled = start + sent * intervalMs;
        if (now - scheduled > 50) {
          late += 1;
        }
        const measured = sent >= warmUpCount;
        const index = first + sent;
        pending.push(
          operation(index, 0).then(
            () => (measured ? recorder.add(performance.now() - scheduled) : undefined),
            (error: unknown) => (measured ? recorder.fail(error) : undefined),
          ),
        );
        sent += 1;
      }
      if (sent >= total) {
        resolve();
      } else {
        setTimeout(tick, Math.max(0, Math.min(5, start + sent * intervalMs - performance.now())));
      }
    };
    tick();
  });
  await Promise.all(pending);
  return { ...summarize(name, recorder, plan.seconds), late };
}
