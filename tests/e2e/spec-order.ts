/**
 * The order the browser specs start in: longest first, so the long waiting specs (an examination must
 * close before grading) overlap with the short ones instead of running last while the other slot idles.
 * Durations come from the previous run's timing file (tmp/e2e-timings.json), else from the static list
 * below (seconds measured on the 2-core CI machine), else a middling guess for a new spec.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Spec path relative to tests/e2e → seconds it took. */
export type SpecTimings = Record<string, number>;

const knownSeconds: SpecTimings = {
  'exam/story.spec.ts': 153,
  'exam/grading.spec.ts': 106,
  // Issue 12 specs, estimated from runs on a loaded machine until CI measures them.
  'exam/student-home.spec.ts': 80,
  'exam/grading-by-paper.spec.ts': 60,
  'exam/examination-tools.spec.ts': 50,
  'shell/token.spec.ts': 59,
  'exam/examination.spec.ts': 51,
  'shell/theme.spec.ts': 39,
  'exam/authoring.spec.ts': 36,
  'exam/paper-print.spec.ts': 40,
  'exam/authoring-flow.spec.ts': 40,
  'shell/tables-fit.spec.ts': 40,
  'shell/small-screen-english.spec.ts': 30,
  'system/admin-pages.spec.ts': 27,
  'exam/take.spec.ts': 26,
  'shell/search.spec.ts': 22,
  'system/user.spec.ts': 20,
  'exam/stats.spec.ts': 19,
  'shell/a11y.spec.ts': 17,
};

/** A spec with no measurement yet: about the median of the short specs. */
const unknownSeconds = 12;

export function timingFile(repoRoot: string): string {
  return path.join(repoRoot, 'tmp', 'e2e-timings.json');
}

/** The previous run's timings, or {} when the file is missing or unreadable (a fresh clone). */
export function readTimings(file: string): SpecTimings {
  if (!existsSync(file)) {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const timings: SpecTimings = {};
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [spec, seconds] of Object.entries(parsed)) {
        if (typeof seconds === 'number' && Number.isFinite(seconds)) {
          timings[spec] = seconds;
        }
      }
    }
    return timings;
  } catch {
    // A half-written file from an interrupted run only costs the ordering, never the run.
    return {};
  }
}

/** Keeps the timings of specs not run this time (a filtered run must not forget the others). */
export function writeTimings(file: string, previous: SpecTimings, measured: SpecTimings): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...previous, ...measured }, null, 2)}\n`);
}

/** `specs` (paths relative to tests/e2e) longest first; equal estimates keep alphabetical order. */
export function longestFirst(specs: readonly string[], previous: SpecTimings): string[] {
  const estimate = (spec: string): number => previous[spec] ?? knownSeconds[spec] ?? unknownSeconds;
  return [...specs].sort((a, b) => estimate(b) - estimate(a) || a.localeCompare(b));
}
