import { FUZZ_TIMEOUT, mutationShard, useFuzzHarness } from './fuzz-harness';

/** The schema-driven fuzz (fuzz-harness.ts): the first half of the mutations. */
describe('schema-driven fuzz: mutations, part 1 of 2', () => {
  const harness = useFuzzHarness();

  it(
    'should answer every bad mutation argument without INTERNAL or a 5xx, and write nothing when refused',
    async () => {
      const { kept, sessionEnding } = mutationShard(0, 2);
      await harness.fuzz('mutation', kept);
      await harness.fuzz('mutation', sessionEnding);
      expect(harness.findings).toEqual([]);
    },
    FUZZ_TIMEOUT,
  );
});
