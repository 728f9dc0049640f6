import { typeErrors, wiredServerFiles } from '../../../../test/helpers/typecheck-generated';
import { SAMPLE_JOB } from './codegen-fixtures';
import { generateCode } from './generate-code';

describe('generated code type-checks inside this repository', () => {
  it('compiles the server files of a job with every field kind and query type', () => {
    // Wired in as the generated README says: the module in app/modules.ts, its service in app/services.ts.
    const files = wiredServerFiles(SAMPLE_JOB, generateCode(SAMPLE_JOB));
    expect(files.length).toBeGreaterThanOrEqual(9);
    expect(typeErrors(files)).toEqual([]);
  }, 120_000);

  it('finds a planted type error (the check can fail)', () => {
    const [entity] = generateCode(SAMPLE_JOB).filter((file) => file.path.endsWith('.entity.ts'));
    const broken = { path: entity?.path ?? '', content: `${entity?.content ?? ''}\nexport const broken: number = 'text';\n` };
    expect(typeErrors([broken]).join('\n')).toContain("Type 'string' is not assignable to type 'number'");
  }, 120_000);
});
