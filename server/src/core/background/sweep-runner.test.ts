import type { EntityManager } from '@mikro-orm/core';
import pino from 'pino';
import { SweepRunner, type SweepStep } from './sweep-runner';

describe('SweepRunner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should skip the ticks that come while a run is still going, so runs never queue up behind a long one', async () => {
    let finish: () => void = () => undefined;
    const run = jest.fn(
      () =>
        new Promise<number>((resolve) => {
          finish = () => resolve(1);
        }),
    );
    const step: SweepStep = { name: 'slow', run };
    const runner = new SweepRunner([step], async () => [{} as EntityManager], pino({ level: 'silent' }));
    runner.start(1);

    await jest.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);

    // The run ends: nothing was queued behind it, the next run waits for the next tick.
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await runner.stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
