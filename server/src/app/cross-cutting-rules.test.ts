import { NOT_DELETED_FILTER, TENANT_FILTER } from '../core/db/filters';
import { serverSources } from '../scripts/source-files';

/**
 * Cross-cutting rules written one way (issue 13, item 2), enforced by reading the sources: a new module
 * that writes a rule its own way fails here with the file and line to change.
 */
interface SourceLine {
  file: string;
  line: number;
  text: string;
}

const FILES = serverSources();

function linesMatching(pattern: RegExp, allowed: (file: string) => boolean = () => false): SourceLine[] {
  return FILES.filter(({ file }) => !allowed(file)).flatMap(({ file, text }) =>
    text.split('\n').flatMap((content, index) => (pattern.test(content) ? [{ file, line: index + 1, text: content.trim() }] : [])),
  );
}

const where = (found: SourceLine[]): string[] => found.map(({ file, line }) => `${file}:${line}`);

/**
 * The only code that may lift the tenant filter, each with its reason. Everything else names the filter it
 * lifts (`filters: { notDeleted: false }`) or passes the tenant it reads (`filters: { tenant: { tenantId } }`).
 */
const TENANT_LIFT_ALLOWED: Record<string, string> = {
  'modules/system/tenant/': 'tenant management: the platform administrator works across tenants',
  'modules/system/scope/scope.service.ts': 'removing a global data- or API-scope rule removes every tenant’s grants of it',
  'modules/exam/examination/examination-sweep.ts': 'background sweep over every tenant’s examinations',
  'modules/exam/examination/examination-reminder-sweep.ts': 'background sweep claiming every tenant’s due SMS reminders',
  'modules/exam/attempt/attempt-sweep.ts': 'background sweep over every tenant’s overdue attempts',
  'modules/exam/attempt/exam-rules-cache.ts': 'the attempt sweep reads the rules of any tenant’s examination (allTenants)',
  'modules/exam/attempt/snapshot-cache.ts': 'the sweeps read the paper snapshot of any tenant’s attempt (allTenants)',
  'modules/exam/grading/grading-sweeps.ts': 'background sweep closing and grading every tenant’s examinations',
  'modules/exam/grading/attempt-grading.ts': 'background auto-grading of every tenant’s submitted attempts',
  'modules/log/log-retention.ts': 'the retention purge deletes every tenant’s old log rows',
  'modules/workflow/job/workflow-timer-sweep.ts': 'the timer poller claims every tenant’s due workflow jobs',
  'seeders/': 'seeds write fixed rows of several tenants and must see them, deleted or not',
};

const mayLiftTenant = (file: string): boolean =>
  Object.keys(TENANT_LIFT_ALLOWED).some((prefix) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix)));

describe('lifting ORM filters', () => {
  it('should never lift every filter at once with a bare `filters: false`', () => {
    expect(where(linesMatching(/filters:\s*false\b/))).toEqual([]);
  });

  it('should lift the tenant filter only in the allow-listed tenant, sweep and seed code', () => {
    // `\b` only before the word: `[` follows a space or a brace, where there is no word boundary (the rule once
    // missed every `[TENANT_FILTER]: false` that way).
    const lift = new RegExp(`(\\b${TENANT_FILTER}|\\[TENANT_FILTER\\])\\s*:\\s*false\\b`);
    expect(['{ filters: { [TENANT_FILTER]: false } }', '{ filters: { tenant: false } }'].filter((text) => lift.test(text))).toHaveLength(2);
    const lifts = linesMatching(lift, mayLiftTenant);
    expect(where(lifts)).toEqual([]);
  });

  it('should keep the allow-list to files that exist', () => {
    const missing = Object.keys(TENANT_LIFT_ALLOWED).filter(
      (prefix) => !FILES.some(({ file }) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix))),
    );
    expect(missing).toEqual([]);
  });

  it('should name only filters that exist', () => {
    const known = new Set([TENANT_FILTER, NOT_DELETED_FILTER]);
    const named = FILES.flatMap(({ file, text }) =>
      [...text.matchAll(/filters:\s*\{\s*([^}]*)\}/g)].flatMap((match) =>
        [...(match[1] ?? '').matchAll(/(?:^|,)\s*(\w+)\s*:/g)]
          .map((key) => key[1] ?? '')
          .filter((name) => !known.has(name))
          .map((name) => `${file}: ${name}`),
      ),
    );
    expect(named).toEqual([]);
  });
});

describe('platform-only access', () => {
  const inCoreAuth = (file: string): boolean => file.startsWith('core/auth/');

  it('should compare no tenant id with the platform tenant outside core/auth (use isPlatformTenant or requirePlatform)', () => {
    const platformId = String.raw`(PLATFORM_TENANT_ID|'000000'|"000000")`;
    const comparisons = linesMatching(new RegExp(String.raw`[!=]==?\s*${platformId}|${platformId}\s*[!=]==?`), inCoreAuth);
    expect(where(comparisons)).toEqual([]);
  });

  it('should read the administrator flag only in core/auth (use isPlatformActor or requirePlatform)', () => {
    expect(where(linesMatching(/\.isAdministrator\b/, inCoreAuth))).toEqual([]);
  });

  it('should throw platform-only refusals through requirePlatform only', () => {
    const refusals = linesMatching(/new AppError\('FORBIDDEN',\s*'[\w.]*(platformOnly|administratorOnly)'/, inCoreAuth);
    expect(where(refusals)).toEqual([]);
  });
});

describe('validation errors', () => {
  it('should throw a list of field problems through failValidation only', () => {
    const copies = linesMatching(/new AppError\('VALIDATION',[^)]*(problems|\[0\])/, (file) => file === 'core/errors/fail-validation.ts');
    expect(where(copies)).toEqual([]);
  });
});
