import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_JOB } from '../../../src/modules/develop/generator/codegen-fixtures';
import type { CodegenJob } from '../../../src/modules/develop/generator/codegen-job';
import { namesOf } from '../../../src/modules/develop/generator/codegen-names';
import { allWiringEdits, generateCode } from '../../../src/modules/develop/generator/generate-code';
import { createTableStatements } from '../../../src/modules/develop/generator/server-migration.template';
import { removeScratch, runIn, scratchRepository, writeWired } from '../../helpers/scratch-repository';

/** The sample job as a new table: the zip then holds its migrations too, which the server's type check covers. */
const JOB: CodegenJob = { ...SAMPLE_JOB, newTable: true };

/**
 * The generated zip is real code: unzipped into a copy of this repository with the README's wiring applied, the
 * schema emitted from the wired server and the web's codegen run over the new documents, both workspaces type-check,
 * lint and formatting find nothing, and the i18n check passes. One copy serves every step (they run one after the other).
 */
describe('generated code in a scratch copy of the repository', () => {
  let root = '';
  const files = generateCode(JOB);

  beforeAll(() => {
    root = scratchRepository();
    writeWired(root, files, allWiringEdits(JOB, namesOf(JOB)));
  });

  afterAll(() => {
    removeScratch(root);
  });

  it('emits the schema of the wired server and generates the web operations and the legacy rows’ documents', () => {
    const schema = runIn(root, 'server', 'node', ['-r', '@swc-node/register', 'src/scripts/emit-schema.ts']);
    expect(schema).toMatchObject({ status: 0 });
    expect(readFileSync(path.join(root, 'schema.graphql'), 'utf8')).toContain('submitCourse(input: CourseInput!): Course!');
    const codegen = runIn(root, '', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
    expect(codegen).toMatchObject({ status: 0 });
    expect(readFileSync(path.join(root, 'web/src/generated/graphql.ts'), 'utf8')).toContain('CoursesDocument');
  }, 300_000);

  it('type-checks the server and the web with the generated files', () => {
    expect(runIn(root, '', 'npx', ['tsc', '-p', 'server', '--noEmit']).output).toBe('');
    expect(runIn(root, '', 'npx', ['tsc', '-p', 'web', '--noEmit']).output).toBe('');
  }, 600_000);

  it('passes lint, formatting and the i18n check', () => {
    const sources = files.map((file) => file.path).filter((name) => /\.(tsx?|graphql|json)$/.test(name));
    const lint = runIn(root, '', 'npx', [
      'eslint',
      '--no-warn-ignored',
      '--max-warnings',
      '0',
      ...sources.filter((name) => /\.tsx?$/.test(name)),
    ]);
    expect(lint.output).toBe('');
    expect(runIn(root, '', 'npx', ['prettier', '--check', '--log-level', 'warn', ...sources]).output).toBe('');
    expect(runIn(root, '', 'node', ['scripts/check-i18n.mjs'])).toMatchObject({ status: 0 });
  }, 300_000);

  it('passes its own tests once wired (service unit test, integration test) and the repository-wide module checks', () => {
    const unit = runIn(root, 'server', 'npx', [
      'jest',
      '--selectProjects',
      'unit',
      '--maxWorkers=1',
      'src/modules/school',
      'src/app/modules.test.ts',
      'src/app/graphql-access.test.ts',
      'src/seeders/base/seed-labels.test.ts',
    ]);
    expect(unit.output).toMatch(/Tests: +\d+ passed, \d+ total/);
    expect(unit.status).toBe(0);
    const integration = runIn(root, 'server', 'npx', [
      'jest',
      '--selectProjects',
      'integration',
      '--maxWorkers=1',
      'test/integration/school',
    ]);
    expect(integration.output).toMatch(/Tests: +3 passed, 3 total/);
    expect(integration.status).toBe(0);
  }, 300_000);

  it('ships the migrations MikroORM writes for the new entity, in both dialects', () => {
    expect(runIn(root, 'server', 'node', ['-r', '@swc-node/register', 'src/scripts/migration-create.ts', 'probe'])).toMatchObject({
      status: 0,
    });
    for (const dialect of ['sqlite', 'mysql'] as const) {
      const folder = path.join(root, 'server/src/migrations', dialect);
      const probe = readdirSync(folder).find((name) => name.endsWith('_probe.ts')) ?? '';
      const statements = [...readFileSync(path.join(folder, probe), 'utf8').matchAll(/this\.addSql\(`(.*)`\);/g)]
        .map((match) => (match[1] ?? '').replace(/\\`/g, '`'))
        .filter((statement) => !statement.startsWith('drop table'));
      expect(statements).toEqual(createTableStatements(JOB, dialect));
    }
  }, 120_000);
});
