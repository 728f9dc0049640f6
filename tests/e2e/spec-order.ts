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
  // Measured in one full run on a loaded 2-core machine (2026-11-27); only the order matters.
  'exam/story.spec.ts': 238,
  'exam/proctor.spec.ts': 196,
  'exam/access.spec.ts': 179,
  'shell/tables-fit.spec.ts': 175,
  'exam/grading.spec.ts': 160,
  'shell/theme.spec.ts': 132,
  'exam/stats.spec.ts': 127,
  'exam/authoring.spec.ts': 119,
  'shell/error-log.spec.ts': 115,
  'exam/examination.spec.ts': 111,
  'exam/take.spec.ts': 106,
  'exam/examination-tools.spec.ts': 97,
  'system/admin-pages.spec.ts': 93,
  'shell/token.spec.ts': 92,
  'shell/small-screen-english.spec.ts': 88,
  'shell/home.spec.ts': 86,
  'exam/authoring-flow.spec.ts': 81,
  'exam/timing.spec.ts': 80,
  'shell/info.spec.ts': 74,
  'system/param.spec.ts': 74,
  'exam/grading-by-paper.spec.ts': 72,
  'system/role.spec.ts': 66,
  'shell/language.spec.ts': 66,
  'auth/login.spec.ts': 64,
  'exam/student-home.spec.ts': 63,
  'shell/user-menu.spec.ts': 61,
  'exam/paper-print.spec.ts': 60,
  'shell/search.spec.ts': 58,
  'system/notice.spec.ts': 56,
  'shell/lock.spec.ts': 54,
  'shell/navigation.spec.ts': 52,
  'shell/sidebar.spec.ts': 52,
  'shell/tabs.spec.ts': 51,
  'shell/switch.spec.ts': 49,
  'shell/notice.spec.ts': 43,
  'system/tenant-package.spec.ts': 43,
  'shell/register.spec.ts': 41,
  'system/dict.spec.ts': 41,
  'system/resource-log.spec.ts': 40,
  'health.spec.ts': 35,
  'system/user.spec.ts': 22,
};

/**
 * A spec with no measurement yet starts early: guessed short, a long new spec would start last and run
 * alone at the end of the tier (as exam/access and exam/proctor did).
 */
const unknownSeconds = 120;

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
