/** Latency samples (ms) and error counts of one measurement. */
export class Recorder {
  private readonly samples: number[] = [];
  errors = 0;
  firstError: string | null = null;

  add(ms: number): void {
    this.samples.push(ms);
  }

  fail(error: unknown): void {
    this.errors += 1;
    this.firstError ??= error instanceof Error ? error.message : String(error);
  }

  get count(): number {
    return this.samples.length;
  }

  /** The q-quantile (0..1) by nearest rank; 0 without samples. */
  quantile(q: number): number {
    if (this.samples.length === 0) {
      return 0;
    }
    const sorted = [...this.samples].sort((a, b) => a - b);
    const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
    return sorted[rank] ?? 0;
  }
}

export interface Measured {
  name: string;
  /** Completed operations per second over the measured time. */
  rate: number;
  ok: number;
  errors: number;
  p50: number;
  p99: number;
  firstError: string | null;
}

export function summarize(name: string, recorder: Recorder, seconds: number): Measured {
  return {
    name,
    rate: recorder.count / seconds,
    ok: recorder.count,
    errors: recorder.errors,
    p50: recorder.quantile(0.5),
    p99: recorder.quantile(0.99),
    firstError: recorder.firstError,
  };
}
