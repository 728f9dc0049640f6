import { serverSources } from '../scripts/source-files';
import { MODULES } from './modules';

/**
 * Every entity, resolver and message catalogue under `modules/` is reachable from a descriptor listed in
 * `modules.ts` (issue 13, item 5): a new file that no descriptor names fails here with its path, instead of
 * a table that is silently missing from migrations or a resolver missing from the schema.
 */
type Exported = Readonly<Record<string, unknown>>;

const moduleFiles = (suffix: string): string[] =>
  serverSources()
    .map(({ file }) => file)
    .filter((file) => file.startsWith('modules/') && file.endsWith(suffix));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the test loads every file of a kind by its path
const load = (file: string): Exported => require(`../${file.replace(/\.ts$/, '')}`) as Exported;

const classesOf = (exported: Exported): Array<new (...args: never[]) => object> =>
  Object.values(exported).filter(
    (value): value is new (...args: never[]) => object => typeof value === 'function' && /^class\b/.test(String(value)),
  );

describe('module descriptors', () => {
  const entities = new Set<unknown>(MODULES.flatMap((descriptor) => descriptor.entities));
  const resolvers = new Set<unknown>(MODULES.flatMap((descriptor) => descriptor.resolvers));
  const catalogues = new Set<unknown>(MODULES.flatMap((descriptor): readonly unknown[] => descriptor.messages));

  it('should list every entity class of modules/ in a descriptor (base classes other entities extend excepted)', () => {
    const classes = moduleFiles('.entity.ts').flatMap((file) => classesOf(load(file)).map((type) => ({ file, type })));
    const isBase = (type: unknown): boolean =>
      classes.some((other) => other.type !== type && other.type.prototype instanceof (type as new () => object));
    const missing = classes.filter(({ type }) => !entities.has(type) && !isBase(type)).map(({ file, type }) => `${file}: ${type.name}`);
    expect(classes.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('should list every resolver class of modules/ in a descriptor', () => {
    const classes = moduleFiles('.resolver.ts').flatMap((file) => classesOf(load(file)).map((type) => ({ file, type })));
    const missing = classes.filter(({ type }) => !resolvers.has(type)).map(({ file, type }) => `${file}: ${type.name}`);
    expect(classes.length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('should list every message catalogue of modules/ in a descriptor', () => {
    const exported = moduleFiles('.messages.ts').flatMap((file) =>
      Object.entries(load(file)).map(([name, catalogue]) => ({ file, name, catalogue })),
    );
    const missing = exported.filter(({ catalogue }) => !catalogues.has(catalogue)).map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('should give each module one descriptor named after its folder, listed once', () => {
    const descriptorFiles = moduleFiles('.module.ts');
    const names = MODULES.map((descriptor) => descriptor.name);
    expect(new Set(names).size).toBe(names.length);
    expect(descriptorFiles.sort()).toEqual(names.map((name) => `modules/${name}/${name}.module.ts`).sort());
  });

  it('should build no class in two descriptors', () => {
    const all = MODULES.flatMap((descriptor) => [...descriptor.entities, ...descriptor.resolvers]);
    expect(all.length).toBe(new Set(all).size);
  });
});
