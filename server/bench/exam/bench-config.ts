/** Knobs of the exam benchmark, all from the environment (the whole run stays near 10 minutes on 2 cores). */
export interface ExamBenchConfig {
  /** Seconds of each closed-loop throughput measurement (bare HTTP, raw mysql2, GraphQL save, REST save). */
  seconds: number;
  /** In-flight requests of the throughput measurements (the same for every baseline). */
  concurrency: number;
  /** Students logged in through the real login mutation (argon2) for the login figure. */
  loginSample: number;
  /** The capacity search: student counts tried in order, up to maxStudents; stops at the first miss. */
  steps: number[];
  maxStudents: number;
  /** Seconds of each capacity step's measured window, after warmUpSeconds at the same rate. */
  windowSeconds: number;
  warmUpSeconds: number;
  /** Autosave period of every student (the rate is N / autosaveSeconds per second). */
  autosaveSeconds: number;
  /** Seconds over which the spike's students submit at the deadline, how many (capped by those created), how long grading may take. */
  spikeSeconds: number;
  spikeStudents: number;
  gradingLimitSeconds: number;
  /** BENCH_ONLY=saves stops after the save throughput rows (for profiling the save path). */
  savesOnly: boolean;
  /** Targets of issue 5 item 8, and issue 14 item 4's goals for the save ratio and the spike. */
  targets: {
    saveRatio: number;
    students: number;
    p99Ms: number;
    spikeP99Ms: number;
    rssMb: number;
    goals: { saveRatio: number; spikeP99Ms: number };
  };
}

function numberOf(name: string, fallback: number): number {
  const value = process.env[name];
  const parsed = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive number (got "${value}")`);
  }
  return parsed;
}

export function readExamBenchConfig(): ExamBenchConfig {
  const maxStudents = numberOf('BENCH_MAX_N', 30_000);
  const steps = (process.env['BENCH_STEPS'] ?? '250,500,1000,2500,5000,10000,15000,20000,25000,30000')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((value) => Number.isInteger(value) && value > 0 && value <= maxStudents);
  return {
    seconds: numberOf('BENCH_SECONDS', 10),
    concurrency: numberOf('BENCH_CONCURRENCY', 32),
    loginSample: numberOf('BENCH_LOGINS', 200),
    steps: steps.length > 0 ? steps : [maxStudents],
    maxStudents,
    windowSeconds: numberOf('BENCH_WINDOW_SECONDS', 30),
    warmUpSeconds: numberOf('BENCH_WARMUP_SECONDS', 5),
    autosaveSeconds: numberOf('BENCH_AUTOSAVE_SECONDS', 30),
    spikeSeconds: numberOf('BENCH_SPIKE_SECONDS', 10),
    spikeStudents: numberOf('BENCH_SPIKE_N', 20_000),
    gradingLimitSeconds: numberOf('BENCH_GRADING_SECONDS', 60),
    savesOnly: process.env['BENCH_ONLY'] === 'saves',
    targets: { saveRatio: 0.5, students: 20_000, p99Ms: 300, spikeP99Ms: 2000, rssMb: 400, goals: { saveRatio: 0.3, spikeP99Ms: 5000 } },
  };
}
